import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '../helpers/contrast';
import { theme } from '../../src/app/theme';

const STATUS = ['red', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'gray', 'pink', 'grape', 'violet', 'indigo'];

/**
 * Issue 14: status colours in the sun. Green status text, white on green badges, the orange 'Archiver' (light
 * variant) and 'Modifications en attente d'envoi' were 2.7 to 3.6:1. Every colour of the theme, as Mantine uses
 * it: filled (white on shade primaryShade), light (shade 9 on shade 1), text in shades 8 and 9 on white and on
 * the shell's grey background.
 */
describe('theme colours', () => {
  const shade = theme.primaryShade as number;
  it.each(STATUS)('%s meets 4.5:1 in every variant', (name) => {
    const tuple = theme.colors?.[name] ?? DEFAULT_THEME.colors[name]!;
    expect(contrast('#ffffff', tuple[shade]!), 'filled').toBeGreaterThanOrEqual(4.5);
    expect(contrast(tuple[9]!, tuple[1]!), 'light').toBeGreaterThanOrEqual(4.5);
    for (const s of [8, 9]) {
      expect(contrast(tuple[s]!, '#ffffff'), `shade ${s} on white`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tuple[s]!, '#f4f6f5'), `shade ${s} on the shell`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
