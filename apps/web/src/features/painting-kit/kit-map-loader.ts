import { decodeKitMap, type KitMap } from '@kartyna/paint-by-numbers/kit-map';

/** The kit's region map: gzip on the wire (and in the offline cache), un-gzipped here. */
export async function loadKitMap(url: string, signal?: AbortSignal): Promise<KitMap> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`kit map: ${response.status}`);
  const plain = response.body.pipeThrough(new DecompressionStream('gzip'));
  return decodeKitMap(new Uint8Array(await new Response(plain).arrayBuffer()));
}
