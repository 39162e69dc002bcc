import { Group, Text } from '@mantine/core';
import { AGENDA_KIND_LABELS } from '../../domain/calendar';
import { AGENDA_COLOURS } from './agendaEvents';

/** What each colour of the calendar means; holidays are the shaded days. */
export function AgendaLegend() {
  const swatch = (background: string, label: string, border?: string) => (
    <Group gap={6} key={label}>
      <span aria-hidden style={{ width: 18, height: 18, borderRadius: 4, background, border: border ?? 'none', display: 'inline-block' }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
  return (
    <Group gap="lg" aria-label="Légende du calendrier" role="list">
      <div role="listitem">{swatch('var(--agenda-ferie)', AGENDA_KIND_LABELS.ferie, '1px solid #8a8a8a')}</div>
      {(Object.keys(AGENDA_COLOURS) as Array<keyof typeof AGENDA_COLOURS>).map((k) => (
        <div role="listitem" key={k}>{swatch(AGENDA_COLOURS[k], k === 'travaux' ? `⚠ ${AGENDA_KIND_LABELS[k]}` : AGENDA_KIND_LABELS[k])}</div>
      ))}
    </Group>
  );
}
