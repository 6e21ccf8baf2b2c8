// The account's public face: session, header buttons and the save-to-favourites heart.
export { AccountButton, FavouritesButton, SaveProductButton } from './account-buttons';
export { useSession, type AuthMode, type Session } from './session-context';
export { SessionProvider } from './session-provider';
