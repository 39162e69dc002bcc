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
        <Notifications position="top-center" />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </DatesProvider>
    </MantineProvider>
  );
}
