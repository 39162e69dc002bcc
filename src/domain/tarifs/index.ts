export * from './lookup';
export * from './prorata';
