import { Alert, Box, Button, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { PlanPolygon } from '../../domain/entities/emplacement';
import { metresPerPixel } from '../../domain/geo';
import { lonLatToPlan } from '../../domain/geo';
import type { PlanPlot } from '../../domain/plan';
import { isAdmin } from '../../domain/roles';
import { useActor } from '../../replica/useEnqueue';
import { uuidv7 } from '../../replica/uuidv7';
import { DraftPanel } from './editor/DraftPanel';
import { deleteDraftShape, type CalagePoint, type Draft, type EditorTool } from './editor/draft';
import { EditorMap } from './editor/EditorMap';
import { GeorefPanel } from './editor/GeorefPanel';
import { RemovedShapes } from './editor/RemovedShapes';
import { useSaveDrafts } from './editor/useSaveDrafts';
import { useGeoreference } from './useGeoreference';
import { usePlanData } from './usePlanData';

const TOOLS: Array<{ value: EditorTool; label: string }> = [
  { value: 'select', label: 'Sélection' },
  { value: 'rectangle', label: 'Rectangle' },
  { value: 'polygon', label: 'Polygone' },
  { value: 'oval', label: 'Ovale' },
  { value: 'star', label: 'Étoile' },
  { value: 'calage', label: 'Calage GPS' },
];

/**
 * /editeur, the map editor (spec 001 §2; administrators): draw, move, reshape and delete shapes, link them to
 * plots or create plots, a zoom field, and the plan's georeferencing. Saves only the edited shapes.
 */
export function EditeurPlanPage() {
  const data = usePlanData();
  const actor = useActor();
  const save = useSaveDrafts();
  const georefFit = useGeoreference(data.espace);
  const [tool, setTool] = useState<EditorTool>('select');
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [calage, setCalage] = useState<CalagePoint[] | null>(null);
  const points = useMemo<CalagePoint[]>(
    () => calage ?? (data.espace?.controlPoints ?? []).map((c) => ({ px: c.px, text: `${c.lonLat[1]}, ${c.lonLat[0]}` })),
    [calage, data.espace],
  );
  const georef = useMemo(() => {
    if (!georefFit) return null;
    const lat = Number(data.espace?.latitude);
    const lon = Number(data.espace?.longitude);
    const known = data.espace?.latitude && data.espace.longitude && Number.isFinite(lat) && Number.isFinite(lon);
    return {
      metresPerPixel: metresPerPixel(georefFit.transform),
      latitude: known ? lat : 46.5,
      centre: known ? lonLatToPlan(georefFit.transform, [lon, lat]) : null,
    };
  }, [georefFit, data.espace]);

  const onDrawn = useCallback((geometry: PlanPolygon) => {
    const key = uuidv7();
    setDrafts((list) => [...list, { key, geometry, plotId: null, fromPlan: false, carre: '', allee: '', numero: '', type: null }]);
    setSelectedKey(key);
    setTool('select');
  }, []);
  const onChanged = useCallback((key: string, geometry: PlanPolygon) => {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, geometry } : d)));
  }, []);
  const onPickPlot = useCallback((plot: PlanPlot) => {
    if (!plot.geometry) return;
    const geometry = plot.geometry;
    setDrafts((list) => {
      const existing = list.find((d) => d.plotId === plot.id);
      if (existing) {
        setSelectedKey(existing.key);
        return list;
      }
      const key = uuidv7();
      setSelectedKey(key);
      return [...list, { key, geometry, plotId: plot.id, fromPlan: true, carre: '', allee: '', numero: '', type: null }];
    });
  }, []);
  const onCalageClick = useCallback((px: [number, number]) => setCalage([...points, { px: [Math.round(px[0]), Math.round(px[1])], text: '' }]), [points]);

  if (actor && !isAdmin(actor.roles)) {
    return (
      <Stack>
        <Title order={1}>ÉDITEUR DU PLAN</Title>
        <Alert color="orange">L’éditeur du plan est réservé aux administrateurs.</Alert>
      </Stack>
    );
  }
  const selected = drafts.find((d) => d.key === selectedKey && d.geometry) ?? null;

  async function saveAll() {
    setMessage(null);
    const result = await save(drafts);
    setDrafts((list) => list.filter((d) => !result.saved.includes(d.key)));
    setSelectedKey(null);
    if (result.error) setMessage({ ok: false, text: result.error });
    else setMessage({ ok: true, text: `${result.saved.length} forme(s) enregistrée(s).` });
  }

  return (
    <Stack gap="xs" h="calc(100dvh - var(--app-shell-header-height, 64px) - 2 * var(--mantine-spacing-lg))" mih={640}>
      <Title order={1}>ÉDITEUR DU PLAN</Title>
      <Group gap="sm" align="flex-end">
        <SegmentedControl size="md" aria-label="Outil" value={tool} onChange={(v) => setTool(v as EditorTool)} data={TOOLS} />
        <NumberInput size="md" w={110} label="Zoom" min={0} max={24} step={0.5} decimalScale={1} value={zoom ?? ''} onChange={(v) => typeof v === 'number' && setZoom(v)} />
        <Button size="md" mih={44} disabled={drafts.length === 0} onClick={() => void saveAll()}>
          Enregistrer ({drafts.length})
        </Button>
      </Group>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Box pos="relative" style={{ flex: 1, minWidth: 0, overflow: 'hidden', borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}>
          {data.plots && data.image.status !== 'loading' && (
            <EditorMap
              imageUrl={data.image.status === 'ready' ? data.image.url : null}
              width={data.width}
              height={data.height}
              plots={data.plots}
              tool={tool}
              drafts={drafts}
              selectedKey={selectedKey}
              onSelect={setSelectedKey}
              onDrawn={onDrawn}
              onChanged={onChanged}
              onPickPlot={onPickPlot}
              calage={points}
              onCalageClick={onCalageClick}
              zoom={zoom}
              onZoomChange={setZoom}
              georef={georef}
            />
          )}
        </Box>
        <Stack w={360} maw="45%" gap="sm" style={{ overflowY: 'auto' }}>
          {selected ? (
            <DraftPanel
              draft={selected}
              plots={data.plots ?? []}
              onChange={(d) => setDrafts((list) => list.map((x) => (x.key === d.key ? d : x)))}
              onDelete={() => {
                setDrafts((list) => deleteDraftShape(list, selected.key));
                setSelectedKey(null);
              }}
            />
          ) : (
            <Text size="sm">Choisissez un outil pour dessiner une forme, ou touchez une forme pour la modifier.</Text>
          )}
          <RemovedShapes drafts={drafts} plots={data.plots ?? []} onRestore={(key) => setDrafts((list) => list.filter((x) => x.key !== key))} />
          {tool === 'calage' && data.espaceId && <GeorefPanel espaceId={data.espaceId} points={points} onChange={setCalage} />}
        </Stack>
      </Group>
    </Stack>
  );
}
