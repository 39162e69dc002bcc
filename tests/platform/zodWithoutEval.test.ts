import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 14 (best practices on /concessions): the app's CSP has no 'unsafe-eval', and zod's probe for eval
 * (`Function('')`) was reported by the browser as a CSP violation. With the app's zod set-up, parsing an
 * object never builds a function from a string.
 */
describe('zod without eval', () => {
  afterEach(() => vi.restoreAllMocks());

  it('parses objects without calling the Function constructor', async () => {
    const probe = vi.spyOn(globalThis, 'Function');
    await import('../../src/platform/zodWithoutEval');
    const { z } = await import('zod');
    const schema = z.object({ nom: z.string(), numero: z.number().int() });
    expect(schema.parse({ nom: 'Dupont', numero: 12 })).toEqual({ nom: 'Dupont', numero: 12 });
    expect(probe).not.toHaveBeenCalled();
  });
});
