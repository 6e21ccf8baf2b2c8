import { describe, expect, it } from 'vitest';
import { withoutPayloadCss } from './payload-css';

const css = '.card{color:red}.card::after{content:"→ ї"}';
const description = 'Опис набору: полотно, фарби ✓';
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const styleElement = (key: string, href: string, children: string) => [
  '$',
  'style',
  key,
  { nonce: '$undefined', precedence: 'next', href, children },
];

const payload = [
  ':HL["/_next/static/chunks/a.css","style"]\n',
  textRow('2', css),
  `1:${JSON.stringify([styleElement('0', '/a.css', '$2'), styleElement('1', '/b.css', '.b{margin:0}')])}\n`,
  textRow('3', description),
  `4:${JSON.stringify(['$', 'p', null, { children: '$3' }])}\n`,
  `0:${JSON.stringify({ P: null, c: ['', ''], f: [['$', '$1', 'c', {}]] })}\n`,
].join('');

/** The page as Next writes it: the payload cut into pushes anywhere, even inside a row. */
const page = (flight: string, cuts: number[]) => {
  const pieces = [0, ...cuts, flight.length]
    .slice(1)
    .map((end, i, ends) => flight.slice(i ? ends[i - 1] : 0, end));
  const scripts = pieces
    .map((p) => `<script>self.__next_f.push(${JSON.stringify([1, p])})</script>`)
    .join('');
  return `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/a.css">${css}</style></head><body><p>${description}</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts}</body></html>`;
};

/** The payload a browser reads from the page. */
const flightOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((m) => (JSON.parse(m[1] ?? '[]') as [number, string])[1])
    .join('');

describe('withoutPayloadCss', () => {
  const html = page(payload, [30, 95, 200]);
  const out = withoutPayloadCss(html);
  const flight = flightOf(out);

  it('drops the stylesheets from the payload and keeps them in the HTML', () => {
    expect(flight).not.toContain('.card{color:red}');
    expect(flight).not.toContain('.b{margin:0}');
    expect(out).toContain(`<style data-precedence="next" data-href="/a.css">${css}</style>`);
    expect(flight).toContain('2:T0,');
    expect(flight).toContain('"href":"/a.css","children":""');
    expect(flight).toContain('"href":"/b.css","children":""');
    expect(Buffer.byteLength(out)).toBeLessThan(Buffer.byteLength(html));
  });

  it('keeps every other row as it was, text rows measured in bytes', () => {
    expect(flight).toContain(textRow('3', description));
    expect(flight).toContain(`4:${JSON.stringify(['$', 'p', null, { children: '$3' }])}\n`);
    expect(flight).toContain(':HL["/_next/static/chunks/a.css","style"]\n');
    expect(flight.startsWith(':HL')).toBe(true);
    expect(
      flight.endsWith(`0:${JSON.stringify({ P: null, c: ['', ''], f: [['$', '$1', 'c', {}]] })}\n`),
    ).toBe(true);
  });

  it('gives the whole payload in one push, after the bootstrap push', () => {
    expect(out.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(out.indexOf('push([0])')).toBeLessThan(out.indexOf('push([1,'));
  });

  it('writes nothing in a script that could end it', () => {
    const closing = page(`${textRow('5', '</script><b>')}${payload}`, [7]);
    const cleaned = withoutPayloadCss(closing);
    expect(cleaned.split('</script>').length).toBe(closing.split('</script>').length - 1);
    expect(flightOf(cleaned)).toContain(textRow('5', '</script><b>'));
  });

  it('leaves a page it does not understand as it is', () => {
    const binary = html.replace('</body>', '<script>self.__next_f.push([3,"AAAA"])</script></body>');
    expect(withoutPayloadCss(binary)).toBe(binary);
    const typedArray = page(`9:A4,abcd${payload}`, []);
    expect(withoutPayloadCss(typedArray)).toBe(typedArray);
    const noCss = page(`${textRow('3', description)}4:["$","p",null,{"children":"$3"}]\n`, [12]);
    expect(withoutPayloadCss(noCss)).toBe(noCss);
    expect(withoutPayloadCss('<html>no payload</html>')).toBe('<html>no payload</html>');
  });
});
