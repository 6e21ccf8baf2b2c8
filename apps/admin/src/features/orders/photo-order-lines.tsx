import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { AdminPhotoOrder } from '@kartyna/domain';
import { useTranslate } from 'react-admin';
import { Row } from './order-parts';
import { formatUah, useWord } from './order-words';
import { PhotoTemplatePanel } from './photo-template-panel';

/**
 * A photo order's pictures, each with the customer's photo, its workshop template and the
 * download of the stored file at full size. The order page puts them in their section above the
 * totals.
 */
export function PhotoOrderLines({ order }: { order: AdminPhotoOrder }) {
  const translate = useTranslate();
  const word = useWord();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
      }}
    >
      {order.lines.map((line, i) => (
        <Card key={line.id} variant="outlined">
          <Box
            component="img"
            src={line.imageUrl}
            alt={translate('shop.orders.field.picture') + ` ${i + 1}`}
            sx={{ width: '100%', height: 200, objectFit: 'contain', bgcolor: 'grey.100', display: 'block' }}
          />
          <CardContent sx={{ pb: 0 }}>
            <Row label="shop.orders.field.size" labelWidth={110}>
              {line.size} см
            </Row>
            <Row label="shop.orders.field.complectation" labelWidth={110}>
              {word('photo', line.complectation)}
            </Row>
            <Row label="shop.orders.field.speed" labelWidth={110}>
              {word('photo', line.speed)}
            </Row>
            <Row label="shop.orders.field.price" labelWidth={110}>
              {formatUah(line.price)} × {line.amount} = {formatUah(line.total)}
            </Row>
            {/* The shopper was told the same in the preview; staff know what the canvas can show. */}
            {line.photoQuality === 'small' && (
              <Typography role="note" variant="body2" color="warning.dark" sx={{ mt: 1 }}>
                {translate('shop.orders.field.photoSmall')}
              </Typography>
            )}
          </CardContent>
          <PhotoTemplatePanel orderId={order.id} lineId={line.id} />
          <CardActions sx={{ flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<DownloadIcon />} href={line.downloadUrl} download>
              {translate('shop.orders.action.download')}
            </Button>
            <Button
              size="small"
              startIcon={<OpenInNewIcon />}
              href={line.imageUrl}
              target="_blank"
              rel="noopener"
            >
              {translate('shop.orders.action.open')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
