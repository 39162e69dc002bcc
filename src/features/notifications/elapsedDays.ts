/** Days since a notification arrived, as the panel words it (spec 000 §2.6): 'aujourd'hui', '1 jour', 'N jours'. */
export function elapsedDays(dateRecu: string, now: Date): string {
  const received = new Date(dateRecu);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.max(0, Math.round((startOfDay(now) - startOfDay(received)) / 86_400_000));
  if (days === 0) return "aujourd'hui";
  return days === 1 ? '1 jour' : `${days} jours`;
}
