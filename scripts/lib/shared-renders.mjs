// bench:sale's "two storefronts share what they render" (issue #23): distinct product pages asked
// of both storefronts of one shop (Redis shared), each page first of one and then of the other,
// 16 pages at a time; counts the renders (answers not from a page cache) per page.

/**
 * `webs`: the two storefronts' origins; `ids`: product ids to use (each page asked twice).
 * Answers the pages, the renders, and how the second asks were answered.
 */
export async function measureSharedRenders(webs, ids, { pages = 400, concurrency = 16, headers = {} } = {}) {
  const chosen = [...ids].sort(() => Math.random() - 0.5).slice(0, pages);
  let next = 0;
  let renders = 0;
  let errors = 0;
  const second = {};
  const ask = async (origin, id) => {
    const response = await fetch(`${origin}/product/${id}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) errors += 1;
    const from = response.headers.get('x-page-cache');
    if (!from) renders += 1;
    return from ?? 'rendered';
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < chosen.length) {
        const id = chosen[next++];
        const first = Math.random() < 0.5 ? 0 : 1;
        await ask(webs[first], id);
        // The shared copy is written once the page's compressed copy is made.
        await new Promise((r) => setTimeout(r, 50));
        const how = await ask(webs[1 - first], id);
        second[how] = (second[how] ?? 0) + 1;
      }
    }),
  );
  return { pages: chosen.length, renders, perPage: renders / chosen.length, second, errors };
}
