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
const PUSH = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs;
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmVb');

type Row = { id: string; text: Buffer | null; json: string | null };

export function withoutPayloadCss(html: string): string {
  const pushes = [...html.matchAll(PUSH)];
  if (pushes.length === 0) return html;
  let payload = '';
  for (const push of pushes) {
    const entry = JSON.parse(push[1] ?? '[]') as unknown[];
    if (entry[0] === 0) continue;
    if (entry[0] !== 1 || typeof entry[1] !== 'string') return html;
    payload += entry[1];
  }
  const rows = parseRows(Buffer.from(payload, 'utf8'));
  if (!rows) return html;

  const cssTexts = new Set<string>();
  let changed = false;
  for (const row of rows) {
    if (row.json === null || !row.json.includes('"precedence"')) continue;
    const value = JSON.parse(row.json) as unknown;
    if (blankStyles(value, cssTexts)) {
      row.json = JSON.stringify(value);
      changed = true;
    }
  }
  for (const row of rows) {
    if (row.text && cssTexts.has(row.id)) {
      row.text = Buffer.alloc(0);
      changed = true;
    }
  }
  if (!changed) return html;

  const rebuilt = rows
    .map((row) =>
      row.text
        ? `${row.id}:T${row.text.length.toString(16)},${row.text.toString('utf8')}`
        : `${row.id}:${row.json}\n`,
    )
    .join('');
  // All of it in the first push, where the payload began; the later pushes go.
  let first = true;
  return html.replace(PUSH, (whole, entry: string) => {
    if ((JSON.parse(entry) as unknown[])[0] === 0) return whole;
    if (!first) return '';
    first = false;
    return `<script>self.__next_f.push(${escapeScript(JSON.stringify([1, rebuilt]))})</script>`;
  });
}

/** Rows of a payload: `id:T<hex length>,<bytes>` or `id:<one line>\n`; null if it has others. */
function parseRows(bytes: Buffer): Row[] | null {
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) return null;
    const id = bytes.toString('latin1', at, colon);
    // Hints (preloads) have no id: `:HL[…]`.
    if (!/^[0-9a-f]*$/.test(id)) return null;
    const tag = String.fromCharCode(bytes[colon + 1] ?? 0);
    const comma = bytes.indexOf(0x2c, colon + 2);
    const lengthText = comma < 0 ? '' : bytes.toString('latin1', colon + 2, comma);
    if (LENGTH_TAGS.has(tag) && /^[0-9a-f]+$/.test(lengthText)) {
      if (tag !== 'T') return null;
      const end = comma + 1 + parseInt(lengthText, 16);
      if (end > bytes.length) return null;
      rows.push({ id, text: bytes.subarray(comma + 1, end), json: null });
      at = end;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon);
    if (newline < 0) return null;
    rows.push({ id, text: null, json: bytes.toString('utf8', colon + 1, newline) });
    at = newline + 1;
  }
  return rows;
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
