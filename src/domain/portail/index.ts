export * from './visibility';
export * from './publicRecord';
export * from './portalSearch';
export * from './guide';
export * from './planCrop';
