export * from './columns';
export * from './csv';
export * from './fileName';
export * from './formula';
export * from './sheet';
