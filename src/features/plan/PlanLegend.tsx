import { Group, Text } from '@mantine/core';
import { PLAN_LEGEND, plotStyleSpec } from '../../domain/plan';

/**
 * Legend of the plot colours, from the same style specs the map paints with: one strip beside the map, never
 * over plots (issue 14); folded behind the 'Légende' button of the plan's bar on a short screen (issue 29).
 */
export function PlanLegend({ id }: { id?: string }) {
  return (
    <Group component="section" id={id} aria-label="Légende" gap="md" wrap="wrap" py={4}>
      {PLAN_LEGEND.map(({ code, label }) => {
        const spec = plotStyleSpec(code);
        return (
          <Group key={code} gap={6} wrap="nowrap">
            <span aria-hidden style={{ width: 18, height: 14, background: spec.fill, border: `1px solid ${spec.stroke}`, display: 'inline-block' }} />
            <Text size="sm">{label}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
