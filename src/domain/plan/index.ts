export * from './planPlot';
export * from './plotStyle';
export * from './statistics';
export * from './quickFilters';
export * from './geometry';
export * from './nearest';
export * from './search';
export * from './fold';
