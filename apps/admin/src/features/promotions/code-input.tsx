import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, InputAdornment, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { generatePromoCode } from './promo-code';

/**
 * The promotion's code, with «Згенерувати» beside it; left empty, the promotion is automatic.
 * Written over useInput (not TextInput) so the button can set the value it sits in.
 */
export function CodeInput() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput<string | null>({
    source: 'code',
    format: (v) => v ?? '',
    parse: (v: string) => (v === '' ? null : v),
  });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      {...field}
      id={id}
      label={translate('resources.promotions.fields.code')}
      error={!!error}
      fullWidth
      size="small"
      margin="dense"
      helperText={<InputHelperText error={error} helperText="shop.promotions.code_help" />}
      slotProps={{
        htmlInput: {
          autoComplete: 'off',
          spellCheck: false,
          maxLength: 40,
          style: { fontFamily: 'monospace' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                startIcon={<AutorenewIcon />}
                title={translate('shop.promotions.generate_code')}
                onClick={() => field.onChange(generatePromoCode())}
              >
                {translate('shop.promotions.generate')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
