export * from './lookup';
export * from './prorata';
export * from './versioning';
