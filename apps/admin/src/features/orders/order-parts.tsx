import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { OrderPromotion } from '@kartyna/domain';
import { useTranslate } from 'react-admin';
import { formatUah, useWord } from './order-words';

/** One titled block of an order page. */
export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate(title)}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** One line of an order's totals: the label left, the amount right-aligned under the others. */
export function TotalRow({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.5, justifyContent: 'space-between' }}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The promotions' discount between the goods and the total (issue #43): the sum, then each
 * promotion by its Ukrainian name with its code (or «автоматично») and its share.
 */
export function DiscountRows({
  discount,
  promotions = [],
  promoCode,
}: {
  discount?: number | undefined;
  promotions?: OrderPromotion[] | undefined;
  promoCode?: string | null | undefined;
}) {
  const translate = useTranslate();
  if (!discount) return null;
  const how = (code: string | null) =>
    code
      ? translate('shop.orders.field.promoCodeLine', { code })
      : translate('shop.orders.field.automaticPromotion');
  // An order from before the promotions kept its code alone: it still says which code it was.
  const rows = promotions.length ? promotions : promoCode ? [{ name: null, code: promoCode, discount }] : [];
  return (
    <>
      <TotalRow label="shop.orders.field.discount">− {formatUah(discount)}</TotalRow>
      {rows.map((p, i) => (
        <Stack
          key={i}
          direction="row"
          spacing={2}
          sx={{ pl: 2, pb: 0.5, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[p.name?.ua, how(p.code)].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            − {formatUah(p.discount)}
          </Typography>
        </Stack>
      ))}
    </>
  );
}

/** A label and its value on one line; empty values are left out. */
export function Row({
  label,
  children,
  labelWidth = 150,
}: {
  label: string;
  children: ReactNode;
  labelWidth?: number;
}) {
  const translate = useTranslate();
  if (children === null || children === undefined || children === '') return null;
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: labelWidth, flexShrink: 0 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

type Localized = { ua?: string } | string | undefined;
const ua = (value: unknown): string | undefined => {
  const v = value as Localized;
  if (typeof v === 'string') return v;
  return v?.ua;
};

interface Point {
  number?: string;
  name?: Localized;
  address?: Localized;
}

/**
 * The delivery as the order stored it: Nova Poshta's city, branch or parcel locker with the
 * names resolved at placement, or the free text of Ukrposhta, abroad and courier deliveries.
 */
export function DeliveryDetails({
  delivery,
  waybillNumber,
}: {
  delivery: Record<string, unknown>;
  waybillNumber?: string | null;
}) {
  const word = useWord();
  const type = typeof delivery.deliveryType === 'string' ? delivery.deliveryType : '';
  const branch = delivery.branch as Point | undefined;
  const postomat = delivery.postomat as Point | undefined;
  const city = ua(delivery.cityName) ?? ua(delivery.city);
  const region = ua(delivery.regionName);
  // Nova Poshta's point names usually carry the address already; it is added only when they do not.
  const point = (p: Point | undefined) => {
    if (!p) return undefined;
    const name = ua(p.name) ?? (p.number ? `№ ${p.number}` : '');
    const address = ua(p.address);
    return address && !name.includes(address) ? [name, address].filter(Boolean).join(', ') : name;
  };
  return (
    <>
      <Row label="resources.orders.fields.deliveryType">{word('deliveryType', type)}</Row>
      <Row label="shop.orders.field.country">
        {typeof delivery.country === 'string' ? delivery.country : undefined}
      </Row>
      <Row label="shop.orders.field.city">{[city, region].filter(Boolean).join(', ') || undefined}</Row>
      <Row label="shop.orders.field.postIndex">
        {typeof delivery.postIndex === 'string' ? delivery.postIndex : undefined}
      </Row>
      <Row label="shop.orders.field.branch">{point(branch)}</Row>
      <Row label="shop.orders.field.postomat">{point(postomat)}</Row>
      <Row label="shop.orders.field.address">
        {typeof delivery.address === 'string' ? delivery.address : undefined}
      </Row>
      <Row label="shop.orders.field.waybillNumber">{waybillNumber ?? undefined}</Row>
    </>
  );
}
