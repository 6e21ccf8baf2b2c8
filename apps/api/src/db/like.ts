/** `%`, `_` and `\` taken literally in a LIKE pattern (Postgres' default escape is `\`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern "contains this text", the text taken literally. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
