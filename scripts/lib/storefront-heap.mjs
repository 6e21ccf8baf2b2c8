// The storefront's heap limit (issue #23). Node sizes its heap from the machine's memory (about
// 4 GB here) and lets garbage pile up to that before collecting it in earnest: after 20,000 first
// renders the storefront held 2.4 GB, nearly all of it garbage. What it keeps is small: Next's
// share of PAGE_CACHE_MB (a quarter, counted in characters, so at most half of PAGE_CACHE_MB in
// bytes; the front cache's compressed pages live outside the heap) and the app itself.

/** `--max-old-space-size` for a storefront run with `env` (its PAGE_CACHE_MB, default 128). */
export function storefrontHeapMb(env = process.env) {
  const mb = Number(env.PAGE_CACHE_MB ?? 128);
  return 192 + Math.ceil((Number.isFinite(mb) && mb > 0 ? mb : 0) / 2);
}

/** Node's arguments before the storefront's entry. */
export const storefrontNodeArgs = (env = process.env) => [`--max-old-space-size=${storefrontHeapMb(env)}`];
