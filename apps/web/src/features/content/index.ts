// Content pages' public face: the +38 phone field is shared with checkout and accounts. Each route
// imports its page's own module (about-page.tsx, …), never a barrel of them all: a route's inline
// CSS is that of every module it imports.
export { PhoneInput, type PhoneInputProps } from './phone-input';
export { formatPhoneMask, isEmptyMask } from './phone-mask';
