import { notFound } from 'next/navigation';

/** Any path no route claims: the localized 404 screen, with a real 404 status. */
export default function Unmatched() {
  notFound();
}
