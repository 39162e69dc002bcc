export * from './roles';
export * from './messages';
export * from './dates';
export * from './constants';
export * from './entities';
export * from './rules';
