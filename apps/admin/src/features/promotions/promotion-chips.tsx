import { Chip, Typography } from '@mui/material';
import type { AdminPromotion } from '@kartyna/domain';
import { useTranslate } from 'react-admin';
import { formatDiscount } from './promotion-words';

const stateColors = {
  active: 'success',
  paused: 'warning',
  scheduled: 'info',
  ended: 'default',
  'used-up': 'default',
} as const;

/** Where a promotion stands: активна, на паузі, запланована, завершена, вичерпана. */
export function PromotionStateChip({ state }: { state: AdminPromotion['state'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={stateColors[state] ?? 'default'}
      variant={state === 'used-up' ? 'outlined' : 'filled'}
      label={translate(`shop.promotions.states.${state}`, { _: state })}
    />
  );
}

/** The code in a monospace face, or «автоматична» for a promotion without one. */
export function PromotionCode({ code }: { code: string | null }) {
  const translate = useTranslate();
  return code ? (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
      {code}
    </Typography>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {translate('shop.promotions.automatic')}
    </Typography>
  );
}

/** «10 %», «200 ₴», «кожна 3-тя в подарунок». */
export function DiscountText({ promotion }: { promotion: Pick<AdminPromotion, 'discountType' | 'value'> }) {
  const translate = useTranslate();
  return <>{formatDiscount(translate, promotion)}</>;
}
