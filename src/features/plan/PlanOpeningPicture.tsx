import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pictureFor, type PlanPictureSet } from '../../domain/plan';
import type { PlanTap } from './map/planMapProps';
import './planOpeningPicture.css';
import type { PlanPicture } from '../../replica/types';

interface PlanOpeningPictureProps {
  /** The pictures of the replica's current state (usePlanData). */
  pictures: readonly PlanPicture[];
  /** The screen's opening set of plots. */
  set: PlanPictureSet;
  /** A tap on the picture, at its pixel in the map's box: the map answers it once drawn (issue 29). */
  onTap: (tap: PlanTap) => void;
}

/**
 * The plan's opening picture (issue 29, src/domain/plan/planPicture.ts), over the map's box until the map has drawn
 * its plots (the workspace then removes it): shown only when one was made from the replica's current state for this screen at exactly this box's
 * size and pixel ratio, so the map then draws the very same pixels under it. A tap on it is handed to the map,
 * which answers it as its own once drawn.
 * `data-shown` is set once its image is decoded (the benchmark's "plan seen").
 */
export function PlanOpeningPicture({ pictures, set, onTap }: PlanOpeningPictureProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize((old) => (old && old.width === element.clientWidth && old.height === element.clientHeight ? old : { width: element.clientWidth, height: element.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const picture = size ? pictureFor(pictures, { set, ...size, pixelRatio: window.devicePixelRatio || 1 }) : null;
  const url = useMemo(() => (picture ? URL.createObjectURL(picture.blob) : null), [picture]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const [shown, setShown] = useState<string | null>(null);
  return (
    <div
      ref={box}
      className="plan-opening-picture"
      aria-hidden="true"
      data-shown={url !== null && shown === url ? 'true' : undefined}
      // Shown, it takes the taps the map would take: a plot tapped on it is chosen once the map has drawn.
      style={{ pointerEvents: url ? 'auto' : 'none' }}
      onClick={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        onTap({ pixel: [event.clientX - rect.left, event.clientY - rect.top], touch: (event.nativeEvent as PointerEvent).pointerType === 'touch' });
      }}
    >
      {url && size && (
        <img
          src={url}
          alt=""
          width={size.width}
          height={size.height}
          data-testid="plan-picture"
          onLoad={(event) => {
            const image = event.currentTarget;
            void image.decode().then(
              () => setShown(url),
              () => setShown(url),
            );
          }}
        />
      )}
    </div>
  );
}
