import { Group, Text } from '@mantine/core';
import { PLAN_LEGEND, plotStyleSpec } from '../../domain/plan';

/**
 * Legend of the plot colours, from the same style specs the map paints with: one strip under the map, so it
 * never covers a plot (issue 14).
 */
export function PlanLegend() {
  return (
    <Group component="section" aria-label="Légende" gap="md" wrap="wrap">
      <Text fw={700} size="sm">
        Légende
      </Text>
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
