// The cabinet's public face, used by the /cabinet routes.
export { cabinetGet, cabinetMetadata, toLogin, type CabinetSection } from './cabinet-data';
export { CabinetNav } from './cabinet-nav';
export { ChangePasswordForm } from './change-password-form';
export { DeliveryEditor } from './delivery-editor';
export { FavouritesGrid, type FavouriteItem } from './favourites-grid';
export { KitList } from './kit-list';
export { LoyaltyCard } from './loyalty-card';
export { OrderHistory } from './order-history';
export { PersonalForm } from './personal-form';
export { CabinetPage, CabinetShell } from './cabinet-page';
export { PersonalLayout } from './personal-layout';
