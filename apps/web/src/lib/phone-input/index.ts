// The +38 phone field (requirements §5): a form control shared by accounts, the cabinet, checkout
// and the contact and testimonial forms, so it lives under lib/ and no feature depends on another
// for it.
export { PhoneInput, type PhoneInputProps } from './phone-input';
export { formatPhoneMask, isEmptyMask } from './phone-mask';
