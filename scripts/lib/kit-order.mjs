// A buyer with a photo order whose template is ready, made through the API of a running shop
// (runShop): for the companion's benchmark and screenshots. Answers the kit as GET /kits/:ref has it.
import { join } from 'node:path';
import sharp from 'sharp';
import { root } from './run-shop.mjs';

const json = (response) => response.json();

export async function readyPhotoKit(
  shop,
  { size = '60x80', complectation = 'premium', orientation = 'landscape', photo = 'coffee.png' } = {},
) {
  const user = {
    mail: `kit-${Date.now()}@example.com`,
    password: 'Palitra-2025',
    firstName: 'Олена',
    lastName: 'Коваль',
    phone: '+380671234567',
  };
  const { accessToken } = await json(
    await fetch(`${shop.api}/api/server/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    }),
  );
  const auth = { authorization: `Bearer ${accessToken}` };
  // A phone's 12 MP photo.
  const image = await sharp(join(root, 'packages/paint-by-numbers/test-photos', photo))
    .resize(4000, 3000, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([image], { type: 'image/jpeg' }), 'photo.jpg');
  const upload = await json(
    await fetch(`${shop.api}/api/server/image-upload`, { method: 'POST', body: form, headers: auth }),
  );
  const [city] = await json(
    await fetch(`${shop.api}/api/server/delivery/cities?search=${encodeURIComponent('Одеса')}`),
  );
  const [branch] = await json(
    await fetch(`${shop.api}/api/server/delivery/cities/${city.ref}/points?kind=branch`),
  );
  const placed = await fetch(`${shop.api}/api/server/photo-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      clientData: { lastName: user.lastName, firstName: user.firstName, email: user.mail, phone: user.phone },
      delivery: { deliveryType: 'post', cityRef: city.ref, branchRef: branch.ref },
      paymentType: 'cod',
      productsData: [
        { imageUrl: upload.imageUrl, complectation, size, orientation, speed: 'standart', amount: 1 },
      ],
      language: 'ua',
    }),
  });
  if (placed.status !== 201) throw new Error(`photo order: ${placed.status} ${await placed.text()}`);
  for (let i = 0; i < 600; i += 1) {
    const [item] = await json(await fetch(`${shop.api}/api/server/kits`, { headers: auth }));
    const kit =
      item && (await json(await fetch(`${shop.api}/api/server/kits/${item.ref}`, { headers: auth })));
    if (kit?.status === 'ready') return { kit, user, auth };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the template was not made in 5 minutes');
}
