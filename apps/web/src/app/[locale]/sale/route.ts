/**
 * requirements §2: /sale is a permanent redirect — a 301, as the spec says, rather than Next's 308 —
 * to the catalogue with labelType ["sale"], in the same locale. The Location is relative, so
 * it holds behind any proxy or host name.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const prefix = locale === 'ua' ? '' : `/${locale}`;
  return new Response(null, {
    status: 301,
    headers: { location: `${prefix}/catalog?labelType=${encodeURIComponent('["sale"]')}` },
  });
}
