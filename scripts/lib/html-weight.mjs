// What a page's HTML is made of (issue #46, "send each thing once"): all of it, the React Server
// Components payload inlined in its scripts, and the CSS inlined in its <style> elements, in bytes
// as sent uncompressed.
const bytes = (text) => Buffer.byteLength(text, 'utf8');

export function htmlWeight(html) {
  let payload = 0;
  for (const [script] of html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs))
    payload += bytes(script);
  let styles = 0;
  for (const [style] of html.matchAll(/<style[^>]*>.*?<\/style>/gs)) styles += bytes(style);
  const total = bytes(html);
  return { total, payload, styles, markup: total - payload - styles };
}
