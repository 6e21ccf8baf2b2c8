import { kopiykyToUah, type Kopiyky, uahToKopiyky } from '@kartyna/domain';
import type { Carrier, TrackingStatus, Waybill, WaybillRequest } from '../carrier';
import type { CallNovaPoshta, MethodProperties } from './np-client';
import { isoDateOf, kyivDate } from './kyiv-time';
import type { NpCityRow } from './np-mapping';
import { trackingStatusOf, type NpStatusRow } from './np-tracking';

/** The shop as sender: refs from Counterparty.getCounterparties / getCounterpartyContactPersons and a branch ref. */
export interface NovaPoshtaSender {
  ref: string;
  contactRef: string;
  cityRef: string;
  /** the branch the shop hands parcels in at (a getWarehouses Ref) */
  addressRef: string;
  phone: string;
}

export interface NovaPoshtaCarrierOptions {
  callNovaPoshta: CallNovaPoshta;
  /** null when the sender settings are not configured: tracking works, waybills do not */
  sender: NovaPoshtaSender | null;
  now?: () => Date;
}

/**
 * The box a locker parcel is declared in. Lockers refuse a waybill without seat dimensions
 * (cells are at most 40 × 60 × 30 cm and 20 kg); a boxed 40×50 kit fits 50 × 40 × 5 cm.
 */
export const LOCKER_BOX_CM = { length: 50, width: 40, height: 5 } as const;
/** getStatusDocuments takes at most 100 documents per call. */
export const TRACK_CHUNK = 100;
/** Nova Poshta's limit on the cargo description. */
const DESCRIPTION_MAX = 36;

/** Kopiyky as Nova Poshta's UAH amount: "1000" or "999.50". */
export function uah(amount: Kopiyky): string {
  const value = kopiykyToUah(amount);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** "+38 (067) 123-45-67" → "380671234567", the form Nova Poshta's phone fields take. */
export function npPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) return `38${digits}`;
  return digits;
}

const kopiykyOf = (value: unknown): Kopiyky | null => {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? uahToKopiyky(number) : null;
};

interface SaveRow {
  Ref: string;
  IntDocNumber: string;
  CostOnSite?: number | string;
  EstimatedDeliveryDate?: string;
}

