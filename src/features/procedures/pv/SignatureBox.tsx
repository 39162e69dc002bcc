import { Box, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type SignaturePad from 'signature_pad';
import { sha256Hex } from '../../../replica/media';
import { PV_REFUS_TEXT } from '../../../domain/documents/pvConstatDocument';
import type { PvSignatureDraft, Signer } from './pvForm';

const HEIGHT = 180;

interface SignatureBoxProps {
  signer: Signer;
  value: PvSignatureDraft | undefined;
  readOnly: boolean;
  onChange: (value: PvSignatureDraft) => void;
}

/** The PNG of the pad as drawn: a white background (no transparency to carry into the PDF). */
function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Signature illisible.'))), 'image/png'));
}

/**
 * One signature box of the PV (CGCT R2223-14: signed by everyone present, a refusal recorded as such): the
 * person signs with a finger or a stylus on the tablet (signature_pad, its canvas scaled by devicePixelRatio so
 * the stroke is sharp, `touch-action: none` so the page does not scroll under the finger), or 'Refus de
 * signer' is ticked. Each finished stroke makes the PNG again; its bytes stay in memory until the PV is recorded.
 */
export function SignatureBox({ signer, value, readOnly, onChange }: SignatureBoxProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const refus = value?.refus === true;
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };

  useEffect(() => {
    const el = canvas.current;
    if (!el || readOnly) return;
    let cancelled = false;
    let instance: SignaturePad | null = null;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      // Resizing a canvas wipes it: draw the strokes again, at the new scale.
      if (instance) instance.fromData(instance.toData());
    };
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      instance = new Pad(el, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(0, 0, 90)', minWidth: 1, maxWidth: 3 });
      pad.current = instance;
      fit();
      instance.addEventListener('endStroke', () => {
        void toPng(el).then(async (blob) => {
          const sha256 = await sha256Hex(blob);
          latest.current.onChange({ png: { blob, sha256 }, refus: false });
        });
      });
    });
    window.addEventListener('resize', fit);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', fit);
      instance?.off();
      pad.current = null;
    };
  }, [readOnly]);

  useEffect(() => {
    if (refus) pad.current?.off();
    else pad.current?.on();
  }, [refus]);

  const clear = () => {
    pad.current?.clear();
    onChange({ png: null, refus: false });
  };
  const who = `${signer.label}${signer.nom ? ` : ${signer.nom}` : ''}`;
  return (
    <Paper withBorder p="sm" data-testid="signature" aria-label={`Signature — ${who}`}>
      <Stack gap="xs">
        <Text fw={700} size="lg">
          {who}
        </Text>
        {readOnly ? (
          <Text size="lg">{refus ? PV_REFUS_TEXT : 'A signé.'}</Text>
        ) : (
          <>
            <Box pos="relative" style={{ border: '2px solid var(--mantine-color-gray-5)', borderRadius: 6, background: 'white', opacity: refus ? 0.35 : 1 }}>
              <canvas ref={canvas} aria-label={`Zone de signature — ${who}`} style={{ width: '100%', height: HEIGHT, display: 'block', touchAction: 'none' }} />
              {!value?.png && !refus && (
                <Text c="dimmed" pos="absolute" top={8} left={12} style={{ pointerEvents: 'none' }}>
                  Signez ici
                </Text>
              )}
            </Box>
            <Group justify="space-between" wrap="wrap">
              <Checkbox
                size="lg"
                label="Refus de signer"
                checked={refus}
                onChange={(e) => {
                  if (e.currentTarget.checked) pad.current?.clear();
                  onChange({ png: null, refus: e.currentTarget.checked });
                }}
              />
              <Button size="lg" variant="default" onClick={clear} disabled={refus || !value?.png}>
                Effacer
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
