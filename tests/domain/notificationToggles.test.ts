import { describe, expect, it } from 'vitest';
import { nextNotifications, togglesOf } from '../../src/domain/rules/notificationToggles';
import { rejection, row, run } from './mutationsKit';

/** Spec 000 §4: 'all' equals main plus critical; turning off main or critical turns off all; turning on both turns on all. */
describe('notification toggles', () => {
  it.each([
    [['critique', 'principale'], { all: true, principale: true, critique: true }],
    [['principale'], { all: false, principale: true, critique: false }],
    [['critique'], { all: false, principale: false, critique: true }],
    [[], { all: false, principale: false, critique: false }],
  ])('%j reads as %j', (list, toggles) => expect(togglesOf(list)).toEqual(toggles));

  it('turning off main or critical turns off all', () => {
    expect(togglesOf(nextNotifications(['critique', 'principale'], 'principale', false)).all).toBe(false);
    expect(togglesOf(nextNotifications(['critique', 'principale'], 'critique', false)).all).toBe(false);
  });

  it('turning on both turns on all', () => {
    expect(togglesOf(nextNotifications(nextNotifications([], 'critique', true), 'principale', true)).all).toBe(true);
  });

  it("'all' turns both kinds on or off", () => {
    expect(nextNotifications(['principale'], 'all', true)).toEqual(['critique', 'principale']);
    expect(nextNotifications(['critique', 'principale'], 'all', false)).toEqual([]);
  });

  it('espace.setNotificationToggle stores the list (critique / principale) generation honours', () => {
    const espace = row({ nom: 'Cimetière', notifications: ['critique', 'principale'] });
    const d = run('espace.setNotificationToggle', { id: espace.id, toggle: 'critique', on: false }, { row: espace });
    expect(d.status === 'applied' && d.writes[0]?.row.notifications).toEqual(['principale']);
    expect(rejection(run('espace.setNotificationToggle', { id: espace.id, toggle: 'toutes', on: false }, { row: espace }))).toBe('Réglage de notification inconnu.');
  });
});
