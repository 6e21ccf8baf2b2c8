import type { PromotionQuote } from '@kartyna/domain';
import { describe, expect, it } from 'vitest';
import {
  codeStanding,
  codeToQuote,
  initialQuoteState,
  quoteReducer,
  shownQuote,
  type QuoteAction,
  type QuoteState,
} from './quote-state';

const quote = (over: Partial<PromotionQuote> = {}): PromotionQuote => ({
  subtotal: 1000,
  discount: 100,
  total: 900,
  promotions: [{ name: { ua: 'Весна', ru: 'Весна' }, code: 'VESNA10', discount: 100 }],
  codeRefusal: null,
  nextPromotion: null,
  ...over,
});
const refused = quote({
  discount: 0,
  total: 1000,
  promotions: [],
  codeRefusal: { message: 'promo_code_not_found', missing: null, missingItems: null },
});

const run = (...actions: QuoteAction[]): QuoteState => actions.reduce(quoteReducer, initialQuoteState);

describe('quoteReducer', () => {
  it('loads, then holds the answer with the code it was asked with', () => {
    const asking = run({ type: 'ask', request: 1 });
    expect(asking.status).toBe('loading');
    const answered = quoteReducer(asking, { type: 'answer', request: 1, code: 'VESNA10', quote: quote() });
    expect(answered).toMatchObject({ status: 'ready', quotedCode: 'VESNA10', quote: quote() });
  });

  it('keeps the last answer while a newer question is on its way', () => {
    const state = run(
      { type: 'ask', request: 1 },
      { type: 'answer', request: 1, code: null, quote: quote() },
      { type: 'ask', request: 2 },
    );
    expect(state).toMatchObject({ status: 'loading', quote: quote() });
  });

  it('drops an answer, a refusal or a failure that comes after a newer question', () => {
    const asked = run({ type: 'ask', request: 1 }, { type: 'ask', request: 2 });
    expect(quoteReducer(asked, { type: 'answer', request: 1, code: null, quote: quote() })).toBe(asked);
    expect(quoteReducer(asked, { type: 'fail', request: 1 })).toBe(asked);
    expect(quoteReducer(asked, { type: 'invalid-code', request: 1, code: 'X' })).toBe(asked);
  });

  it('forgets the discount when the API cannot be asked: those lines may not get it', () => {
    const state = run(
      { type: 'ask', request: 1 },
      { type: 'answer', request: 1, code: null, quote: quote() },
      { type: 'ask', request: 2 },
      { type: 'fail', request: 2 },
    );
    expect(state).toMatchObject({ status: 'failed', quote: null, quotedCode: null });
  });

  it('remembers a code refused for its shape through the empty cart and the next answers', () => {
    const state = run(
      { type: 'ask', request: 1 },
      { type: 'invalid-code', request: 1, code: 'BAD CODE' },
      { type: 'ask', request: 2 },
      { type: 'answer', request: 2, code: null, quote: quote() },
    );
    expect(state.invalidCode).toBe('BAD CODE');
    const emptied = quoteReducer(state, { type: 'reset' });
    expect(emptied).toMatchObject({ status: 'idle', quote: null, invalidCode: 'BAD CODE', request: 2 });
  });
});

describe('codeToQuote', () => {
  it('sends the applied code unless its shape was refused', () => {
    expect(codeToQuote({ invalidCode: null }, 'VESNA10')).toBe('VESNA10');
    expect(codeToQuote({ invalidCode: 'BAD' }, 'BAD')).toBeNull();
    expect(codeToQuote({ invalidCode: 'BAD' }, 'GOOD')).toBe('GOOD');
    expect(codeToQuote({ invalidCode: null }, null)).toBeNull();
  });
});

describe('codeStanding', () => {
  const answered = (code: string | null, q: PromotionQuote) =>
    run({ type: 'ask', request: 1 }, { type: 'answer', request: 1, code, quote: q });

  it('is none without a code, whatever the API said', () => {
    expect(codeStanding(answered(null, quote()), null)).toBe('none');
  });

  it('is applied or refused by the answer for that very code', () => {
    expect(codeStanding(answered('VESNA10', quote()), 'VESNA10')).toBe('applied');
    expect(codeStanding(answered('NOPE', refused), 'NOPE')).toBe('refused');
  });

  it('is checking while the answer is for another code (or none)', () => {
    expect(codeStanding(answered(null, quote()), 'VESNA10')).toBe('checking');
    expect(codeStanding(run({ type: 'ask', request: 1 }), 'VESNA10')).toBe('checking');
  });

  it('keeps the standing while the same code is asked about for changed lines', () => {
    const state = quoteReducer(answered('VESNA10', quote()), { type: 'ask', request: 2 });
    expect(codeStanding(state, 'VESNA10')).toBe('applied');
  });

  it('is invalid for a shape the API refused, unchecked when the API is out of reach', () => {
    const invalid = run({ type: 'ask', request: 1 }, { type: 'invalid-code', request: 1, code: 'BAD' });
    expect(codeStanding(invalid, 'BAD')).toBe('invalid');
    const failed = run({ type: 'ask', request: 1 }, { type: 'fail', request: 1 });
    expect(codeStanding(failed, 'VESNA10')).toBe('unchecked');
  });
});

describe('shownQuote', () => {
  it('shows an answer only for the code now applied (or none)', () => {
    const state = run(
      { type: 'ask', request: 1 },
      { type: 'answer', request: 1, code: 'VESNA10', quote: quote() },
    );
    expect(shownQuote(state, 'VESNA10')).toEqual(quote());
    // removed: the code's discount goes at once, before the next answer
    expect(shownQuote(state, null)).toBeNull();
  });

  it('shows the answer without the code when the code’s shape was refused', () => {
    const state = run(
      { type: 'ask', request: 1 },
      { type: 'invalid-code', request: 1, code: 'BAD' },
      { type: 'ask', request: 2 },
      { type: 'answer', request: 2, code: null, quote: quote() },
    );
    expect(shownQuote(state, 'BAD')).toEqual(quote());
  });
});
