import { sql, type SQL } from 'drizzle-orm';
import { containing, escapeLike } from '../../db/like';
import { products } from '../../db/schema';

// The catalogue search's SQL: which products a query finds, and how they rank.

/**
 * A typo still finds the name ("сонячник" → "Соняшники" scores 0.44); pg_trgm's default 0.6
 * would miss it. Set per transaction so that the trigram indexes still serve `<%`.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * Words shorter than this are not forgiven a typo. One letter off a short word is another word
 * ("кіт" and "кінь" share half their trigrams), so a short word must be in the name as typed.
 */
export const TYPO_TOLERANT_WORD_LENGTH = 5;

/** The LIKE patterns of the query's short words, each to be found in the name as typed. */
export function shortWordPatterns(q: string): string[] {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => [...w].length < TYPO_TOLERANT_WORD_LENGTH))].map(containing);
}

export function searchCondition(q: string): SQL {
  const prefix = `${escapeLike(q)}%`;
  const contains = containing(q);
  // Typo-tolerant (trigram) matches keep the long words' slack but need every short word as typed.
  const short = sql`${sql.param(shortWordPatterns(q))}::text[]`;
  const near = (name: typeof products.nameUa | typeof products.nameRu) =>
    sql`(${q}::text <% lower(${name}) and lower(${name}) like all(${short}))`;
  return sql`(lower(${products.article}) like ${prefix}
    or ${near(products.nameUa)} or ${near(products.nameRu)}
    or lower(${products.nameUa}) like ${contains} or lower(${products.nameRu}) like ${contains})`;
}

/** An article match beats any name match; names rank by trigram word similarity. */
export function relevance(q: string): SQL<number> {
  const prefix = `${escapeLike(q)}%`;
  return sql<number>`greatest(
    case when lower(${products.article}) = ${q} then 3 when lower(${products.article}) like ${prefix} then 2 else 0 end,
    word_similarity(${q}::text, lower(${products.nameUa})),
    word_similarity(${q}::text, lower(${products.nameRu})))`;
}
