export * from './list';
export * from './staff';
export * from './audit';
export * from './orders';
export * from './content';
export * from './catalog';
export * from './customers';
export * from './dashboard';
