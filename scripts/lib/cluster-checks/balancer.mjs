// Checks 1 and 2 of the cluster test: nginx reaches every instance, and a file uploaded through
// one API instance lives in the shared bucket, not on that instance's disk.
import sharp from 'sharp';

/** @param {{ cluster: any, check: (ok: boolean, what: string) => void }} context */
export async function checkBalancerAndUploads({ cluster, check }) {
  const [a, b] = cluster.apis;

  // 1. The balancer reaches both API instances and both storefronts.
  const upstreams = async (path) => {
    const seen = new Set();
    for (let i = 0; i < 8; i += 1) {
      const r = await fetch(`${cluster.url}${path}`);
      await r.arrayBuffer();
      if (r.ok) seen.add(r.headers.get('x-upstream'));
    }
    return seen;
  };
  check((await upstreams('/api/health')).size === 2, 'the balancer spreads API requests over both instances');
  check((await upstreams('/')).size === 2, 'the balancer spreads pages over both storefronts');

  // 2. An upload through one instance is served by the other, from the shared bucket.
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'photo.png');
  const upload = await fetch(`${a}/api/server/image-upload`, { method: 'POST', body: form });
  const { imageUrl } = upload.status === 201 ? await upload.json() : {};
  check(upload.status === 201 && Boolean(imageUrl), `upload through instance 1 (${upload.status})`);
  if (imageUrl) {
    const served = await fetch(`${b}${imageUrl}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    check(
      served.status === 200 && served.headers.get('content-type') === 'image/jpeg' && bytes[0] === 0xff,
      `the upload served by instance 2 (${served.status}, ${bytes.length} bytes)`,
    );
    const viaBalancer = await fetch(`${cluster.url}${imageUrl}`);
    await viaBalancer.arrayBuffer();
    check(viaBalancer.status === 200, 'the upload served through the balancer');
  }
}
