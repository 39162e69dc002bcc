import { Alert, Box, Center } from '@mantine/core';
import { PlotFocusMap } from '../../plan/PlotFocusMap';
import { usePlanData } from '../../plan/usePlanData';
import { NO_SHAPE } from './messages';
import { LoadingIndicator } from '../../shared/LoadingIndicator';

/** The modal's body: the plan centred on the plot, from the replica (so offline too), or why there is none. */
export function PlotPlanContent({ emplacementId }: { emplacementId: string }) {
  const data = usePlanData();
  if (!data.plots || data.image.status === 'loading') {
    return (
      <Center h={200}>
        <LoadingIndicator label="Chargement du plan" />
      </Center>
    );
  }
  const plot = data.plots.find((p) => p.id === emplacementId);
  if (!plot?.geometry) {
    return (
      <Alert color="orange" title="Emplacement absent du plan">
        {NO_SHAPE}
      </Alert>
    );
  }
  return (
    <Box pos="relative" h="min(60vh, 520px)" style={{ overflow: 'hidden', borderRadius: 8 }}>
      <PlotFocusMap
        imageUrl={data.image.status === 'ready' ? data.image.url : null}
        width={data.width}
        height={data.height}
        plots={data.plots}
        plotId={emplacementId}
      />
    </Box>
  );
}
