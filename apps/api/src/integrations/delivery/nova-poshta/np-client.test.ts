import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryProviderError } from '../delivery-provider-error';
import { fixture, startFakeNovaPoshta, type FakeNovaPoshta } from './fake-np-server';
import {
  createNovaPoshtaClient,
  isReadMethod,
  NovaPoshtaError,
  NovaPoshtaUnavailableError,
} from './np-client';
import { KYIV } from './np-test-kit';

let fake: FakeNovaPoshta;
beforeAll(async () => {
  fake = await startFakeNovaPoshta();
});
afterAll(async () => fake?.close());

let client: ReturnType<typeof createNovaPoshtaClient>;
beforeEach(() => {
  fake.requests.length = 0;
  fake.on('Address', 'getCities', { Ref: KYIV }, fixture('address-getCities-ref-kyiv'));
  fake.on('InternetDocument', 'save', null, fixture('internetdocument-save'));
  client = createNovaPoshtaClient({ apiKey: fake.apiKey, apiUrl: fake.url, timeoutMs: 300 });
});

const readCity = () => client.callNovaPoshta<{ Ref: string }>('Address', 'getCities', { Ref: KYIV });
const save = () => client.callNovaPoshta('InternetDocument', 'save', { Description: 'Картина' });

describe('callNovaPoshta', () => {
  it('posts {apiKey, modelName, calledMethod, methodProperties} and answers data, warnings and info', async () => {
    const answer = await readCity();
    expect(answer.data.map((row) => row.Ref)).toEqual([KYIV]);
    expect(answer.info).toEqual({ totalCount: 1 });
    expect(fake.requests).toEqual([
      {
        apiKey: fake.apiKey,
        modelName: 'Address',
        calledMethod: 'getCities',
        methodProperties: { Ref: KYIV },
      },
    ]);
  });

  it('turns success:false into a NovaPoshtaError carrying errors and errorCodes, without retrying', async () => {
    const wrongKey = createNovaPoshtaClient({ apiKey: 'expired-key', apiUrl: fake.url });
    const error = await wrongKey
      .callNovaPoshta('Address', 'getCities', { Ref: KYIV })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NovaPoshtaError);
    expect(error).toBeInstanceOf(DeliveryProviderError);
    expect(error).toMatchObject({
      model: 'Address',
      method: 'getCities',
      errors: ['API auth fail'],
      errorCodes: ['20000200068'],
    });
    expect((error as Error).message).not.toContain('expired-key');
    expect(fake.hits('Address', 'getCities')).toBe(1);
  });

  it('retries a read once after a 5xx, a reset connection or a timeout', async () => {
    for (const how of [{ status: 503 }, 'reset', { hangMs: 1000 }] as const) {
      fake.requests.length = 0;
      fake.trouble('Address', 'getCities', how, 1);
      const answer = await readCity();
      expect(answer.data, JSON.stringify(how)).toHaveLength(1);
      expect(fake.hits('Address', 'getCities'), JSON.stringify(how)).toBe(2);
    }
  });

  it('gives up on a read after the second failure with NovaPoshtaUnavailableError', async () => {
    fake.trouble('Address', 'getCities', { status: 502 }, 2);
    const error = await readCity().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NovaPoshtaUnavailableError);
    expect(error).toMatchObject({ status: 502 });
    expect(fake.hits('Address', 'getCities')).toBe(2);

    fake.trouble('Address', 'getCities', { hangMs: 2500 }, 2);
    const started = Date.now();
    await expect(readCity()).rejects.toBeInstanceOf(NovaPoshtaUnavailableError);
    // Two attempts of 300 ms each, not the server's 2.5 s (room left for a busy test machine).
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never repeats InternetDocument.save: one attempt whatever went wrong', async () => {
    for (const how of [{ status: 503 }, 'reset', { hangMs: 1000 }] as const) {
      fake.requests.length = 0;
      fake.trouble('InternetDocument', 'save', how, 1);
      await expect(save(), JSON.stringify(how)).rejects.toBeInstanceOf(NovaPoshtaUnavailableError);
      expect(fake.hits('InternetDocument', 'save'), JSON.stringify(how)).toBe(1);
    }
    // The trouble is used up, so the one attempt of a later save goes through.
    expect((await save()).data).toHaveLength(1);
  });

  it('treats an unreachable server as unavailable', async () => {
    const closed = await startFakeNovaPoshta();
    await closed.close();
    const offline = createNovaPoshtaClient({ apiKey: 'k', apiUrl: closed.url, timeoutMs: 300 });
    await expect(offline.callNovaPoshta('Address', 'getCities', {})).rejects.toBeInstanceOf(
      NovaPoshtaUnavailableError,
    );
  });

  it('counts only get* and search* methods as reads', () => {
    expect(
      ['getCities', 'getWarehouses', 'getStatusDocuments', 'searchSettlements'].every(isReadMethod),
    ).toBe(true);
    expect(['save', 'update', 'delete', 'generateReport'].some(isReadMethod)).toBe(false);
  });
});
