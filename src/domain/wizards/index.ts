export * from './attribution';
export * from './defunt';
export * from './exhumation';
export * from './validation';
export * from './sheet';
