export * from './types';
export * from './concessionNotices';
export * from './procedureNotices';
export * from './calendarNotices';
export * from './accountNotices';
export * from './plan';
export * from './feedback';
export * from './userState';
