import { Group, Progress, Text } from '@mantine/core';

interface ExportProgressBarProps {
  progress: number | null;
  step: string;
}

/** What a long export is doing; it runs in a worker, so the list stays usable meanwhile. */
export function ExportProgressBar({ progress, step }: ExportProgressBarProps) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Text size="md">{`Export en cours : ${step} (${percent} %)`}</Text>
      <Progress value={percent} w={200} size="lg" aria-label="Progression de l'export" />
    </Group>
  );
}
