import type { Kopiyky, ParcelState } from '@kartyna/domain';

/** What the shop hands the carrier to create a waybill (Nova Poshta's InternetDocument.save). */
export interface WaybillRequest {
  orderId: number;
  recipient: { firstName: string; lastName: string; fatherName: string | null; phone: string };
  /** 'branch' and 'postomat' deliver to a point; 'address' to the door */
  serviceType: 'branch' | 'postomat' | 'address';
  cityRef: string;
  /** the branch or parcel locker ref; null for address delivery */
  pointRef: string | null;
  address: { street: string; house: string; flat: string | null } | null;
  /** declared value of the goods */
  cost: Kopiyky;
  /** cash on delivery to collect from the recipient; null when paid already */
  cashOnDelivery: Kopiyky | null;
  weightKg: number;
  seatsAmount: number;
  description: string;
}

export interface Waybill {
  /** the 14-digit number the customer tracks */
  number: string;
  /** the carrier's id of the document */
  ref: string;
  /** what the carrier charges for delivery, when it says */
  deliveryCost: Kopiyky | null;
  /** YYYY-MM-DD, when the carrier says */
  estimatedDeliveryDate: string | null;
}

export interface TrackingStatus {
  number: string;
  /** Nova Poshta's StatusCode ('1' created … '9' received; '3' not found) */
  statusCode: string;
  /** the carrier's words for it, as it gives them */
  status: string;
  /**
   * When the parcel reached each state of its way, as far as the carrier dates them (Nova
   * Poshta: the waybill's making, the arrival, the receipt, and the scan behind the status it
   * gives now). The order's history and mails tell these times, not when the shop asked.
   */
  reachedAt: Partial<Record<ParcelState, Date>>;
  /** YYYY-MM-DD: the first day the branch charges for keeping the parcel, once it is there */
  paidStorageFrom: string | null;
}

/** Creating and tracking shipments; Nova Poshta's API when configured, a local stand-in otherwise. */
export interface Carrier {
  readonly name: string;
  /**
   * How often, at most, the carrier's news of a parcel can change, ms, when it knows (the offline
   * carrier plays a leg every step): the tracker then asks no less often than this.
   */
  readonly newsEveryMs?: number;
  createWaybill(request: WaybillRequest): Promise<Waybill>;
  track(numbers: string[]): Promise<TrackingStatus[]>;
}
