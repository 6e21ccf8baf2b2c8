export * from './catalog';
export * from './users';
export * from './orders';
export * from './content';
