import {
  Box,
  Divider,
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
import type { AdminOrder } from '@kartyna/domain';
import { useTranslate } from 'react-admin';
import { formatUah } from './order-words';

/** A line's picture, or nothing when the product has none. */
function LineImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block', flexShrink: 0 }}
    />
  ) : null;
}

/**
 * A shop order's product lines as a table; on a phone each line is a stacked row instead, so
 * nothing is cut off. The order page puts them in their section above the totals.
 */
export function ShopOrderLines({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`shop.orders.field.${key}`);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? (
    <Stack divider={<Divider flexItem />} spacing={1}>
      {order.lines.map((line) => (
        <Stack key={`${line.productId}-${line.article}`} direction="row" spacing={1.5}>
          <LineImage src={line.image} alt={line.name.ua} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2">{line.name.ua}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('article')}: {line.article}
            </Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }}>
              {formatUah(line.price)} × {line.amount} = <b>{formatUah(line.total)}</b>
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  ) : (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{t('product')}</TableCell>
          <TableCell align="right">{t('price')}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {t('amount')}
          </TableCell>
          <TableCell align="right">{t('lineTotal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.lines.map((line) => (
          <TableRow key={`${line.productId}-${line.article}`}>
            <TableCell sx={{ width: 72 }}>
              <LineImage src={line.image} alt={line.name.ua} />
            </TableCell>
            <TableCell>
              <Typography variant="body2">{line.name.ua}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('article')}: {line.article}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatUah(line.price)}</TableCell>
            <TableCell align="right">{line.amount}</TableCell>
            <TableCell align="right">{formatUah(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
