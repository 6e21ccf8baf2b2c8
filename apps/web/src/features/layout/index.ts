// The layout's public face for server code (the root layout, pages). Client components import
// from './client' instead: this entry pulls in server-only data access.
export { AppChrome } from './app-chrome';
export { CookieNotice, CookieNoticeScript } from './cookie-notice';
export { ErrorScreen } from './error-screen';
export { getCommonVariables, getMenuCategories, getShopInfo, telHref, type ShopInfo } from './layout-data';
export { NotFoundScreen } from './not-found-screen';
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
