import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PortalQrCode } from '../../src/features/compte/PortalQrCode';

/**
 * Issue 30: the QR code for the gate is drawn by the server from PUBLIC_URL; its caption names that address
 * when the session brought it, and names none otherwise (never the app's own origin, which the code does not hold).
 */
const render = (address: string | null) =>
  renderToStaticMarkup(<MantineProvider><PortalQrCode uid="saint-martin-des-champs-bourg" address={address} /></MantineProvider>);

describe('the portal QR code in Infos cimetière', () => {
  it('shows the code of the server and the address it holds', () => {
    const html = render('https://cimetieres.saint-martin.fr/portail/saint-martin-des-champs-bourg');
    expect(html).toContain('src="/portail/saint-martin-des-champs-bourg/qr.svg"');
    expect(html).toContain('Le QR code mène à https://cimetieres.saint-martin.fr/portail/saint-martin-des-champs-bourg');
    expect(html).toContain('Imprimer le QR code pour l’entrée du cimetière');
  });

  it('names no address when the public address never reached the device', () => {
    const html = render(null);
    expect(html).toContain('src="/portail/saint-martin-des-champs-bourg/qr.svg"');
    expect(html).not.toContain('mène à');
  });
});
