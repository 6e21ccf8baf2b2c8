import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { AdminFeeds } from '@kartyna/domain';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Fragment, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { entriesLine, hintKey, lastReadLine, urlSegments } from './feed-words';

type Feed = AdminFeeds['feeds'][number];

/** Puts the address's text under the caret's selection, so Ctrl+C copies it where the clipboard API cannot. */
function selectText(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * One feed: what it is, where staff paste its address, the address with «Копіювати» and
 * «Відкрити», how many products it lists now and when a marketplace last read it whole.
 */
export function FeedCard({ feed }: { feed: Feed }) {
  const translate = useTranslate();
  const notify = useNotify();
  const address = useRef<HTMLElement>(null);
  const hint = translate(hintKey(feed.file), { _: '' });

  const copy = async () => {
    try {
      // Absent outside a secure context (the back office over plain http on a LAN address).
      await navigator.clipboard.writeText(feed.url);
      notify('shop.feeds.copied', { type: 'success' });
    } catch {
      selectText(address.current);
      notify('shop.feeds.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`feed-${feed.file}`}>
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%', boxSizing: 'border-box' }}
      >
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {feed.title}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
        <Box
          ref={address}
          component="code"
          sx={{
            display: 'block',
            fontFamily: 'monospace',
            fontSize: '0.875rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
            px: 1.25,
            py: 0.75,
            // A long address wraps inside the card, between its path's pieces, rather than
            // widening a 390 px screen; a host too long for one line scrolls in its box.
            overflowX: 'auto',
          }}
        >
          {urlSegments(feed.url).map((piece, i) => (
            <Fragment key={i}>
              {i > 0 ? <wbr /> : null}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {piece}
              </Box>
            </Fragment>
          ))}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('shop.feeds.copy')}
          </Button>
          <Button
            size="small"
            startIcon={<OpenInNewIcon />}
            href={feed.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {translate('shop.feeds.open')}
          </Button>
        </Stack>
        {/* Pushed to the card's foot, so the figures of cards side by side line up. */}
        <Box sx={{ mt: 'auto' }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {entriesLine(translate, feed.entries)}
          </Typography>
          <Typography
            variant="body2"
            color={feed.lastReadAt ? 'text.primary' : 'text.secondary'}
            // The whole User-Agent on hover: the line shows only its name.
            title={feed.lastReader ?? undefined}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {lastReadLine(translate, feed)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
