export * from './rows';
export * from './join';
export * from './state';
export * from './predicates';
export * from './sort';
