import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ExcludeForm } from './exclude-form';
import { FeedCard } from './feed-card';
import { formatCount } from './feed-words';
import { LeftOutSection } from './left-out-section';
import { useFeeds } from './use-feeds';

/** A titled card of the page, with its explanation under the title. */
function Section(props: { title: string; help: string; badge?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(props.title)}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {translate(props.title)}
          </Typography>
          {props.badge}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate(props.help)}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

/**
 * «Маркетплейси» (issue #45): each feed's address to give a marketplace and whether one reads
 * it, the visible products no feed lists and why, and a product staff take off every marketplace.
 */
export function FeedsPage() {
  const translate = useTranslate();
  const { data, error, refetch, isFetching } = useFeeds();
  const title = <Title title={translate('shop.feeds.title')} />;
  if (!data)
    return (
      <Box sx={{ mt: 2 }}>
        {title}
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
                {translate('shop.feeds.retry')}
              </Button>
            }
          >
            {translate(error.message, { _: translate('shop.errors.unexpected_error') })}
          </Alert>
        ) : (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        )}
      </Box>
    );

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      {title}
      {/* A failed refresh keeps the last answer on screen, and says it may be stale. */}
      {error ? (
        <Alert severity="warning">
          {translate(error.message, { _: translate('shop.errors.unexpected_error') })}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {translate('shop.feeds.intro')}
      </Typography>
      <Grid container spacing={2}>
        {data.feeds.map((feed) => (
          <Grid key={feed.file} size={{ xs: 12, md: 6 }}>
            <FeedCard feed={feed} />
          </Grid>
        ))}
      </Grid>
      <Section
        title="shop.feeds.left_out.title"
        help="shop.feeds.left_out.help"
        badge={
          <Chip
            size="small"
            label={formatCount(data.leftOutTotal)}
            color={data.leftOutTotal ? 'warning' : 'default'}
          />
        }
      >
        <LeftOutSection data={data} />
      </Section>
      <Section title="shop.feeds.exclude.title" help="shop.feeds.exclude.help">
        <ExcludeForm />
      </Section>
    </Stack>
  );
}
