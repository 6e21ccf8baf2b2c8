// The catalogue's public face, used by home and other listings.
export { ProductCard } from './product-card/product-card';
export { Price, formatPrice } from './product-card/price';
export { ProductLabels } from './product-card/product-labels';
export { Availability, availabilityOf } from './product-card/availability';
