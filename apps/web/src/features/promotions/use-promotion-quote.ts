'use client';

import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { fetchQuote, quotesEpoch, subscribeQuotes, type QuoteLines } from './quote-client';
import { codeToQuote, initialQuoteState, quoteReducer, type QuoteState } from './quote-state';

/** How long the lines must stay still before they are quoted: a shopper tapping "+" five times asks once. */
const SETTLE_MS = 450;

const isLines = (v: QuoteLines): boolean =>
  ('lines' in v && (v.lines?.length ?? 0) > 0) || ('photoLines' in v && (v.photoLines?.length ?? 0) > 0);

/**
 * The discounts of these lines with the applied code (or none), as the API counts them. Asks at
 * once on the first render and when the code changes, and after SETTLE_MS of quiet when the
 * lines change. Null lines (an empty cart) ask nothing.
 */
export function usePromotionQuote(lines: QuoteLines | null, applied: string | null): QuoteState {
  const [state, dispatch] = useReducer(quoteReducer, initialQuoteState);
  const epoch = useSyncExternalStore(subscribeQuotes, quotesEpoch, quotesEpoch);
  const key = lines && isLines(lines) ? JSON.stringify(lines) : '';
  const code = codeToQuote(state, applied);
  const asked = useRef<{ code: string | null; epoch: number } | null>(null);
  const requests = useRef(0);

  useEffect(() => {
    if (!key) {
      asked.current = null;
      dispatch({ type: 'reset' });
      return;
    }
    const last = asked.current;
    const now = !last || last.code !== code || last.epoch !== epoch;
    let live = true;
    const timer = setTimeout(
      () => {
        asked.current = { code, epoch };
        const request = (requests.current += 1);
        dispatch({ type: 'ask', request });
        const body = { ...(JSON.parse(key) as QuoteLines), ...(code ? { code } : {}) };
        fetchQuote(body).then(
          (quote) => live && dispatch({ type: 'answer', request, code, quote }),
          (error: unknown) => {
            if (!live) return;
            // 400 about the code: its shape; the lines are asked about again without it.
            const badCode =
              code !== null &&
              error instanceof ApiError &&
              error.statusCode === 400 &&
              error.errors.some((e) => e.path === 'code');
            if (badCode) dispatch({ type: 'invalid-code', request, code });
            else dispatch({ type: 'fail', request });
          },
        );
      },
      now ? 0 : SETTLE_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, code, epoch]);

  return state;
}
