import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@kartyna/domain';
import { commonCopy, shopUrl, type MailLinks } from './mail-format';

/**
 * The shared look of every mail: tables and inline styles, since mail clients drop <style>
 * blocks and flexbox; warm paper tones and one terracotta accent.
 */
const colors = {
  page: '#f6efe6',
  card: '#ffffff',
  ink: '#3d2f28',
  muted: '#8a776b',
  accent: '#c2603f',
  line: '#eadfd3',
  note: '#fbf4ea',
};
const font = 'Arial, Helvetica, sans-serif';

/** A whole HTML document; React escapes every value, so customer text cannot become markup. */
export const renderHtml = (element: ReactElement): string =>
  `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

export function MailLayout(props: {
  locale: Locale;
  links: MailLinks;
  title: string;
  /** the line a mail client shows beside the subject */
  preheader: string;
  children: ReactNode;
}): ReactElement {
  const copy = commonCopy[props.locale];
  return (
    <html lang={props.locale === 'ua' ? 'uk' : 'ru'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.page }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{props.preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colors.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, backgroundColor: colors.card, borderRadius: 12, fontFamily: font }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '22px 32px', borderBottom: `3px solid ${colors.accent}` }}>
                        <a
                          href={shopUrl(props.links, props.locale, '/')}
                          style={{
                            color: colors.accent,
                            fontSize: 24,
                            fontWeight: 'bold',
                            textDecoration: 'none',
                            fontFamily: 'Georgia, serif',
                          }}
                        >
                          Kartyna
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: '24px 32px', color: colors.ink, fontSize: 15, lineHeight: '1.55' }}
                      >
                        {props.children}
                        <p style={{ margin: '24px 0 0', whiteSpace: 'pre-line' }}>{copy.regards}</p>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '16px 32px 24px',
                          color: colors.muted,
                          fontSize: 12,
                          lineHeight: '1.5',
                          borderTop: `1px solid ${colors.line}`,
                        }}
                      >
                        {copy.about}
                        <br />
                        {copy.hours}{' '}
                        <a
                          href={shopUrl(props.links, props.locale, '/contacts')}
                          style={{ color: colors.muted }}
                        >
                          {copy.contacts}
                        </a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export const Heading = ({ children }: { children: ReactNode }) => (
  <h1
    style={{
      margin: '0 0 16px',
      fontSize: 22,
      lineHeight: '1.3',
      color: colors.ink,
      fontFamily: 'Georgia, serif',
    }}
  >
    {children}
  </h1>
);

export const Para = ({ children }: { children: ReactNode }) => (
  <p style={{ margin: '0 0 14px' }}>{children}</p>
);

export const Button = ({ href, children }: { href: string; children: ReactNode }) => (
  <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 18px' }}>
    <tbody>
      <tr>
        <td style={{ backgroundColor: colors.accent, borderRadius: 8 }}>
          <a
            href={href}
            style={{
              display: 'inline-block',
              padding: '11px 22px',
              color: '#ffffff',
              fontWeight: 'bold',
              textDecoration: 'none',
            }}
          >
            {children}
          </a>
        </td>
      </tr>
    </tbody>
  </table>
);

/** A quiet box for what the reader should keep in mind: a password, a note, a quote. */
export const Note = ({ children }: { children: ReactNode }) => (
  <div
    style={{
      margin: '0 0 16px',
      padding: '12px 16px',
      backgroundColor: colors.note,
      borderLeft: `3px solid ${colors.accent}`,
      whiteSpace: 'pre-line',
    }}
  >
    {children}
  </div>
);

const isMoney = (value: ReactNode): boolean => typeof value === 'string' && value.endsWith('₴');

/** Label and value pairs: totals, delivery, payment. A `strong` row closes the sum. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode; strong?: boolean }[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: '0 0 16px', fontSize: 14 }}
    >
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td style={{ padding: '4px 12px 4px 0', color: colors.muted, verticalAlign: 'top' }}>
              {row.label}
            </td>
            <td
              style={{
                padding: '4px 0',
                textAlign: 'right',
                fontWeight: row.strong ? 'bold' : 'normal',
                fontSize: row.strong ? 16 : 14,
                // A sum never breaks before its "₴" on a phone; an address may wrap.
                whiteSpace: isMoney(row.value) ? 'nowrap' : 'normal',
              }}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The goods of an order: a head row, then one row per line, numbers to the right. */
export function ItemTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  const cell = (i: number, last: number) => ({
    padding: '8px 6px',
    borderBottom: `1px solid ${colors.line}`,
    textAlign: i === 0 ? ('left' as const) : ('right' as const),
    verticalAlign: 'top' as const,
    paddingLeft: i === 0 ? 0 : 6,
    paddingRight: i === last ? 0 : 6,
    // Quantities, prices and their headings stay on one line at 390 px; the name takes the rest.
    whiteSpace: i === 0 ? ('normal' as const) : ('nowrap' as const),
  });
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: '0 0 12px', fontSize: 14 }}
    >
      <tbody>
        <tr>
          {head.map((h, i) => (
            <td key={i} style={{ ...cell(i, head.length - 1), color: colors.muted, fontSize: 12 }}>
              {h}
            </td>
          ))}
        </tr>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((value, i) => (
              <td key={i} style={cell(i, row.length - 1)}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Muted = ({ children }: { children: ReactNode }) => (
  <span style={{ color: colors.muted, fontSize: 12 }}>{children}</span>
);
