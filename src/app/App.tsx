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
        {/* No portal: a portal mounts in two renders, the second in the first screen's longest task (issue 14).
            Placed under the top bar (touch.css): over it, a save's toast hid the sync state (issue 29). */}
        <Notifications position="top-center" withinPortal={false} className="app-toasts" />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </DatesProvider>
    </MantineProvider>
  );
}
