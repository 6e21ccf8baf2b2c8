import 'server-only';
import type { PageTextSlug } from '@kartyna/domain';
import type { AppLocale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { PUBLIC_ANSWER_SECONDS } from '@/lib/api/server-api';
import { shopFetches, shopGet } from '@/lib/api/shop-data';
import styles from './content-page.module.css';
import { textBlocks } from './page-text-blocks';

const PAGE_TEXT_TTL = PUBLIC_ANSWER_SECONDS;

/**
 * Staff's text of a static page in `locale`, or null: then the page shows the text shipped in
 * the message files (no staff text, none in this language, or the API unreachable — a static
 * page must still render).
 */
export async function getStaffPageText(slug: PageTextSlug, locale: AppLocale): Promise<string | null> {
  try {
    const text = await shopGet(shopFetches.pageText(slug), PAGE_TEXT_TTL);
    const body = (locale === 'ru' ? text.bodyRu : text.bodyUa).trim();
    return body || null;
  } catch (error) {
    if (!(error instanceof ApiError && error.statusCode === 404))
      console.error(`page text ${slug} unavailable`, error);
    return null;
  }
}

/** A page's body as staff wrote it: headings, paragraphs and lists, nothing else. */
export function StaffPageText({ body }: { body: string }) {
  return (
    <div className={`${styles.prose} ${styles.staffText}`}>
      {textBlocks(body).map((block, i) =>
        block.kind === 'heading' ? (
          <h2 key={i}>{block.text}</h2>
        ) : block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
