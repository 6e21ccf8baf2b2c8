export * from './catalog';
export * from './users';
export * from './orders';
export * from './content';
export * from './mail';
export * from './loyalty';
export * from './audit';
export * from './jobs';
