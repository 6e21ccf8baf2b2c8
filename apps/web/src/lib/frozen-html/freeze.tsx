import 'server-only';
import { createHash } from 'node:crypto';
import type { HTMLAttributes, ReactElement, ReactNode } from 'react';
import { Frozen, type FrozenTag } from './frozen';
import { putFrozen } from './frozen-store';

/**
 * Static HTML of the shell (the footer, the header's menus, the drawer's lists) sent once:
 * React Server Components would otherwise carry every element twice, as HTML and again in the
 * payload the page hydrates from, so a page's weight was mostly its shell (issue #46). The
 * tree must be host elements and plain functions only: no client components, no hooks, no
 * state, plain <a> links (the shell's enhancer makes them navigate in the app). It must be
 * the same for everyone who sees the page: it is cached with it.
 *
 * The browser never renders it again, so a client-side render of a fresh layout (the language
 * switch, which therefore loads a whole page) would find it empty. In a page (not the layout)
 * only what a client-side visit can do without may be frozen: a product's JSON-LD, which only
 * crawlers read, from the HTML.
 */
export function Freeze({
  as,
  name,
  children,
  ...attributes
}: HTMLAttributes<HTMLElement> & { as: FrozenTag; name: string; children: ReactNode }): ReactElement {
  const key = `${name}:${createHash('sha1').update(JSON.stringify(children)).digest('base64url')}`;
  putFrozen(key, children);
  return <Frozen as={as} frozenKey={key} {...attributes} />;
}
