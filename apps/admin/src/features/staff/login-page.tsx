import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { Login, LoginForm, useTranslate } from 'react-admin';
import { lastRefusal } from '../../lib/auth-provider';

/**
 * The sign-in screen: the shop's name above react-admin's form (its username field reads
 * «Пошта»), and why a signed-in shopper was sent here instead of into the back office.
 */
export function LoginPage() {
  const translate = useTranslate();
  const [refusal] = useState(lastRefusal);
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center" sx={{ px: 2, pb: 1 }}>
        Картина — бек-офіс
      </Typography>
      {refusal ? (
        <Alert severity="warning" sx={{ mx: 2 }}>
          {translate(refusal)}
        </Alert>
      ) : null}
      <LoginForm />
    </Login>
  );
}
