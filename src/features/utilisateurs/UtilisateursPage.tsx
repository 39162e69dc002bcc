import { Stack, Title } from '@mantine/core';
import { AccountRequestsSection } from './AccountRequestsSection';
import { UsersSection } from './UsersSection';

/** /utilisateurs (administrators only, through the router): the users (spec 000 §2.11) and the account requests to validate. */
export function UtilisateursPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>UTILISATEURS</Title>
      <UsersSection />
      <AccountRequestsSection />
    </Stack>
  );
}
