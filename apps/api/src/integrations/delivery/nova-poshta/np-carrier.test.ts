import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WaybillRequest } from '../carrier';
import { fixture, startFakeNovaPoshta, type FakeNovaPoshta, type NpRequest } from './fake-np-server';
import { createNovaPoshtaClient, NovaPoshtaError, NovaPoshtaUnavailableError } from './np-client';
import { createNovaPoshtaCarrier, type NovaPoshtaSender } from './np-carrier';
import { KYIV, POINTS } from './np-test-kit';

let fake: FakeNovaPoshta;
beforeAll(async () => {
  fake = await startFakeNovaPoshta();
});
afterAll(async () => fake?.close());

const sender: NovaPoshtaSender = {
  ref: '5ace4a2e-13ee-11e5-add9-005056887b8d',
  contactRef: '613b77c4-1411-11e5-ad08-005056801333',
  cityRef: 'db5c88d0-391c-11dd-90d9-001a92567626',
  addressRef: '7b422fbb-e1b8-11e3-8c4a-0050568002cf',
  phone: '+38 (048) 700-00-00',
};
// 21:30 UTC on 19 September is already the 20th in Kyiv (UTC+3 in summer time).
const now = () => new Date('2026-09-19T21:30:00Z');

let carrier: ReturnType<typeof createNovaPoshtaCarrier>;
beforeEach(() => {
  fake.requests.length = 0;
  const client = createNovaPoshtaClient({ apiKey: fake.apiKey, apiUrl: fake.url, timeoutMs: 300 });
  carrier = createNovaPoshtaCarrier({ callNovaPoshta: client.callNovaPoshta, sender, now });
});

const request = (overrides: Partial<WaybillRequest> = {}): WaybillRequest => ({
  orderId: 41,
  recipient: { firstName: 'Олена', lastName: 'Коваль', fatherName: 'Петрівна', phone: '+38 (067) 123-45-67' },
  serviceType: 'branch',
  cityRef: KYIV,
  pointRef: POINTS.kyivBranch25,
  address: null,
  cost: 100000,
  cashOnDelivery: null,
  weightKg: 0.5,
  seatsAmount: 1,
  description: 'Картина за номерами',
  ...overrides,
});

const senderAndTerms = {
  Sender: sender.ref,
  ContactSender: sender.contactRef,
  CitySender: sender.cityRef,
  SenderAddress: sender.addressRef,
  SendersPhone: '380487000000',
  RecipientType: 'PrivatePerson',
  RecipientName: 'Коваль Олена Петрівна',
  RecipientsPhone: '380671234567',
  PayerType: 'Recipient',
  PaymentMethod: 'Cash',
  CargoType: 'Parcel',
  Weight: '0.5',
  SeatsAmount: '1',
  Description: 'Картина за номерами',
  Cost: '1000',
  DateTime: '20.09.2026',
};

/** InternetDocument.save answers only for exactly these properties; anything else is refused. */
function expectSave(properties: Record<string, unknown>) {
  fake.on('InternetDocument', 'save', properties, fixture('internetdocument-save'));
}

const waybill = {
  number: '20451017366543',
  ref: 'e2a1c3f4-5b6d-11ef-bb0b-48df37b92096',
  deliveryCost: 8500,
  estimatedDeliveryDate: '2026-09-23',
};

