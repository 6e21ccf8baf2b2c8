// The account's public face: session, header buttons and the save-to-favourites heart.
export { AccountButton, FavouritesButton, SaveProductButton } from './account-buttons';
export { SessionProvider, useSession } from './session-provider';
