import { describe, expect, it } from 'vitest';
import { parseThankOrder, thankOrderSearch, withoutThankOrder } from './thank-order';

describe('thank-order parameter', () => {
  it('reads each order type of SPEC §2', () => {
    for (const t of [
      'post',
      'postomat',
      'new-post-address',
      'ukr-post',
      'preorder',
      'new-intr',
      'ukr-intr',
      'takeaway',
      'photo-picture',
    ]) {
      expect(parseThankOrder(JSON.stringify({ t }))).toEqual({ t });
    }
  });

  it('keeps the order and payment to follow', () => {
    expect(parseThankOrder('{"t":"post","o":12,"p":"a1b2-c3"}')).toEqual({ t: 'post', o: 12, p: 'a1b2-c3' });
  });

  it('ignores what it cannot trust', () => {
    expect(parseThankOrder(null)).toBeNull();
    expect(parseThankOrder('nope')).toBeNull();
    expect(parseThankOrder('{"t":"spaceship"}')).toBeNull();
    expect(parseThankOrder('{"t":"post","o":-1,"p":"<script>"}')).toEqual({ t: 'post' });
  });

  it('round-trips through the URL', () => {
    const search = thankOrderSearch({ t: 'takeaway', o: 5 });
    const value = new URL(`http://x/cart${search}`).searchParams.get('thank-order');
    expect(parseThankOrder(value)).toEqual({ t: 'takeaway', o: 5 });
    expect(withoutThankOrder(`http://x/ru/cart${search}&a=1#top`)).toBe('/ru/cart?a=1#top');
  });
});