describe('createWaybill', () => {
  it('saves a branch waybill with the sender, a private recipient and the branch ref', async () => {
    expectSave({
      ...senderAndTerms,
      ServiceType: 'WarehouseWarehouse',
      CityRecipient: KYIV,
      RecipientAddress: POINTS.kyivBranch25,
    });
    expect(await carrier.createWaybill(request())).toEqual(waybill);
    expect(fake.hits('InternetDocument', 'save')).toBe(1);
  });

  it('sends a parcel-locker waybill as WarehousePostomat with the seat dimensions lockers require', async () => {
    expectSave({
      ...senderAndTerms,
      Weight: '1.5',
      SeatsAmount: '2',
      ServiceType: 'WarehousePostomat',
      CityRecipient: KYIV,
      RecipientAddress: POINTS.kyivLocker6071,
      OptionsSeat: [0, 1].map(() => ({
        volumetricVolume: '0.01',
        volumetricLength: '50',
        volumetricWidth: '40',
        volumetricHeight: '5',
        weight: '0.75',
      })),
    });
    const result = await carrier.createWaybill(
      request({ serviceType: 'postomat', pointRef: POINTS.kyivLocker6071, weightKg: 1.5, seatsAmount: 2 }),
    );
    expect(result).toEqual(waybill);
  });

  it('sends an address waybill as WarehouseDoors with the city and street in words', async () => {
    fake.on('Address', 'getCities', { Ref: KYIV }, fixture('address-getCities-ref-kyiv'));
    expectSave({
      ...senderAndTerms,
      RecipientName: 'Коваль Олена',
      ServiceType: 'WarehouseDoors',
      NewAddress: '1',
      RecipientCityName: 'Київ',
      RecipientArea: 'Київська',
      RecipientAreaRegions: '',
      RecipientAddressName: 'Хрещатик',
      RecipientHouse: '15',
      RecipientFlat: '',
    });
    const result = await carrier.createWaybill(
      request({
        serviceType: 'address',
        pointRef: null,
        address: { street: 'Хрещатик', house: '15', flat: null },
        recipient: { firstName: 'Олена', lastName: 'Коваль', fatherName: null, phone: '0671234567' },
      }),
    );
    expect(result.number).toBe(waybill.number);
  });

  it('collects cash on delivery as AfterpaymentOnGoodsCost in UAH, not as a money transfer', async () => {
    expectSave({
      ...senderAndTerms,
      Cost: '999.50',
      ServiceType: 'WarehouseWarehouse',
      CityRecipient: KYIV,
      RecipientAddress: POINTS.kyivBranch25,
      AfterpaymentOnGoodsCost: '1039.50',
    });
    await carrier.createWaybill(request({ cost: 99950, cashOnDelivery: 103950 }));
    const sent = fake.calls('InternetDocument', 'save')[0] as NpRequest;
    expect(sent.methodProperties).not.toHaveProperty('BackwardDeliveryData');
    expect(sent.methodProperties.AfterpaymentOnGoodsCost).toBe('1039.50');
  });

  it('is never retried: a lost answer must not become a second waybill', async () => {
    expectSave({
      ...senderAndTerms,
      ServiceType: 'WarehouseWarehouse',
      CityRecipient: KYIV,
      RecipientAddress: POINTS.kyivBranch25,
    });
    for (const how of [{ status: 502 }, 'reset', { hangMs: 800 }] as const) {
      fake.requests.length = 0;
      fake.trouble('InternetDocument', 'save', how, 1);
      await expect(carrier.createWaybill(request()), JSON.stringify(how)).rejects.toBeInstanceOf(
        NovaPoshtaUnavailableError,
      );
      expect(fake.hits('InternetDocument', 'save'), JSON.stringify(how)).toBe(1);
    }
  });

  it('passes Nova Poshta’s refusal on as a NovaPoshtaError', async () => {
    fake.on(
      'InternetDocument',
      'save',
      {
        ...senderAndTerms,
        ServiceType: 'WarehouseWarehouse',
        CityRecipient: KYIV,
        RecipientAddress: POINTS.kyivBranch25,
        Weight: '45',
      },
      {
        ...fixture('error-auth'),
        errors: ['Weight is too high for selected warehouse'],
        errorCodes: ['20000900742'],
      },
    );
    const error = await carrier.createWaybill(request({ weightKg: 45 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NovaPoshtaError);
    expect(error).toMatchObject({
      errors: ['Weight is too high for selected warehouse'],
      errorCodes: ['20000900742'],
    });
  });

  it('refuses clearly, without calling Nova Poshta, when the sender is not configured', async () => {
    const client = createNovaPoshtaClient({ apiKey: fake.apiKey, apiUrl: fake.url });
    const unconfigured = createNovaPoshtaCarrier({ callNovaPoshta: client.callNovaPoshta, sender: null });
    await expect(unconfigured.createWaybill(request())).rejects.toThrow(
      /sender is not configured.*NOVA_POSHTA_SENDER_REF/,
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('track', () => {
  /** Answers each asked document from the recorded answer, or as Nova Poshta answers an unknown number. */
  function serveTracking() {
    const recorded = fixture('trackingdocument-getStatusDocuments') as { data: Record<string, unknown>[] };
    const notFound = recorded.data.find((row) => row.StatusCode === '3');
    fake.on('TrackingDocument', 'getStatusDocuments', null, (req) => {
      const documents = req.methodProperties.Documents as { DocumentNumber: string; Phone?: string }[];
      if (!Array.isArray(documents) || documents.length > 100) {
        return {
          ...fixture('error-auth'),
          errors: ['Documents must be an array of at most 100'],
          errorCodes: [],
        };
      }
      return {
        ...recorded,
        data: documents.map(
          ({ DocumentNumber }) =>
            recorded.data.find((row) => row.Number === DocumentNumber) ?? {
              ...notFound,
              Number: DocumentNumber,
            },
        ),
      };
    });
  }

  it("maps statuses, the times of the parcel's states (Kyiv time) and unknown numbers", async () => {
    serveTracking();
    const statuses = await carrier.track([
      '20451017366543',
      '20451017366550',
      '20451017366567',
      '20450000000000',
    ]);
    expect(statuses).toEqual([
      {
        number: '20451017366543',
        statusCode: '9',
        status: 'Відправлення отримано',
        // Made, arrived and received each at its own time; the receipt's own field over the scan.
        reachedAt: {
          created: new Date('2026-09-19T08:02:44Z'),
          'at-branch': new Date('2026-09-21T06:15:03Z'),
          received: new Date('2026-09-21T11:32:10Z'),
        },
        paidStorageFrom: null,
      },
      {
        number: '20451017366550',
        statusCode: '5',
        status: 'Відправлення прямує до міста Львів',
        // No scan time: the news' last change dates the state it is in.
        reachedAt: {
          created: new Date('2026-09-20T13:40:12Z'),
          'in-transit': new Date('2026-09-21T03:05:41Z'),
        },
        paidStorageFrom: null,
      },
      // At the branch: the day paid storage begins comes with it.
      {
        number: '20451017366567',
        statusCode: '7',
        status: 'Прибув у відділення',
        reachedAt: {
          created: new Date('2026-09-20T13:40:12Z'),
          'at-branch': new Date('2026-09-21T03:05:41Z'),
        },
        paidStorageFrom: '2026-09-27',
      },
      {
        number: '20450000000000',
        statusCode: '3',
        status: 'Номер не знайдено',
        reachedAt: {},
        paidStorageFrom: null,
      },
    ]);
    expect(fake.calls('TrackingDocument', 'getStatusDocuments')[0]?.methodProperties).toEqual({
      Documents: [
        { DocumentNumber: '20451017366543', Phone: '380487000000' },
        { DocumentNumber: '20451017366550', Phone: '380487000000' },
        { DocumentNumber: '20451017366567', Phone: '380487000000' },
        { DocumentNumber: '20450000000000', Phone: '380487000000' },
      ],
    });
  });

  it('asks at most 100 documents per call and answers in the order asked', async () => {
    serveTracking();
    const numbers = Array.from({ length: 250 }, (_, i) => String(20450000000001 + i));
    numbers[137] = '20451017366543';
    const statuses = await carrier.track(numbers);
    const calls = fake.calls('TrackingDocument', 'getStatusDocuments');
    expect(calls.map((c) => (c.methodProperties.Documents as unknown[]).length)).toEqual([100, 100, 50]);
    expect(statuses.map((s) => s.number)).toEqual(numbers);
    expect(statuses.filter((s) => s.statusCode === '3')).toHaveLength(249);
    expect(statuses[137]?.statusCode).toBe('9');
  });

  it('asks nothing for no numbers', async () => {
    expect(await carrier.track([])).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});
