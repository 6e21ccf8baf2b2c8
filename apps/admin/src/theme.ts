import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The storefront's warm palette (terracotta and ink on paper), so staff feel at home. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#b4532a', contrastText: '#ffffff' },
    secondary: { main: '#2f3e46', contrastText: '#ffffff' },
    background: { default: '#faf6f1', paper: '#ffffff' },
    text: { primary: '#2b2420', secondary: '#6b5f57' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: '#2f3e46' } } } },
  },
};
