/**
 * Staff write a static page's text as plain text (the back office's page texts): blank lines
 * part paragraphs, a line starting "## " is a heading, lines starting "- " make a list.
 * Nothing else is markup, so whatever staff type shows as typed and nothing can inject HTML.
 */
export type TextBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function textBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (/^#{1,3}\s/.test(line)) {
      flush();
      blocks.push({ kind: 'heading', text: line.replace(/^#{1,3}\s+/, '') });
    } else if (/^[-•*]\s/.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(/^[-•*]\s+/, ''));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
