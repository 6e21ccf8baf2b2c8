import type { PromotionQuote } from '@kartyna/domain';

/*
 * The cart's (or the photo order's) view of its discounts as a reducer: what was asked last,
 * what the API answered, and what that means for the code the shopper applied. Pure, so the
 * order of late answers and refusals is tested without a browser.
 */

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface QuoteState {
  status: QuoteStatus;
  /** the answer to the last question; kept while a newer one is on its way, so totals do not jump */
  quote: PromotionQuote | null;
  /** the code that answer was asked with (null: none) */
  quotedCode: string | null;
  /** a code whose shape the API refused (400): the lines are quoted without it from then on */
  invalidCode: string | null;
  /** the question whose answer counts: an older one arriving late is dropped */
  request: number;
}

export type QuoteAction =
  | { type: 'ask'; request: number }
  | { type: 'answer'; request: number; code: string | null; quote: PromotionQuote }
  | { type: 'invalid-code'; request: number; code: string }
  | { type: 'fail'; request: number }
  | { type: 'reset' };

export const initialQuoteState: QuoteState = {
  status: 'idle',
  quote: null,
  quotedCode: null,
  invalidCode: null,
  request: 0,
};

export function quoteReducer(state: QuoteState, action: QuoteAction): QuoteState {
  switch (action.type) {
    case 'ask':
      return { ...state, status: 'loading', request: action.request };
    case 'answer':
      if (action.request !== state.request) return state;
      return { ...state, status: 'ready', quote: action.quote, quotedCode: action.code };
    case 'invalid-code':
      if (action.request !== state.request) return state;
      // Still loading: the lines are asked about again, without the code.
      return { ...state, invalidCode: action.code };
    case 'fail':
      if (action.request !== state.request) return state;
      // An answer for other lines would show a discount these lines may not get: better none.
      return { ...state, status: 'failed', quote: null, quotedCode: null };
    case 'reset':
      return { ...initialQuoteState, invalidCode: state.invalidCode, request: state.request };
  }
}

/** The code to ask about: a code already refused for its shape is not sent again. */
export const codeToQuote = (state: Pick<QuoteState, 'invalidCode'>, applied: string | null): string | null =>
  applied !== null && applied !== state.invalidCode ? applied : null;

/**
 * Where the applied code stands: none applied; on its way; taking something off; refused with
 * a reason (quote.codeRefusal); refused for its shape; or not known, the API being out of
 * reach (the order is still placed with it, and the server decides).
 */
export type CodeStanding = 'none' | 'checking' | 'applied' | 'refused' | 'invalid' | 'unchecked';

export function codeStanding(state: QuoteState, applied: string | null): CodeStanding {
  if (applied === null) return 'none';
  if (state.invalidCode === applied) return 'invalid';
  if (state.status === 'failed') return 'unchecked';
  if (state.quote && state.quotedCode === applied) return state.quote.codeRefusal ? 'refused' : 'applied';
  return 'checking';
}

/** The discount to show, in UAH: only an answer for the code now applied (or for none) counts. */
export function shownQuote(state: QuoteState, applied: string | null): PromotionQuote | null {
  if (!state.quote) return null;
  return state.quotedCode === codeToQuote(state, applied) ? state.quote : null;
}
