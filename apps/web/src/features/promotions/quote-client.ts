'use client';

import type { PromotionQuote, PromotionQuoteInput } from '@kartyna/domain';
import { browserApi } from '@/lib/api/browser-api';

/** The lines a quote is asked for: a shop cart's or a photo order's, never both. */
export type QuoteLines = Pick<PromotionQuoteInput, 'lines'> | Pick<PromotionQuoteInput, 'photoLines'>;
export type QuoteBody = QuoteLines & { code?: string };

// The cart and the checkout beside it ask about the same lines at the same moment: one request
// answers both, and a shopper stepping an amount up and back down is not asked about twice.
const FRESH_MS = 20_000;
const MAX_KEPT = 20;
const kept = new Map<string, { at: number; answer: Promise<PromotionQuote> }>();

/** POST /promotions/quote, shared by every caller asking the same question within FRESH_MS. */
export function fetchQuote(body: QuoteBody): Promise<PromotionQuote> {
  const key = JSON.stringify(body);
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.answer;
  const answer = browserApi<PromotionQuote>('/promotions/quote', { method: 'POST', body });
  const entry = { at: Date.now(), answer };
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, entry);
  // A failure is not kept: the next question tries again.
  answer.catch(() => kept.get(key) === entry && kept.delete(key));
  return answer;
}

// Every quoting component re-asks when this count moves (a refused order: the code's state changed).
let epoch = 0;
const listeners = new Set<() => void>();

/** Forgets every answer and has each quote on the page asked again. */
export function invalidateQuotes(): void {
  kept.clear();
  epoch += 1;
  for (const listener of listeners) listener();
}

export const subscribeQuotes = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const quotesEpoch = (): number => epoch;
