import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DeliveryPoint } from '../../integrations/delivery/delivery-directory';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { imagePart, multipart, solid } from '../uploads/test-images';

export const clientData = {
  lastName: 'Коваль',
  firstName: 'Олена',
  email: 'olena@example.com',
  phone: '+38 (067) 123-45-67',
};

export interface PhotoOrderKit {
  t: TestApp;
  /** two real uploads of this test file's app, 480 × 360 px: 'small' on every canvas */
  imageUrl: string;
  otherImageUrl: string;
  /** a Kyiv branch and parcel locker of the offline directory */
  branch: DeliveryPoint;
  postomat: DeliveryPoint;
  line(over?: Record<string, unknown>): Record<string, unknown>;
  orderBody(over?: Record<string, unknown>): Record<string, unknown>;
  /** sends the kit's upload_owner cookie, as the browser does, unless `headers` names a cookie */
  place(payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** the guest cookie the kit's uploads were made with (`upload_owner=…`) */
  ownerCookie: string;
  /** a photo uploaded with these headers (another guest: `{}`; an account: its authorization) */
  upload(headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** the imageUrl of a width × height photo uploaded with the kit's guest cookie */
  photo(width: number, height: number): Promise<string>;
  list(headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * Registers beforeAll/afterAll for a test file: a fresh app, two uploaded photos and a delivery
 * point. Fields are filled in beforeAll, so read them inside tests, never at collection time.
 */
export function usePhotoOrderKit(options: Parameters<typeof buildTestApp>[0] = {}): PhotoOrderKit {
  // Filled in beforeAll; the helpers read it at call time.
  const kit = { ownerCookie: '' } as PhotoOrderKit;
  kit.line = (over = {}) => ({
    imageUrl: kit.imageUrl,
    complectation: 'classic',
    size: '40x50',
    speed: 'standart',
    amount: 1,
    ...over,
  });
  kit.orderBody = (over = {}) => ({
    clientData,
    delivery: { deliveryType: 'post', cityRef: kit.branch.cityRef, branchRef: kit.branch.ref },
    paymentType: 'cod',
    productsData: [kit.line()],
    comment: 'Прохання зберегти фон',
    language: 'ua',
    ...over,
  });
  kit.place = (payload, headers = {}) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/server/photo-orders',
      payload: payload as object,
      headers: { cookie: kit.ownerCookie, ...headers },
    });
  kit.list = (headers = {}) => kit.t.app.inject({ method: 'GET', url: '/api/server/photo-orders', headers });

  const uploadSized = async (width: number, height: number, headers: Record<string, string>) => {
    const body = multipart([imagePart(await solid(width, height).jpeg().toBuffer())]);
    return kit.t.app.inject({
      method: 'POST',
      url: '/api/server/image-upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  // A messenger-sized photo: paintable on every canvas and orientation, yet 'small' (below the
  // recommended 15 px a cm) on all of them.
  kit.upload = (headers = {}) => uploadSized(480, 360, headers);
  kit.photo = async (width, height) => {
    const res = await uploadSized(width, height, { cookie: kit.ownerCookie });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().imageUrl;
  };
  const uploadPhoto = async (): Promise<string> => {
    const res = await kit.upload(kit.ownerCookie ? { cookie: kit.ownerCookie } : {});
    expect(res.statusCode).toBe(201);
    const owner = res.cookies.find((c) => c.name === 'upload_owner');
    if (owner) kit.ownerCookie = `upload_owner=${owner.value}`;
    return res.json().imageUrl;
  };

  beforeAll(async () => {
    kit.t = await buildTestApp(options);
    kit.imageUrl = await uploadPhoto();
    kit.otherImageUrl = await uploadPhoto();
    const [city] = await kit.t.app.deps.delivery.searchCities('Київ', 1);
    if (!city) throw new Error('the offline directory has no Kyiv');
    const [branch] = await kit.t.app.deps.delivery.listPoints(city.ref, 'branch');
    const [postomat] = await kit.t.app.deps.delivery.listPoints(city.ref, 'postomat');
    if (!branch || !postomat) throw new Error('the offline directory has no Kyiv branch or parcel locker');
    kit.branch = branch;
    kit.postomat = postomat;
  });
  afterAll(async () => kit.t?.close());
  return kit;
}
