// The painting companion's public face, used by the /kit/[ref] route.
export { KitCompanion } from './kit-companion';
