import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { AdminPromotion } from '@kartyna/domain';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { withActiveFlipped } from './promotion-input';

/**
 * «Пауза / Відновити» in one click, from a list row or the promotion's page: PUT of the whole
 * promotion as stored with `active` turned over. The answer replaces the cached record, so the
 * state chip and the button follow.
 */
export function PauseToggle({ variant = 'text' }: { variant?: 'text' | 'outlined' | 'icon' }) {
  const record = useRecordContext<AdminPromotion>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const pausing = record.active;
  const onClick = (event: MouseEvent) => {
    // In a list the row opens the form on click; this button acts in place.
    event.stopPropagation();
    void update(
      'promotions',
      { id: record.id, data: withActiveFlipped(record), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(pausing ? 'shop.promotions.paused' : 'shop.promotions.resumed', { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'shop.errors.unexpected_error', { type: 'error' }),
      },
    );
  };
  const label = pausing ? 'shop.promotions.pause' : 'shop.promotions.resume';
  // A list row has room for the icon only; its name is still «Пауза» / «Відновити».
  if (variant === 'icon')
    return (
      <Tooltip title={translate(label)}>
        <span>
          <IconButton
            aria-label={translate(label)}
            onClick={onClick}
            disabled={isPending}
            color={pausing ? 'default' : 'primary'}
            size="small"
          >
            {pausing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button
      label={label}
      onClick={onClick}
      disabled={isPending}
      variant={variant}
      color={pausing ? 'inherit' : 'primary'}
    >
      {pausing ? <PauseIcon /> : <PlayArrowIcon />}
    </Button>
  );
}
