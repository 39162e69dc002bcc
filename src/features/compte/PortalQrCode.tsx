import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { PORTAL_PATH } from '../../domain/constants/portail';
import { useOnline } from '../../replica/useOnline';

/**
 * The QR code of the cemetery's public portal, drawn by the server for the address the public is given
 * (PUBLIC_URL; issue 30, 'a QR code of the portal's address to print for the gate'), with a link that opens it
 * alone, to print at any size (an SVG stays sharp). It needs the network: offline, the screen says so.
 * `address` is the portal's address from the PUBLIC_URL the session brought: the caption names the address
 * the code holds; without it (never received) the caption names none rather than another address.
 */
export function PortalQrCode({ uid, address }: { uid: string; address: string | null }) {
  const online = useOnline();
  if (!uid) return null;
  if (!online) return <Text size="sm">Le QR code du portail s’affichera avec le réseau.</Text>;
  const src = `${PORTAL_PATH}${encodeURIComponent(uid)}/qr.svg`;
  return (
    <Group mt="xs" align="center" gap="md">
      <Image src={src} alt="QR code du portail public du cimetière" w={120} h={120} fit="contain" />
      <Stack gap={4}>
        {address && <Text size="sm">Le QR code mène à {address}</Text>}
        <Anchor href={src} target="_blank" rel="noopener noreferrer" size="lg">
          Imprimer le QR code pour l’entrée du cimetière
        </Anchor>
      </Stack>
    </Group>
  );
}
