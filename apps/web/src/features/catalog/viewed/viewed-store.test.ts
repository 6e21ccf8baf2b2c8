import { describe, expect, it } from 'vitest';
import { addViewed, parseViewed, VIEWED_MAX } from './viewed-store';

describe('addViewed', () => {
  it('puts the newest first without duplicates', () => {
    expect(addViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(addViewed([], 7)).toEqual([7]);
  });

  it('keeps at most VIEWED_MAX ids', () => {
    const many = Array.from({ length: VIEWED_MAX }, (_, i) => i + 1);
    const next = addViewed(many, 99);
    expect(next).toHaveLength(VIEWED_MAX);
    expect(next[0]).toBe(99);
    expect(next).not.toContain(VIEWED_MAX);
  });
});

describe('parseViewed', () => {
  it('reads a stored list and drops anything that is not an id', () => {
    expect(parseViewed('[5,"6",-1,5,2.5,8]')).toEqual([5, 8]);
  });

  it('answers an empty list for missing or unreadable data', () => {
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed('{oops')).toEqual([]);
    expect(parseViewed('{"a":1}')).toEqual([]);
  });
});
