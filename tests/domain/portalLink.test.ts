import { describe, expect, it } from 'vitest';
import { portalLinkBase, portalUrl, publicBaseOf } from '../../src/domain/constants/portail';
import { parseAuthResponse } from '../../src/platform/session';

/**
 * Issue 30: the link in Infos cimetière points to the portal 'from PUBLIC_URL', the address the server sends
 * with every session (server/auth/session.ts), not from the address the app happens to be open at.
 */
describe('the public address the server sends', () => {
  it.each([
    ['https://cimetieres.saint-martin.fr', 'https://cimetieres.saint-martin.fr'],
    ['https://cimetieres.saint-martin.fr/', 'https://cimetieres.saint-martin.fr'],
    ['https://mairie.example.fr/cimetiere//', 'https://mairie.example.fr/cimetiere'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['HTTPS://EXEMPLE.FR', 'HTTPS://EXEMPLE.FR'],
    ['', null],
    ['cimetieres.saint-martin.fr', null],
    ['javascript:alert(1)', null],
    ['ftp://exemple.fr', null],
    ['https://', null],
    [null, null],
    [undefined, null],
    [42, null],
  ])('%j is kept as %j', (sent, kept) => {
    expect(publicBaseOf(sent)).toBe(kept);
  });

  it('comes with the session: a sign-in or refresh answer carries it into the profile', () => {
    const data = { id: 'u1', username: 'admin@demo.fr', roles: ['ROLE_ADMIN'], identite: 'Admin', email: null, firstConnection: false };
    expect(parseAuthResponse({ token: 't', data: { ...data, publicUrl: 'https://cimetieres.saint-martin.fr/' } }).data.publicUrl).toBe('https://cimetieres.saint-martin.fr');
    // An older server that sends none: the device knows none, and says none.
    expect(parseAuthResponse({ token: 't', data }).data.publicUrl).toBeNull();
  });
});

describe('the portal link of Infos cimetière', () => {
  const origin = 'http://192.168.1.20:8080';
  it.each([
    ['https://cimetieres.saint-martin.fr', 'https://cimetieres.saint-martin.fr/portail/saint-martin-des-champs-bourg'],
    // Never received (a device offline since a session of an older server): the app's own address.
    [null, 'http://192.168.1.20:8080/portail/saint-martin-des-champs-bourg'],
    [undefined, 'http://192.168.1.20:8080/portail/saint-martin-des-champs-bourg'],
  ])('from PUBLIC_URL %j is %s', (publicUrl, link) => {
    expect(portalUrl('saint-martin-des-champs-bourg', portalLinkBase(publicUrl, origin))).toBe(link);
  });
});
