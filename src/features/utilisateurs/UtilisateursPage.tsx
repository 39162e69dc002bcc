import { Stack, Title } from '@mantine/core';
import { AccountRequestsSection } from './AccountRequestsSection';

/** /utilisateurs (administrators only, through the router): for now, the account requests to validate. */
export function UtilisateursPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>UTILISATEURS</Title>
      <AccountRequestsSection />
    </Stack>
  );
}
