import type { Locator } from '@playwright/test';

/** '2026-03-01' as the interface shows it: '01/03/2026'. */
export function frDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Types a date into the app's date field as a person does on the numeric keypad: the digits of JJ/MM/AAAA,
 * the field putting in the slashes; an empty date clears it.
 */
export async function typeDate(field: Locator, iso: string): Promise<void> {
  await field.fill('');
  if (iso) await field.pressSequentially(frDate(iso).replace(/\//g, ''));
}
