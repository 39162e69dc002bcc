import { beforeEach, describe, expect, it, vi } from 'vitest';

// The device's sync and session, as the import screens see them.
const device = vi.hoisted(() => ({ espaceId: 'cimetiere-ouvert' as string | null, pulls: [] as string[] }));
vi.mock('../../workers/sync.client', () => ({
  syncNow: (espaceId: string) => {
    device.pulls.push(espaceId);
    return Promise.resolve({ status: 'ok' });
  },
}));
vi.mock('../../src/platform/session', () => ({ getSession: () => ({ espaceId: device.espaceId }) }));

const { pullAfterServerWrite } = await import('../../src/features/sync/pullAfterServerWrite');

/**
 * After an import written on the server, the device in that cemetery pulls at once, so the plan and the lists show
 * the import when the user turns to them (not at the next pull of the minute's round).
 */
describe('the pull after an import written on the server', () => {
  beforeEach(() => {
    device.espaceId = 'cimetiere-ouvert';
    device.pulls = [];
  });

  it('runs once the import has succeeded, in the cemetery the device is in, and gives the import’s answer', async () => {
    let answer: (value: { compteurs: number }) => void = () => undefined;
    const write = new Promise<{ compteurs: number }>((resolve) => (answer = resolve));
    const done = pullAfterServerWrite('cimetiere-ouvert', write);
    await Promise.resolve();
    expect(device.pulls).toEqual([]);
    answer({ compteurs: 12 });
    expect(await done).toEqual({ compteurs: 12 });
    expect(device.pulls).toEqual(['cimetiere-ouvert']);
  });

  it('does not run for another cemetery (the new-space wizard imports into a space this device has not opened)', async () => {
    expect(await pullAfterServerWrite('nouvel-espace', Promise.resolve('ok'))).toBe('ok');
    device.espaceId = null;
    await pullAfterServerWrite('cimetiere-ouvert', Promise.resolve('ok'));
    expect(device.pulls).toEqual([]);
  });

  it('does not run after a refused import, whose French reason reaches the screen as it was', async () => {
    await expect(pullAfterServerWrite('cimetiere-ouvert', Promise.reject(new Error('Le fichier n’est pas un GeoJSON lisible.')))).rejects.toThrow('Le fichier n’est pas un GeoJSON lisible.');
    expect(device.pulls).toEqual([]);
  });
});
