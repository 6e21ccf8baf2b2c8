/**
 * Letters and digits a shopper cannot misread or mistype when a blogger says the code aloud or
 * it is printed small: no 0/O, 1/I. 32 of them, so a random byte picks one without bias.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh code of uppercase letters and digits ("K7QM2XPA"); the API still checks it is free. */
export function generatePromoCode(
  length = 8,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
