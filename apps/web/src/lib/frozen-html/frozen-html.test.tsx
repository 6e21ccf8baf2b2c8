import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Frozen } from './frozen';
import { putFrozen, takeFrozen } from './frozen-store';

vi.mock('server-only', () => ({}));
const { Freeze } = await import('./freeze');

const footer = (year: number) => (
  <ul>
    <li>
      <a href="/about">Про нас</a>
    </li>
    <li>© {year}</li>
  </ul>
);

describe('frozen HTML (lib/frozen-html)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the tree to the HTML render under its digest, and the payload carries only the key', () => {
    const element = Freeze({
      as: 'footer',
      name: 'footer',
      className: 'f',
      children: footer(2026),
    }) as ReactElement<{
      frozenKey: string;
      as: string;
      className: string;
    }>;
    expect(element.type).toBe(Frozen);
    expect(element.props).toEqual({ as: 'footer', className: 'f', frozenKey: element.props.frozenKey });
    expect(element.props.frozenKey).toMatch(/^footer:[\w-]{27}$/);
    // The same tree, the same key; another tree, another one.
    const again = Freeze({ as: 'footer', name: 'footer', children: footer(2026) }) as ReactElement<{
      frozenKey: string;
    }>;
    const next = Freeze({ as: 'footer', name: 'footer', children: footer(2027) }) as ReactElement<{
      frozenKey: string;
    }>;
    expect(again.props.frozenKey).toBe(element.props.frozenKey);
    expect(next.props.frozenKey).not.toBe(element.props.frozenKey);

    expect(renderToStaticMarkup(element)).toBe(
      '<footer class="f" data-frozen=""><ul><li><a href="/about">Про нас</a></li><li>© 2026</li></ul></footer>',
    );
  });

  it('in the browser, gives its element the HTML as given, so hydration keeps the server children', () => {
    vi.stubGlobal('window', {});
    const element = Frozen({ as: 'nav', frozenKey: 'nav:x', 'aria-label': 'Меню' });
    expect(isValidElement(element)).toBe(true);
    const props = (element as ReactElement<Record<string, unknown>>).props;
    expect(props).toMatchObject({
      'aria-label': 'Меню',
      'data-frozen': '',
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: '' },
    });
    expect(props.children).toBeUndefined();
  });

  it('keeps the newest trees, a bounded number of them', () => {
    for (let i = 0; i < 600; i++) putFrozen(`test:${i}`, createElement('b', null, i));
    expect(takeFrozen('test:0')).toBeNull();
    expect(renderToStaticMarkup(takeFrozen('test:599') as ReactElement)).toBe('<b>599</b>');
    // Read again, an entry does not go before the others: each render puts its tree anew.
    putFrozen('test:40', createElement('i'));
    expect(takeFrozen('test:40')).not.toBeNull();
    // That pushed out test:88; put anew, the oldest left (test:89) becomes the newest, so the
    // next one out is test:90.
    expect(takeFrozen('test:89')).not.toBeNull();
    putFrozen('test:89', createElement('i'));
    putFrozen('test:600', createElement('b'));
    expect(takeFrozen('test:89')).not.toBeNull();
    expect(takeFrozen('test:90')).toBeNull();
  });
});
