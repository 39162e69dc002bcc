import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UpdatePrompt } from './pwa';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

export const router = createBrowserRouter(routes);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
        {/* No portal: a portal mounts in two renders, the second in the first screen's longest task (issue 14). */}
        <Notifications position="top-center" withinPortal={false} />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </DatesProvider>
    </MantineProvider>
  );
}
