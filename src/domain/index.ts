export * from './roles';
export * from './messages';