export function createNovaPoshtaCarrier(options: NovaPoshtaCarrierOptions): Carrier {
  const { callNovaPoshta, sender } = options;
  const now = options.now ?? (() => new Date());

  /** NewAddress delivery names the city and area in words; the city ref gives them. */
  async function cityOf(cityRef: string): Promise<NpCityRow> {
    const { data } = await callNovaPoshta<NpCityRow>('Address', 'getCities', { Ref: cityRef });
    const row = data.find((candidate) => candidate.Ref === cityRef);
    if (!row) throw new Error(`Nova Poshta knows no city ${cityRef}`);
    return row;
  }

  async function recipientProperties(request: WaybillRequest): Promise<MethodProperties> {
    const { recipient } = request;
    const common = {
      // A private recipient named on the waybill itself: no Counterparty.save + ContactPerson.save
      // round trip per order, and no pile of counterparties in the shop's cabinet.
      RecipientType: 'PrivatePerson',
      RecipientName: [recipient.lastName, recipient.firstName, recipient.fatherName]
        .filter((part): part is string => Boolean(part?.trim()))
        .map((part) => part.trim())
        .join(' '),
      RecipientsPhone: npPhone(recipient.phone),
    };
    if (request.serviceType === 'address') {
      if (!request.address) throw new Error('address delivery needs street and house');
      const city = await cityOf(request.cityRef);
      return {
        ...common,
        ServiceType: 'WarehouseDoors',
        NewAddress: '1',
        RecipientCityName: city.Description,
        RecipientArea: city.AreaDescription ?? '',
        RecipientAreaRegions: '',
        RecipientAddressName: request.address.street,
        RecipientHouse: request.address.house,
        RecipientFlat: request.address.flat ?? '',
      };
    }
    if (!request.pointRef) throw new Error(`${request.serviceType} delivery needs a point ref`);
    const point = { CityRecipient: request.cityRef, RecipientAddress: request.pointRef };
    if (request.serviceType === 'branch') return { ...common, ...point, ServiceType: 'WarehouseWarehouse' };
    const { length, width, height } = LOCKER_BOX_CM;
    return {
      ...common,
      ...point,
      // A locker is its own service type (and tariff); WarehouseWarehouse would be under-charged.
      ServiceType: 'WarehousePostomat',
      OptionsSeat: Array.from({ length: request.seatsAmount }, () => ({
        volumetricVolume: String((length * width * height) / 1_000_000),
        volumetricLength: String(length),
        volumetricWidth: String(width),
        volumetricHeight: String(height),
        weight: String(Math.round((request.weightKg / request.seatsAmount) * 1000) / 1000),
      })),
    };
  }

  return {
    name: 'nova-poshta',

    async createWaybill(request) {
      if (!sender) {
        throw new Error(
          'Nova Poshta sender is not configured: set NOVA_POSHTA_SENDER_REF, NOVA_POSHTA_SENDER_CONTACT_REF, ' +
            'NOVA_POSHTA_SENDER_CITY_REF, NOVA_POSHTA_SENDER_ADDRESS_REF and NOVA_POSHTA_SENDER_PHONE',
        );
      }
      const properties: MethodProperties = {
        Sender: sender.ref,
        ContactSender: sender.contactRef,
        CitySender: sender.cityRef,
        SenderAddress: sender.addressRef,
        SendersPhone: npPhone(sender.phone),
        ...(await recipientProperties(request)),
        // The shop's terms: the customer pays the delivery on receipt, in cash or by card.
        PayerType: 'Recipient',
        PaymentMethod: 'Cash',
        CargoType: 'Parcel',
        Weight: String(request.weightKg),
        SeatsAmount: String(request.seatsAmount),
        Description: request.description.trim().slice(0, DESCRIPTION_MAX),
        Cost: uah(request.cost),
        DateTime: kyivDate(now()),
        // "Контроль оплати": Nova Poshta collects the goods' price and pays it to the shop's bank
        // account under the shop's contract, for the 20 UAH + 2 % the shop already charges
        // (requirements §9). BackwardDeliveryData Money would be a cash transfer the shop has to collect
        // at a branch, with its fee charged to whoever is set as its payer.
        ...(request.cashOnDelivery !== null ? { AfterpaymentOnGoodsCost: uah(request.cashOnDelivery) } : {}),
      };
      // Never retried by the client: a lost answer must not become a second waybill.
      const { data } = await callNovaPoshta<SaveRow>('InternetDocument', 'save', properties);
      const row = data[0];
      if (!row?.IntDocNumber || !row.Ref) throw new Error('Nova Poshta saved no waybill');
      return {
        number: row.IntDocNumber,
        ref: row.Ref,
        deliveryCost: kopiykyOf(row.CostOnSite),
        estimatedDeliveryDate: isoDateOf(row.EstimatedDeliveryDate),
      } satisfies Waybill;
    },

    async track(numbers) {
      const statuses = new Map<string, TrackingStatus>();
      for (let start = 0; start < numbers.length; start += TRACK_CHUNK) {
        const chunk = numbers.slice(start, start + TRACK_CHUNK);
        const { data } = await callNovaPoshta<NpStatusRow>('TrackingDocument', 'getStatusDocuments', {
          // The sender's phone opens the full record (incl. when it was received) for every parcel.
          Documents: chunk.map((number) => ({
            DocumentNumber: number,
            ...(sender ? { Phone: npPhone(sender.phone) } : {}),
          })),
        });
        for (const row of data) {
          statuses.set(String(row.Number), trackingStatusOf(row));
        }
      }
      // Nova Poshta answers every number, unknown ones with StatusCode 3; one it skipped reads the same.
      return numbers.map(
        (number) =>
          statuses.get(number) ?? {
            number,
            statusCode: '3',
            status: 'Номер не знайдено',
            reachedAt: {},
            paidStorageFrom: null,
          },
      );
    },
  };
}
