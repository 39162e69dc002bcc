import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { fitGeoreference, GEOREF_WARNING_METRES, type ControlPoint } from '../../../domain/geo';
import { useEnqueue } from '../../../replica/useEnqueue';
import { parseLatLon, type CalagePoint } from './draft';
import { formatDecimalFr } from '../../../domain/formatNumber';

interface GeorefPanelProps {
  espaceId: string;
  points: CalagePoint[];
  onChange: (points: CalagePoint[]) => void;
}


/**
 * Georeferencing of the plan (issue 4 "You are here"): each point clicked on the plan gets its latitude and
 * longitude typed or pasted; from three points the least-squares fit shows each residual in metres, flagged
 * above GEOREF_WARNING_METRES. Saved on the espace with espace.setControlPoints, offline like any change.
 */
export function GeorefPanel({ espaceId, points, onChange }: GeorefPanelProps) {
  const enqueue = useEnqueue();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const complete = useMemo(
    () =>
      points.flatMap((p): ControlPoint[] => {
        const ll = parseLatLon(p.text);
        return ll ? [{ px: p.px, lonLat: [ll.lon, ll.lat] }] : [];
      }),
    [points],
  );
  const fit = useMemo(() => (complete.length >= 3 ? fitGeoreference(complete) : null), [complete]);
  const residuals = fit && 'residuals' in fit ? fit.residuals : null;

  async function save() {
    try {
      await enqueue({ name: 'espace.setControlPoints', args: { id: espaceId, controlPoints: complete } });
      setMessage({ ok: true, text: 'Calage enregistré.' });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : 'Le calage n’a pas pu être enregistré.' });
    }
  }

  return (
    <Paper withBorder p="sm" component="section" aria-label="Calage du plan">
      <Stack gap="xs">
        <Text fw={700}>Calage du plan (GPS)</Text>
        <Text size="sm">Cliquez un point reconnaissable du plan, puis saisissez ou collez sa latitude et sa longitude. Trois points au moins.</Text>
        <Table>
          <Table.Tbody>
            {points.map((p, i) => {
              const index = complete.findIndex((c) => c.px === p.px);
              const r = residuals && index >= 0 ? residuals[index] : undefined;
              return (
                <Table.Tr key={`${p.px[0]}-${p.px[1]}`}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <TextInput
                      size="md"
                      label={`Point ${i + 1} : latitude, longitude`}
                      placeholder="48.5781, -3.8412"
                      value={p.text}
                      error={p.text.trim() && !parseLatLon(p.text) ? 'Format attendu : latitude, longitude' : undefined}
                      onChange={(e) => onChange(points.map((q, j) => (j === i ? { ...q, text: e.currentTarget.value } : q)))}
                    />
                  </Table.Td>
                  <Table.Td>
                    {r !== undefined && (
                      <Text size="sm" c={r > GEOREF_WARNING_METRES ? 'red' : undefined} fw={r > GEOREF_WARNING_METRES ? 700 : undefined}>
                        {formatDecimalFr(r, 1)} m
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button variant="subtle" color="red" mih={44} onClick={() => onChange(points.filter((_, j) => j !== i))} aria-label={`Retirer le point ${i + 1}`}>
                      ✕
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {fit && 'error' in fit && <Alert color="orange">{fit.error}</Alert>}
        {fit && 'maxMetres' in fit && fit.maxMetres > GEOREF_WARNING_METRES && (
          <Alert color="orange" role="alert">
            Écart maximal de {formatDecimalFr(fit.maxMetres, 1)} m : vérifiez les points (plus de {GEOREF_WARNING_METRES} m).
          </Alert>
        )}
        {message && <Alert color={message.ok ? 'green' : 'red'}>{message.text}</Alert>}
        <Group>
          <Button size="md" mih={44} disabled={complete.length < 3} onClick={() => void save()}>
            Enregistrer le calage
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
