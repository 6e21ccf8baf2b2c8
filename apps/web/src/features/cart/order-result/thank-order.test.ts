import { describe, expect, it } from 'vitest';
import { parseThankOrder, thankOrderSearch, withoutThankOrder } from './thank-order';

const TOKEN = 'Qk3x9_-aZ0b1c2d3e4f5g6h7i8j9k0l1m2n3o4p5q6r'; // 43 base64url characters

describe('thank-order parameter', () => {
  it('reads each order type of requirements §2', () => {
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

  it('keeps the order, its token and the payment to follow (the contract)', () => {
    expect(parseThankOrder(`{"t":"post","id":12,"k":"${TOKEN}","p":"a1b2-c3"}`)).toEqual({
      t: 'post',
      id: 12,
      k: TOKEN,
      p: 'a1b2-c3',
    });
  });

  it('knows a return from the provider (`r`), only for an order', () => {
    expect(parseThankOrder(`{"t":"post","id":12,"k":"${TOKEN}","r":1}`)).toEqual({
      t: 'post',
      id: 12,
      k: TOKEN,
      r: 1,
    });
    expect(parseThankOrder('{"t":"post","r":1}')).toEqual({ t: 'post' });
    expect(parseThankOrder('{"t":"post","id":12,"r":"yes"}')).toEqual({ t: 'post', id: 12 });
  });

  it('reads the order of an address made before the contract (`o`)', () => {
    expect(parseThankOrder('{"t":"post","o":12}')).toEqual({ t: 'post', id: 12 });
  });

  it('ignores what it cannot trust', () => {
    expect(parseThankOrder(null)).toBeNull();
    expect(parseThankOrder('nope')).toBeNull();
    expect(parseThankOrder('{"t":"spaceship"}')).toBeNull();
    expect(parseThankOrder('{"t":"post","id":-1,"p":"<script>"}')).toEqual({ t: 'post' });
    expect(parseThankOrder('{"t":"post","id":3,"k":"short"}')).toEqual({ t: 'post', id: 3 });
    expect(parseThankOrder(`{"t":"post","id":3,"k":"${TOKEN}\\"><img>"}`)).toEqual({ t: 'post', id: 3 });
    // a token without an order says nothing
    expect(parseThankOrder(`{"t":"post","k":"${TOKEN}"}`)).toEqual({ t: 'post' });
  });

  it('round-trips through the URL', () => {
    const search = thankOrderSearch({ t: 'takeaway', id: 5, k: TOKEN });
    const value = new URL(`http://x/cart${search}`).searchParams.get('thank-order');
    expect(parseThankOrder(value)).toEqual({ t: 'takeaway', id: 5, k: TOKEN });
    expect(withoutThankOrder(`http://x/ru/cart${search}&a=1#top`)).toBe('/ru/cart?a=1#top');
  });
});
