import UndoIcon from '@mui/icons-material/SettingsBackupRestore';
import type { AdminFeeds } from '@kartyna/domain';
import {
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { exclusionErrorKey, reasonKey, shownLine, type LeftOutReason } from './feed-words';
import { useSetExclusion } from './use-feeds';

type LeftOut = AdminFeeds['leftOut'][number];

const reasonColors: Record<LeftOutReason, 'info' | 'warning' | 'error'> = {
  excluded: 'info',
  no_picture: 'warning',
  no_price: 'error',
};

function ReasonChips({ reasons }: { reasons: LeftOut['reasons'] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {reasons.map((reason) => (
        <Chip
          key={reason}
          size="small"
          variant="outlined"
          color={reasonColors[reason]}
          label={translate(reasonKey(reason))}
        />
      ))}
    </Stack>
  );
}

/** The product's edit page in the back office (the products resource's edit route). */
function ProductLink({ product, children }: { product: LeftOut; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={`/products/${product.productId}`} underline="hover">
      {children}
    </Link>
  );
}

/** «Повернути на маркетплейси», only where staff left the product out: other reasons are fixed on the product. */
function PutBack({ product }: { product: LeftOut }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { mutate, isPending } = useSetExclusion();
  if (!product.reasons.includes('excluded')) return null;
  const onClick = () =>
    mutate(
      { productId: product.productId, excluded: false },
      {
        onSuccess: () => notify('shop.feeds.left_out.put_back_done', { type: 'success' }),
        onError: (error) => notify(exclusionErrorKey(error), { type: 'error' }),
      },
    );
  return (
    <Button
      size="small"
      startIcon={<UndoIcon />}
      onClick={onClick}
      disabled={isPending}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('shop.feeds.left_out.put_back')}
    </Button>
  );
}

/** A phone's list: each product a card (four columns would scroll sideways at 390 px). */
function PhoneList({ items }: { items: LeftOut[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((p) => (
        <Box component="li" key={p.productId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            №{p.productId} ·{' '}
            <ProductLink product={p}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {p.article}
              </Box>
            </ProductLink>
          </Typography>
          <Typography variant="body1" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
            <ProductLink product={p}>{p.nameUa}</ProductLink>
          </Typography>
          <ReasonChips reasons={p.reasons} />
          <Box sx={{ mt: 0.5, ml: -0.5 }}>
            <PutBack product={p} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function WideTable({ items }: { items: LeftOut[] }) {
  const translate = useTranslate();
  const col = (name: string) => translate(`shop.feeds.left_out.${name}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={col('title')}>
        <TableHead>
          <TableRow>
            <TableCell align="right">{col('id')}</TableCell>
            <TableCell>{col('article')}</TableCell>
            <TableCell>{col('name')}</TableCell>
            <TableCell>{col('reasons')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((p) => (
            <TableRow key={p.productId} hover>
              <TableCell align="right" sx={{ color: 'text.secondary', width: 64 }}>
                {p.productId}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                <ProductLink product={p}>{p.article}</ProductLink>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
                <ProductLink product={p}>{p.nameUa}</ProductLink>
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <ReasonChips reasons={p.reasons} />
              </TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                <PutBack product={p} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** «Не потрапляють у фіди»: visible products no feed lists, each with every reason that holds. */
export function LeftOutSection({ data }: { data: Pick<AdminFeeds, 'leftOut' | 'leftOutTotal'> }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown = shownLine(translate, data.leftOut.length, data.leftOutTotal);
  if (data.leftOut.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('shop.feeds.left_out.empty')}
      </Typography>
    );
  return (
    <>
      {phone ? <PhoneList items={data.leftOut} /> : <WideTable items={data.leftOut} />}
      {shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {shown}
        </Typography>
      ) : null}
    </>
  );
}
