export { executeMutation } from './execute';
export { applyInTransaction } from './apply';
export type { CommandAuth, CommandEnvelope, CommandOrigin } from './types';
export { REST_ORIGIN } from './types';
export { runCommand } from './http';
