/**
 * A cached page's HTML without the second and third copies of its CSS (issue #46). With
 * `experimental.inlineCss` Next puts each stylesheet in the HTML as a <style> and again, as
 * text, in the React Server Components payload inlined below it (twice for the root layout's,
 * through the global error boundary): vercel/next.js#95141 and #98079, open at Next 16.4.6. The
 * browser never needs those copies: React adopts the <style data-href> the HTML already has
 * and reads nothing from the payload's text. So the pages kept in the page cache drop it, here,
 * as Next stores them; a client navigation's own payload is left as it is.
 *
 * Anything unexpected (binary rows, a push of another kind) leaves the page unchanged.
 */
const PUSH_START = '<script>self.__next_f.push(';
const PUSH_END = ')</script>';
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmVb');

interface Push {
  start: number;
  end: number;
  entry: unknown[];
}

/**
 * Runs on every page Next stores, inside a first render (a crawler's every request), so it
 * works on the strings as they are: the pushes found with indexOf (Next escapes every `<` in
 * them, so none holds `)</script>`), the rows cut at their newlines, a text row's byte length
 * turned into characters only where it is not plain ASCII. An earlier version through Buffers
 * and a regular expression cost 3.6 ms of a product page's ~40.
 */
export function withoutPayloadCss(html: string): string {
  const pushes: Push[] = [];
  for (let at = html.indexOf(PUSH_START); at >= 0; at = html.indexOf(PUSH_START, at)) {
    const close = html.indexOf(PUSH_END, at);
    if (close < 0) return html;
    let entry: unknown;
    try {
      entry = JSON.parse(html.slice(at + PUSH_START.length, close));
    } catch {
      return html;
    }
    if (!Array.isArray(entry)) return html;
    pushes.push({ start: at, end: close + PUSH_END.length, entry });
    at = close + PUSH_END.length;
  }
  let payload = '';
  for (const { entry } of pushes) {
    if (entry[0] === 0) continue;
    if (entry[0] !== 1 || typeof entry[1] !== 'string') return html;
    payload += entry[1];
  }
  if (!payload) return html;
  const rows = parseRows(payload);
  if (!rows) return html;

  const cssTexts = new Set<string>();
  let changed = false;
  for (const row of rows) {
    if (row.text !== null || !row.json.includes('"precedence"')) continue;
    const value = JSON.parse(row.json) as unknown;
    if (blankStyles(value, cssTexts)) {
      row.json = JSON.stringify(value);
      changed = true;
    }
  }
  for (const row of rows) {
    if (row.text !== null && cssTexts.has(row.id)) {
      row.text = '';
      changed = true;
    }
  }
  if (!changed) return html;

  let rebuilt = '';
  for (const row of rows) {
    rebuilt +=
      row.text !== null
        ? `${row.id}:T${Buffer.byteLength(row.text).toString(16)},${row.text}`
        : `${row.id}:${row.json}\n`;
  }
  // All of it in the first push of the payload, where it began; the later pushes go.
  let out = '';
  let from = 0;
  let first = true;
  for (const push of pushes) {
    if (push.entry[0] === 0) continue;
    out += html.slice(from, push.start);
    if (first) out += `${PUSH_START}${escapeScript(JSON.stringify([1, rebuilt]))}${PUSH_END}`;
    first = false;
    from = push.end;
  }
  return out + html.slice(from);
}

type Row = { id: string; text: string; json: null } | { id: string; text: null; json: string };

/** Rows of a payload: `id:T<hex byte length>,<text>` or `id:<one line>\n`; null if it has others. */
function parseRows(payload: string): Row[] | null {
  const rows: Row[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(':', at);
    if (colon < 0) return null;
    const id = payload.slice(at, colon);
    // Hints (preloads) have no id: `:HL[…]`.
    if (!/^[0-9a-f]*$/.test(id)) return null;
    const tag = payload[colon + 1] ?? '';
    const comma = payload.indexOf(',', colon + 2);
    const lengthText = comma < 0 ? '' : payload.slice(colon + 2, comma);
    if (LENGTH_TAGS.has(tag) && /^[0-9a-f]+$/.test(lengthText)) {
      if (tag !== 'T') return null;
      const end = charsFor(payload, comma + 1, parseInt(lengthText, 16));
      if (end < 0) return null;
      rows.push({ id, text: payload.slice(comma + 1, end), json: null });
      at = end;
      continue;
    }
    const newline = payload.indexOf('\n', colon);
    if (newline < 0) return null;
    rows.push({ id, text: null, json: payload.slice(colon + 1, newline) });
    at = newline + 1;
  }
  return rows;
}

/** Where the `bytes` UTF-8 bytes from `start` end in `text`, or -1 past its end. */
function charsFor(text: string, start: number, bytes: number): number {
  // Stylesheets are ASCII: their byte length is their length.
  if (start + bytes <= text.length && Buffer.byteLength(text.slice(start, start + bytes)) === bytes)
    return start + bytes;
  let at = start;
  let left = bytes;
  while (left > 0 && at < text.length) {
    const code = text.codePointAt(at) ?? 0;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    at += code >= 0x10000 ? 2 : 1;
  }
  return left === 0 ? at : -1;
}

/** Empties every hoisted stylesheet's text in `value`; notes the text rows they point to. */
function blankStyles(value: unknown, cssTexts: Set<string>): boolean {
  if (!Array.isArray(value)) {
    if (value === null || typeof value !== 'object') return false;
    let changed = false;
    for (const child of Object.values(value)) changed = blankStyles(child, cssTexts) || changed;
    return changed;
  }
  const props = value[3] as { precedence?: unknown; href?: unknown; children?: unknown } | undefined;
  if (
    value[0] === '$' &&
    value[1] === 'style' &&
    props &&
    typeof props.precedence === 'string' &&
    typeof props.href === 'string' &&
    typeof props.children === 'string' &&
    props.children !== ''
  ) {
    const reference = /^\$([0-9a-f]+)$/.exec(props.children);
    if (reference?.[1]) cssTexts.add(reference[1]);
    props.children = '';
    return true;
  }
  let changed = false;
  for (const child of value) changed = blankStyles(child, cssTexts) || changed;
  return changed;
}

/** As Next writes the payload into a <script>: nothing in it may close or open a tag. */
const escapeScript = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
