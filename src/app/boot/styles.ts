// The app's stylesheets, imported by both entries (src/main.tsx, src/loginEntry.tsx): the build makes them the
// entries' preloaded stylesheet (vite.config.ts, deferEntryStyles), applied before the first render.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
// After Mantine's: the touch sizes (issue 29) add to its rules.
import './touch.css';
