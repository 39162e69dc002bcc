export * from './agenda';
export * from './holidays';
export * from './ics';
