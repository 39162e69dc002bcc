export * from './types';
export * from './envelope';
export * from './base';
export { MUTATIONS, getMutation } from './catalogue';
export * from './decide';
export * from './chainOwner';
