// Content pages' public face: the +38 phone field is shared with checkout and accounts.
export { PhoneInput, type PhoneInputProps } from './phone-input';
export { formatPhoneMask, isEmptyMask } from './phone-mask';
