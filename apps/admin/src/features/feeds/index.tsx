import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { FeedsPage } from './feeds-page';

/**
 * «Маркетплейси» (issue #45) at #/feeds: a resource with a list screen only, so the menu offers
 * it like any other; the page reads /api/admin/feeds itself (not a list of records). Managers and
 * admins alike give the addresses to marketplaces, so the role changes nothing here.
 */
export function feedsResources(_role: string): ReactNode[] {
  return [<Resource key="feeds" name="feeds" list={FeedsPage} icon={StorefrontIcon} />];
}
