/** `--max-old-space-size` for a storefront run with `env` (its PAGE_CACHE_MB, default 128). */
export function storefrontHeapMb(env?: NodeJS.ProcessEnv): number;
/** Node's arguments before the storefront's entry. */
export function storefrontNodeArgs(env?: NodeJS.ProcessEnv): string[];
