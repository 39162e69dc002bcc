import type { Criticite } from '../constants/notifications';

/**
 * The three toggles of the Notifications tab (spec 000 §2.8, §4): 'all' equals main plus critical; turning
 * off main or critical turns off all; turning on both turns on all. The cemetery stores only the kinds it
 * receives (`espaces.notifications`, a list of 'critique' / 'principale'): 'all' is never stored, it is read
 * as "both kinds are in the list", so the coupling cannot drift from the list that generation honours.
 */

export const NOTIFICATION_LEVELS = ['principale', 'critique'] as const satisfies readonly Criticite[];
export type NotificationToggle = 'all' | Criticite;

export interface NotificationToggles {
  all: boolean;
  principale: boolean;
  critique: boolean;
}

/** What the three toggles show for a stored list. */
export function togglesOf(list: readonly string[]): NotificationToggles {
  const principale = list.includes('principale');
  const critique = list.includes('critique');
  return { all: principale && critique, principale, critique };
}

/** The stored list after turning one toggle on or off, in a stable order (critique first, as the default). */
export function nextNotifications(list: readonly string[], toggle: NotificationToggle, on: boolean): Criticite[] {
  const kinds = new Set<Criticite>(list.filter((k): k is Criticite => k === 'critique' || k === 'principale'));
  const touched: readonly Criticite[] = toggle === 'all' ? NOTIFICATION_LEVELS : [toggle];
  for (const k of touched) {
    if (on) kinds.add(k);
    else kinds.delete(k);
  }
  return (['critique', 'principale'] as const).filter((k) => kinds.has(k));
}

/** Whether a cemetery with this list receives notifications of this kind (what generation must honour). */
export function receivesNotification(list: readonly string[], criticite: Criticite): boolean {
  return list.includes(criticite);
}
