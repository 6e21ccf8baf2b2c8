import type { ShopInfo } from './layout-data';

/**
 * schema.org Store for search engines (requirements §2 footer: "structured shop data"). `<` is escaped
 * so no variable from the API can close the script element.
 */
export function StoreJsonLd({ shop, siteUrl, locale }: { shop: ShopInfo; siteUrl: string; locale: string }) {
  const home = locale === 'ua' ? `${siteUrl}/` : `${siteUrl}/${locale}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.name,
    url: home,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/favicon.svg`,
    telephone: shop.phones[0],
    email: shop.mail || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address || undefined,
      addressLocality: locale === 'ua' ? 'Одеса' : 'Одесса',
      addressCountry: 'UA',
    },
    // requirements §1/§9: Monday to Friday 10:00–18:00.
    openingHours: 'Mo-Fr 10:00-18:00',
    currenciesAccepted: 'UAH',
    paymentAccepted: 'Visa, Mastercard, Cash on delivery',
    sameAs: shop.social.filter((s) => s.url.startsWith('https://')).map((s) => s.url),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
