import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { exclusionErrorKey, parseProductId } from './feed-words';
import { useSetExclusion } from './use-feeds';

/**
 * «Прибрати товар з маркетплейсів» by the product's number (the products list shows it). An
 * error stays under the input, where the number that caused it is; the table below refreshes on
 * success and shows the product with «Прибрано персоналом».
 */
export function ExcludeForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const { mutate, isPending } = useSetExclusion();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const productId = parseProductId(value);
    if (productId === null) {
      setError('shop.feeds.exclude.invalid_id');
      return;
    }
    mutate(
      { productId, excluded: true },
      {
        onSuccess: () => {
          setValue('');
          setError(null);
          notify('shop.feeds.exclude.done', { type: 'success', messageArgs: { id: productId } });
        },
        onError: (failure) => setError(exclusionErrorKey(failure)),
      },
    );
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <TextField
        label={translate('shop.feeds.exclude.product_id')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={translate(error ?? 'shop.feeds.exclude.product_id_help')}
        size="small"
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<RemoveShoppingCartIcon />}
        disabled={isPending}
        // As tall as the theme's filled input beside it.
        sx={{ height: 48, whiteSpace: 'nowrap' }}
      >
        {translate('shop.feeds.exclude.submit')}
      </Button>
    </Stack>
  );
}
