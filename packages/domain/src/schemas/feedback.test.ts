import { describe, expect, it } from 'vitest';
import {
  appearRequestInputSchema,
  contactMessageInputSchema,
  testimonialInputSchema,
  testimonialSchema,
} from './feedback';
import { issuesByPath } from './test-issues';

describe('testimonialInputSchema', () => {
  const valid = { name: ' Олена ', rating: '5', phone: '0671234567', email: '', text: ' Дуже гарно! ' };

  it('accepts a testimonial and normalises it', () => {
    expect(testimonialInputSchema.parse(valid)).toEqual({
      name: 'Олена',
      rating: 5,
      phone: '+380671234567',
      email: undefined,
      text: 'Дуже гарно!',
    });
  });

  it('name and phone are required (requirements §5)', () => {
    expect(issuesByPath(testimonialInputSchema, { rating: 5 })).toEqual({
      name: ['empty_name'],
      phone: ['empty_phone'],
    });
  });

  it('rating is an integer 1..5', () => {
    for (const rating of [0, 6, 4.5, 'great', undefined]) {
      expect(issuesByPath(testimonialInputSchema, { ...valid, rating })).toEqual({
        rating: ['invalid_rating'],
      });
    }
    expect(testimonialInputSchema.parse({ ...valid, rating: 1 }).rating).toBe(1);
  });

  it('checks an optional email and bounds the text', () => {
    expect(issuesByPath(testimonialInputSchema, { ...valid, email: 'nope' })).toEqual({
      email: ['invalid_mail'],
    });
    expect(testimonialInputSchema.parse({ ...valid, email: 'A@B.UA' }).email).toBe('a@b.ua');
    expect(issuesByPath(testimonialInputSchema, { ...valid, text: 'x'.repeat(3001) })).toEqual({
      text: ['too_long'],
    });
    expect(testimonialInputSchema.parse({ ...valid, text: undefined }).text).toBeUndefined();
  });

  it('testimonialSchema reads an answer', () => {
    expect(
      testimonialSchema.safeParse({ id: 1, name: 'a', rating: 5, text: null, reply: null, createdAt: 'x' })
        .success,
    ).toBe(true);
  });
});

describe('contactMessageInputSchema', () => {
  const valid = { name: 'Олена', email: 'olena@example.com', message: 'Коли буде поповнення?' };

  it('accepts a message with an optional phone', () => {
    expect(contactMessageInputSchema.parse(valid)).toEqual({ ...valid, phone: undefined });
    expect(contactMessageInputSchema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
    expect(contactMessageInputSchema.parse({ ...valid, phone: '0671234567' }).phone).toBe('+380671234567');
  });

  it('the message must not be empty', () => {
    expect(issuesByPath(contactMessageInputSchema, { ...valid, message: '' })).toEqual({
      message: ['empty_message'],
    });
    expect(issuesByPath(contactMessageInputSchema, { ...valid, message: '  \n ' })).toEqual({
      message: ['empty_message'],
    });
    expect(issuesByPath(contactMessageInputSchema, { ...valid, message: undefined })).toEqual({
      message: ['empty_message'],
    });
  });

  it('rejects a huge message, a bad mail, a bad phone and a missing name', () => {
    expect(issuesByPath(contactMessageInputSchema, { ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: ['too_long'],
    });
    expect(issuesByPath(contactMessageInputSchema, { ...valid, email: 'x' })).toEqual({
      email: ['invalid_mail'],
    });
    expect(issuesByPath(contactMessageInputSchema, { ...valid, phone: '12' })).toEqual({
      phone: ['invalid_phone'],
    });
    expect(issuesByPath(contactMessageInputSchema, { ...valid, name: '' })).toEqual({ name: ['empty_name'] });
  });
});

describe('appearRequestInputSchema', () => {
  it('needs a valid mail', () => {
    expect(appearRequestInputSchema.parse({ mail: ' A@B.UA ' })).toEqual({ mail: 'a@b.ua' });
    expect(issuesByPath(appearRequestInputSchema, { mail: '' })).toEqual({ mail: ['invalid_mail'] });
    expect(issuesByPath(appearRequestInputSchema, {})).toEqual({ mail: ['invalid_mail'] });
  });
});
