export { executeMutation } from './execute';
export { CommandBatch } from './batch';
export type { CommandAuth, CommandEnvelope, CommandOrigin } from './types';
export { REST_ORIGIN } from './types';
export { runCommand } from './http';
