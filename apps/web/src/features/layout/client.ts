// The layout's client-safe entry: usable from 'use client' modules and error boundaries.
export { ErrorScreen } from './error-screen';
export { announceNavigation } from './loading-bar';
