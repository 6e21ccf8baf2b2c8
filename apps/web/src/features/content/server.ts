import 'server-only';

// The content pages for the routes under app/[locale]/. Server-only: client code imports the
// feature through './index' (the phone field), which must stay free of server modules.
export { AboutPage } from './about-page';
export { ClientWorksPage } from './client-works-page';
export { ContactsPage } from './contacts-page';
export { LoyaltyPage } from './loyalty-page';
export { PaymentsPage } from './payments-page';
export { PublicOfferPage } from './public-offer-page';
export { TestimonialsPage } from './testimonials-page';
