import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';
import { accessibleColors } from './themeColors';

/** Shades around the manifest's theme colour #1f4e5f (index 7), dark enough for white text in the sun. */
const cimetiere: MantineColorsTuple = [
  '#e9f3f6',
  '#d0e4ea',
  '#a4c9d5',
  '#76acbf',
  '#5094ab',
  '#3a7f98',
  '#2c6a80',
  '#1f4e5f',
  '#173e4c',
  '#0e2d38',
];

/**
 * A tablet outdoors, used with gloves (DESIGN §6): large controls (44 px and more), strong contrast,
 * no pale grey text.
 */
export const theme = createTheme({
  primaryColor: 'cimetiere',
  primaryShade: 7,
  colors: { ...accessibleColors, cimetiere },
  black: '#14191c',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects rather than Button.extend(…) and the like: importing the components here would put Select,
  // Drawer, Modal and their dependencies in the entry chunk of the sign-in page (issue 14, first load).
  components: {
    Button: { defaultProps: { size: 'lg' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    TextInput: { defaultProps: { size: 'lg' } },
    // Mantine's toggle is named in English ('Toggle password visibility').
    PasswordInput: { defaultProps: { size: 'lg', visibilityToggleButtonProps: { 'aria-label': 'Afficher ou masquer le mot de passe' } } },
    Select: { defaultProps: { size: 'lg' } },
    // A closed list is not drawn: kept mounted (hidden), each select placed its list with floating-ui and then
    // re-rendered at once (flushSync) when the screen first showed (issue 14, TBT). The field names its list
    // (aria-controls) only while open, so nothing points to a missing element.
    Combobox: { defaultProps: { keepMounted: false } },
    Textarea: { defaultProps: { size: 'lg' } },
    // Close crosses of panels and dialogs are touch targets too.
    Drawer: { defaultProps: { closeButtonProps: { size: 'xl', 'aria-label': 'Fermer' } } },
    Modal: { defaultProps: { closeButtonProps: { size: 'xl', 'aria-label': 'Fermer' } } },
    // Mantine draws the header of dialogs and drawers as <header>: a second, unnamed banner landmark beside the
    // top bar's whenever one opens (axe landmark-no-duplicate-banner). The dialog is its landmark already.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    NavLink: { styles: { root: { minHeight: 48, borderRadius: 8 }, label: { fontSize: 18 } } },
  },
});

/** Mantine's default dimmed grey and error red are under 4.5:1 on white: darken them and the placeholder. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#3f474d', '--mantine-color-placeholder': '#5c656c', '--mantine-color-error': '#b02525' },
  dark: {},
});
