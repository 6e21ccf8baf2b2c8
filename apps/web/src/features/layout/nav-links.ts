/**
 * The shop's own pages as menus list them (requirements §2 "Global layout" and "Main menu entries").
 * `key` names the text in the layout namespace's `nav` group.
 */
export interface NavLink {
  key: string;
  href: string;
}

/** The header's link row after the Catalog dropdown, in requirements §2's order. */
export const headerLinks: readonly NavLink[] = [
  { key: 'photoPicture', href: '/photo-picture' },
  { key: 'sale', href: '/sale' },
  { key: 'about', href: '/about' },
  { key: 'paymentsAndDelivery', href: '/payments-and-delivery' },
  { key: 'clientWorks', href: '/client-works' },
  { key: 'testimonials', href: '/testimonials' },
  { key: 'contacts', href: '/contacts' },
];

/** The footer's customer links. */
export const customerLinks: readonly NavLink[] = [
  { key: 'about', href: '/about' },
  { key: 'paymentsAndDelivery', href: '/payments-and-delivery' },
  { key: 'loyaltyProgram', href: '/loyalty-program' },
  { key: 'publicOffer', href: '/public-offer' },
  { key: 'testimonials', href: '/testimonials' },
  { key: 'clientWorks', href: '/client-works' },
  { key: 'contacts', href: '/contacts' },
];

/** The mobile menu's entries after main, cabinet and catalogue (requirements §2 "Main menu entries"). */
export const mobileMenuLinks: readonly NavLink[] = [
  { key: 'pictureByNumbers', href: '/catalog/picture-by-numbers' },
  { key: 'sale', href: '/sale' },
  { key: 'about', href: '/about' },
  { key: 'paymentsAndDelivery', href: '/payments-and-delivery' },
  { key: 'clientWorks', href: '/client-works' },
  { key: 'testimonials', href: '/testimonials' },
  { key: 'contacts', href: '/contacts' },
  { key: 'photoPicture', href: '/photo-picture' },
  { key: 'accessories', href: '/catalog/accessories' },
  { key: 'mosaic', href: '/catalog/mosaik' },
];

/** Catalogue shortcuts by label (requirements §2: labelType is a JSON array in the URL). */
export const labelLinks = [
  { key: 'new', href: { pathname: '/catalog', query: { labelType: '["new"]' } } },
  { key: 'topSales', href: { pathname: '/catalog', query: { labelType: '["top-sales"]' } } },
] as const;
