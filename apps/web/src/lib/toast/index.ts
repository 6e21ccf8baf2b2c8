export { LazyToaster } from './lazy-toaster';
export { toast } from './toast';
