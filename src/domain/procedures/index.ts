export * from './preconditions';
