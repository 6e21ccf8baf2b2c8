// The catalogue's public face, used by home and other listings.
export { ProductCard } from './product-card';
