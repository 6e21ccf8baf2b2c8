import { paymentAllowed, type DeliveryType, type PaymentType } from '@kartyna/domain';

/**
 * The checkout form as the shopper fills it: flat strings for every delivery field, so changing
 * the delivery type keeps what was typed. The domain's schemas decide what is valid, and the
 * same keys (requirements §5/§8) the API would answer are shown next to the fields.
 */

export interface ContactFormValues {
  lastName: string;
  firstName: string;
  fatherName: string;
  email: string;
  phone: string;
  comment: string;
}

export interface DeliveryFormValues {
  deliveryType: DeliveryType;
  /** Nova Poshta city (post, postomat, courier) */
  cityRef: string;
  cityName: string;
  branchRef: string;
  branchName: string;
  postomatRef: string;
  postomatName: string;
  /** courier, ukr-post and abroad */
  address: string;
  /** ukr-post and abroad: a free-text city */
  city: string;
  postIndex: string;
  country: string;
}

export interface CheckoutFieldValues {
  contact: ContactFormValues;
  delivery: DeliveryFormValues;
  paymentType: PaymentType;
}

export interface CheckoutFormValues extends CheckoutFieldValues {
  /** UAH of the bonus balance to spend (signed-in shoppers) */
  bonusToSpend: number;
}

export const emptyContact: ContactFormValues = {
  lastName: '',
  firstName: '',
  fatherName: '',
  email: '',
  phone: '',
  comment: '',
};

export const emptyDelivery: DeliveryFormValues = {
  deliveryType: 'post',
  cityRef: '',
  cityName: '',
  branchRef: '',
  branchName: '',
  postomatRef: '',
  postomatName: '',
  address: '',
  city: '',
  postIndex: '',
  country: '',
};

/** The delivery object of the order payload: only the fields of the chosen type. */
export function toDelivery(v: DeliveryFormValues): Record<string, string> {
  switch (v.deliveryType) {
    case 'post':
      return { deliveryType: 'post', cityRef: v.cityRef, branchRef: v.branchRef };
    case 'postomat':
      return { deliveryType: 'postomat', cityRef: v.cityRef, postomatRef: v.postomatRef };
    case 'new-post-address':
      return { deliveryType: 'new-post-address', cityRef: v.cityRef, address: v.address };
    case 'ukr-post':
      return { deliveryType: 'ukr-post', city: v.city, postIndex: v.postIndex, address: v.address };
    case 'new-intr':
    case 'ukr-intr':
      return { deliveryType: v.deliveryType, country: v.country, city: v.city, address: v.address };
    case 'takeaway':
      return { deliveryType: 'takeaway' };
  }
}

/**
 * Where a delivery field's message is shown: the city search answers for a missing cityRef
 * (the shopper picks a city there), everything else for itself.
 */
export const deliveryFieldOf = (key: PropertyKey | undefined): keyof DeliveryFormValues =>
  key === 'cityRef'
    ? 'cityName'
    : ((typeof key === 'string' ? key : 'deliveryType') as keyof DeliveryFormValues);

/** The payment types a delivery type offers, in the order the form lists them. */
export const paymentsFor = (deliveryType: DeliveryType, offered: readonly PaymentType[]): PaymentType[] =>
  offered.filter((p) => paymentAllowed(p, deliveryType));

export type FieldPath =
  `contact.${keyof ContactFormValues}` | `delivery.${keyof DeliveryFormValues}` | 'paymentType';

export interface MappedApiErrors {
  /** messages to show next to form fields */
  fields: { name: FieldPath; message: string }[];
  /** per cart line (index in the order's lines): out_of_stock, product_not_found */
  lines: { index: number; message: string }[];
  /** what is not about one field */
  form: string | null;
}

const contactKeys = new Set(Object.keys(emptyContact));
const deliveryKeys = new Set(Object.keys(emptyDelivery));

/**
 * An API failure of POST /orders or /photo-orders, spread over the form: `contact.phone` next
 * to the phone, `delivery.branchRef` next to the branch picker, `lines.2` next to the third line.
 * `clientData.*` is how the photo order names the contact.
 */
export function mapApiErrors(
  message: string,
  errors: readonly { path: string; message: string }[],
): MappedApiErrors {
  const result: MappedApiErrors = { fields: [], lines: [], form: null };
  for (const error of errors) {
    const [head, key] = error.path.split('.');
    if ((head === 'contact' || head === 'clientData') && key && contactKeys.has(key)) {
      result.fields.push({ name: `contact.${key as keyof ContactFormValues}`, message: error.message });
    } else if (head === 'delivery' && key && deliveryKeys.has(key)) {
      result.fields.push({ name: `delivery.${deliveryFieldOf(key)}`, message: error.message });
    } else if (head === 'delivery') {
      result.fields.push({ name: 'delivery.deliveryType', message: error.message });
    } else if (head === 'paymentType') {
      result.fields.push({ name: 'paymentType', message: error.message });
    } else if (head === 'lines' && key !== undefined && /^\d+$/.test(key)) {
      result.lines.push({ index: Number(key), message: error.message });
    } else {
      result.form = error.message;
    }
  }
  if (result.fields.length === 0 && result.lines.length === 0) result.form = result.form ?? message;
  return result;
}
