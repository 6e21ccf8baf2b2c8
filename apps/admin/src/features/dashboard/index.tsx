import {
  Alert,
  Box,
  Grid,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Cell, FigureCard, FigureLink } from './figure-card';
import { formatMoney, kyivDate, listLink, useDashboard } from './use-dashboard';

const waitingStatuses = ['requested', 'processed', 'lading-bill-created', 'sent'] as const;

/**
 * The first screen after sign-in: today's and this week's orders and revenue (Kyiv days,
 * the week from Monday; revenue leaves canceled orders out), orders waiting per status,
 * photo orders, low stock and the inbox. Every figure opens the list it counts.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { data, error } = useDashboard();
  const t = (key: string, options?: object) => translate(`shop.dashboard.${key}`, options);
  if (!data)
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={t('title')} />
        {error ? (
          <Alert severity="error">
            {translate((error as Error).message ?? 'shop.errors.unexpected_error')}
          </Alert>
        ) : (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        )}
      </Box>
    );

  const today = kyivDate(data.today.from);
  const monday = kyivDate(data.week.from);
  const period = (key: 'today' | 'week', from: string, to?: string) => {
    const figures = data[key];
    return (
      <FigureCard title={t(key)} testId={`dashboard-${key}`}>
        <Cell>
          <FigureLink
            label={t('orders')}
            value={figures.orders}
            to={listLink('orders', to ? { from, to } : { from })}
            hint={`${t('revenue')}: ${formatMoney(figures.revenue)}`}
          />
        </Cell>
        <Cell>
          <FigureLink
            label={t('photo_orders')}
            value={figures.photoOrders}
            to={listLink('photo-orders', to ? { from, to } : { from })}
            hint={`${t('revenue')}: ${formatMoney(figures.photoRevenue)}`}
          />
        </Cell>
      </FigureCard>
    );
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{period('today', today, today)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{period('week', monday)}</Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <FigureCard title={t('waiting')} testId="dashboard-waiting">
            {waitingStatuses.map((status) => (
              <Cell key={status}>
                <FigureLink
                  label={translate(`shop.order_status.${status}`)}
                  value={data.waiting[status]}
                  to={listLink('orders', { status: [status] })}
                  tone={status === 'requested' && data.waiting.requested > 0 ? 'warning' : undefined}
                />
              </Cell>
            ))}
          </FigureCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <FigureCard title={t('photo_orders')} testId="dashboard-photo">
            <Cell>
              <FigureLink
                label={t('photo_new')}
                value={data.photoOrders.requested}
                to={listLink('photo-orders', { status: ['requested'] })}
              />
            </Cell>
            <Cell>
              <FigureLink
                label={t('photo_in_production')}
                value={data.photoOrders.inProduction}
                to={listLink('photo-orders', { status: ['processed'] })}
              />
            </Cell>
          </FigureCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FigureCard title={t('stock')} testId="dashboard-stock">
            <Cell>
              <FigureLink
                label={t('low_stock')}
                value={data.lowStock.count}
                to={listLink('products', { stockState: ['inStock'] }, { field: 'stock', order: 'ASC' })}
                tone={data.lowStock.count ? 'warning' : undefined}
              />
            </Cell>
            <Cell>
              <FigureLink
                label={t('sold_out')}
                value={data.lowStock.soldOut}
                to={listLink('products', { stockState: ['soldOut'] })}
                tone={data.lowStock.soldOut ? 'error' : undefined}
              />
            </Cell>
            {data.lowStock.items.length ? (
              <Box sx={{ flexBasis: '100%' }}>
                <List dense aria-label={t('low_stock')}>
                  {data.lowStock.items.map((item) => (
                    <ListItemButton key={item.id} component={Link} to={`/products/${item.id}`}>
                      <ListItemText
                        primary={item.nameUa}
                        secondary={`${item.article} · ${t('left', { smart_count: item.stock })}`}
                      />
                    </ListItemButton>
                  ))}
                </List>
              </Box>
            ) : null}
          </FigureCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FigureCard title={t('inbox')} testId="dashboard-inbox">
            <Cell>
              <FigureLink
                label={t('messages')}
                value={data.contactMessages.unhandled}
                to={listLink('contact-messages', { handled: false })}
                tone={data.contactMessages.unhandled ? 'warning' : undefined}
              />
            </Cell>
            <Cell>
              <FigureLink
                label={t('testimonials')}
                value={data.testimonials.pending}
                to={listLink('testimonials', { status: ['pending'] })}
              />
            </Cell>
          </FigureCard>
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {t('note')}
      </Typography>
    </Box>
  );
}
