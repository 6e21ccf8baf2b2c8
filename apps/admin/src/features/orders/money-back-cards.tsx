import type { ReactNode } from 'react';
import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';

/*
 * How the order page's «Повернення» and «Фіскальні чеки» read on a phone: a list of cards, each
 * headed by what it is and its state, where a table would scroll sideways in a 390 px card.
 */

/** Below MUI's `sm`: cards, not a table. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

export const EmptyNote = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

export const PhoneCards = ({ children }: { children: ReactNode }) => (
  <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {children}
  </Stack>
);

/** One card: `start` and `end` (a state chip) on its first line, the rest below. */
export function PhoneCard(props: { start: ReactNode; end: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {props.start}
        {props.end}
      </Stack>
      {props.children}
    </Box>
  );
}
