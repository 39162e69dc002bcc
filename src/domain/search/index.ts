export * from './normalize';
export * from './types';
export * from './searchIndex';
export * from './documents';
