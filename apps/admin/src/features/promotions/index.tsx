import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { PromotionList } from './promotion-list';
import { PromotionCreate, PromotionEdit } from './promotion-screens';

/**
 * Promotions and promo codes (issue #43): managers and admins alike run them, so the role
 * changes nothing here. The API audits every change itself.
 */
export function promotionsResources(_role: string): ReactNode[] {
  return [
    <Resource
      key="promotions"
      name="promotions"
      list={PromotionList}
      create={PromotionCreate}
      edit={PromotionEdit}
      icon={LocalOfferIcon}
      recordRepresentation="name"
    />,
  ];
}
