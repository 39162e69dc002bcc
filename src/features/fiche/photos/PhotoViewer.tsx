import { ActionIcon, Group, Image, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Media } from '../../../domain/entities/media';
import { usePhotoUrl } from '../../../replica/queries/photoUrl';
import { useEspaceId } from '../../../replica/useEnqueue';

/** A horizontal move of at least this many pixels is a swipe; less is a tap. */
const SWIPE_PX = 50;

/** Full-screen viewer: swipe with a finger (pointer events), the arrow buttons or the keyboard's arrows to go from one photo to the next. */
export function PhotoViewer({ photos, index, onIndex, onClose }: { photos: Media[]; index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const photo = photos[index];
  const url = usePhotoUrl(useEspaceId(), photo?.sha256 ?? null);
  const startX = useRef<number | null>(null);
  const go = (delta: number) => onIndex((index + delta + photos.length) % photos.length);
  // The keyboard's arrows too, for a tablet with a keyboard cover or a desktop.
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') goRef.current(1);
      if (e.key === 'ArrowLeft') goRef.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Modal opened onClose={onClose} fullScreen title={photo ? `${photo.nom} (${index + 1}/${photos.length})` : ''}>
      <div
        style={{ touchAction: 'pan-y', userSelect: 'none', height: 'calc(100vh - 140px)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        onPointerDown={(e) => {
          startX.current = e.clientX;
        }}
        onPointerUp={(e) => {
          if (startX.current === null) return;
          const dx = e.clientX - startX.current;
          startX.current = null;
          if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
        }}
        data-testid="visionneuse"
      >
        {url && <Image src={url} alt={photo?.nom ?? ''} fit="contain" mah="100%" draggable={false} />}
      </div>
      <Group justify="space-between">
        <ActionIcon size={56} variant="light" aria-label="Photo précédente" onClick={() => go(-1)} disabled={photos.length < 2}>
          ‹
        </ActionIcon>
        <Text>{photo?.takenAt ? `Prise le ${new Date(photo.takenAt).toLocaleString('fr-FR')}` : ''}</Text>
        <ActionIcon size={56} variant="light" aria-label="Photo suivante" onClick={() => go(1)} disabled={photos.length < 2}>
          ›
        </ActionIcon>
      </Group>
    </Modal>
  );
}
