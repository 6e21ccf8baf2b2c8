import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One figure with its label; clicking it opens the list behind it. */
export function FigureLink({
  label,
  value,
  to,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  to: { pathname: string; search?: string };
  hint?: ReactNode;
  tone?: 'warning' | 'error';
}) {
  return (
    <CardActionArea
      component={Link}
      to={to}
      sx={{ borderRadius: 1, p: 1.5 }}
      aria-label={`${label}: ${value}`}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        color={tone ? `${tone}.main` : 'text.primary'}
        sx={{ fontWeight: 600 }}
      >
        {value}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </CardActionArea>
  );
}

/** A titled card holding a row of figures. */
export function FigureCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

export const Cell = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minWidth: 150, flex: '1 1 150px' }}>{children}</Box>
);
