import { attr, element, feedDate, xmlText } from '../feed-xml';
import type { FeedContext } from './feed-format';

/**
 * The YML wrapper Rozetka and Prom.ua both read (Yandex Market Language): the shop, its one
 * currency (UAH at rate 1) and its categories with their parents; offers go between head and tail.
 */
export function ymlHead(c: FeedContext): string {
  const categories = c.categories
    .map(
      (node) =>
        `<category${attr('id', node.id)}${node.parentId === null ? '' : attr('parentId', node.parentId)}>` +
        `${xmlText(node.name.ua)}</category>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog${attr('date', feedDate(c.generatedAt))}><shop>` +
    element('name', c.shopName) +
    element('company', c.shopName) +
    element('url', `${c.shopUrl}/`) +
    '<currencies><currency id="UAH" rate="1"/></currencies>' +
    `<categories>${categories}</categories>\n<offers>\n`
  );
}

export const ymlTail = () => '</offers></shop></yml_catalog>\n';

/** HTML of a description inside CDATA, as YML allows; `]]>` cannot end it early. */
export const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
