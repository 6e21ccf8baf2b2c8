import { describe, expect, it } from 'vitest';
import { htmlWeight } from './lib/html-weight.mjs';

describe('htmlWeight', () => {
  it('parts a page into its payload, its inline CSS and the rest, in UTF-8 bytes', () => {
    const payload = '<script>self.__next_f.push([1,"0:\\"ї\\"\\n"])</script>';
    const style = '<style data-precedence="next">.a{color:red}</style>';
    const html = `<html><head>${style}</head><body><p>Ціна</p>${payload}<script>other()</script></body></html>`;
    const weight = htmlWeight(html);
    expect(weight.total).toBe(Buffer.byteLength(html));
    expect(weight.payload).toBe(Buffer.byteLength(payload));
    expect(weight.styles).toBe(style.length);
    expect(weight.markup).toBe(weight.total - weight.payload - weight.styles);
  });
});
