import { useCallback, useEffect, useRef, useState } from 'react';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'ok'; lon: number; lat: number; accuracy: number; first: boolean }
  | { status: 'error'; message: string };

/** Messages of each failure, so the user knows what to do (issue 4: no fix or no permission, nothing breaks). */
function messageOf(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return 'La localisation est refusée : autorisez-la pour ce site dans les réglages du navigateur.';
  if (error.code === error.TIMEOUT) return 'La position n’a pas pu être obtenue à temps. Réessayez à découvert.';
  return 'Position introuvable : aucun signal GPS pour le moment.';
}

/** Follows the device's position after the user asks ('Me localiser'); stops when the screen closes. */
export function useGeolocation(): { state: GeolocationState; start: () => void; stop: () => void } {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const watch = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', message: 'Cet appareil ne permet pas la géolocalisation.' });
      return;
    }
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    setState({ status: 'waiting' });
    let first = true;
    watch.current = navigator.geolocation.watchPosition(
      (p) => {
        setState({ status: 'ok', lon: p.coords.longitude, lat: p.coords.latitude, accuracy: p.coords.accuracy, first });
        first = false;
      },
      (error) => setState({ status: 'error', message: messageOf(error) }),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 5_000 },
    );
  }, []);

  useEffect(
    () => () => {
      if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    },
    [],
  );
  return { state, start, stop };
}
