export { AppChrome } from './app-chrome';
export { NotFoundScreen } from './not-found-screen';
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
