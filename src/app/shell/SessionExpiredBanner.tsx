import { Alert, Button, Group, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromLocation } from '../session/redirect';
import { useSession } from '../session/useSession';

/**
 * The server refused the refresh cookie during the session. Local work goes on (DESIGN §5); the user signs in
 * again to send it, and comes back to this page.
 */
export function SessionExpiredBanner() {
  const { expired } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (!expired) return null;
  return (
    <Alert color="orange" variant="light" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="lg">Votre session a expiré : vos saisies restent sur cet appareil. Reconnectez-vous pour les envoyer.</Text>
        <Button onClick={() => navigate('/login', { state: fromLocation(location) })}>Se reconnecter</Button>
      </Group>
    </Alert>
  );
}
