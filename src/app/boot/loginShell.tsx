import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The sign-in page drawn at build time (issue 14, first load): scripts/prerenderLogin.ts puts this markup in
 * dist/login.html, so /login paints from its HTML with no JavaScript. The app replaces it with the same page
 * once it starts (startApp.tsx, when the user first acts there: startWhenUsed.ts), keeping what the user
 * already typed (prefilledLogin.ts).
 */
export function renderLoginShell(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage staticShell />
      </MemoryRouter>
    </MantineProvider>,
  );
}
