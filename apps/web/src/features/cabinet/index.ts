// The cabinet's public face, used by the /cabinet routes.
export { cabinetGet, cabinetMetadata, toLogin, type CabinetSection } from './cabinet-data';
export { CabinetNav } from './cabinet-nav';
export { ChangePasswordForm } from './change-password-form';
export { ConfirmEmailView } from './confirm-email-view';
export { DeliveryEditor } from './delivery-editor';
export { FavouritesGrid, type FavouriteItem } from './favourites-grid';
export { GuestOrdersOffer } from './guest-orders-offer';
export { KitList } from './kit-list';
export { LoyaltyCard } from './loyalty-card';
export { OrderHistory } from './order-history';
export { PersonalForm } from './personal-form';
export { CabinetPage, CabinetShell } from './cabinet-page';
export { PersonalLayout } from './personal-layout';
