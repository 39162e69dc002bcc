declare const __APP_BUILD__: string | undefined;

/**
 * The build of the app running (set by vite.config.ts at build time; 'dev' in tests and tools that do not go
 * through Vite): what the device keeps computed by one build, such as the plan's snapshot, is not used by another.
 */
export const APP_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';
