import { describe, expect, it } from 'vitest';
import { shellLinkTarget, type LinkClick } from './shell-links';

const here = {
  href: 'http://shop.test/about',
  origin: 'http://shop.test',
  pathname: '/about',
  search: '',
};
const click: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, attributes: string[] = [], target = '') => ({
  href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
});

describe('shellLinkTarget', () => {
  it('takes a plain click on a link of the shop into the app, with its query and hash', () => {
    expect(
      shellLinkTarget(click, anchor('http://shop.test/catalog?labelType=%5B%22new%22%5D#top'), here),
    ).toEqual({
      path: '/catalog?labelType=%5B%22new%22%5D#top',
      sameDocument: false,
    });
  });

  it('knows a link to the page already shown', () => {
    expect(shellLinkTarget(click, anchor('/about'), here)).toEqual({ path: '/about', sameDocument: true });
  });

  it('leaves modified clicks, other buttons and handled clicks to the browser', () => {
    for (const changed of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ])
      expect(shellLinkTarget({ ...click, ...changed }, anchor('/sale'), here)).toBeNull();
  });

  it('leaves other sites, new windows, downloads and the language switch to the browser', () => {
    expect(shellLinkTarget(click, anchor('https://t.me/kartyna_shop'), here)).toBeNull();
    expect(shellLinkTarget(click, anchor('/sale', [], '_blank'), here)).toBeNull();
    expect(shellLinkTarget(click, anchor('/price.pdf', ['download']), here)).toBeNull();
    expect(shellLinkTarget(click, anchor('/ru/about', ['hreflang']), here)).toBeNull();
  });

  it('leaves what is not a page of the storefront to the browser', () => {
    for (const href of [
      '/api/server/checkbox-sandbox/receipts/1',
      '/admin',
      '/admin/orders',
      '/feeds/prom.xml',
      '/sw.js',
      '/_next/static/x.js',
    ])
      expect(shellLinkTarget(click, anchor(href), here)).toBeNull();
    expect(shellLinkTarget(click, anchor('/administration-news'), here)?.path).toBe('/administration-news');
  });
});
