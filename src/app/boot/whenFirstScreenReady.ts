import { whenIdle } from '../../platform/idle';

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Resolves once the router has shown its first screen (its lazy chunks loaded) and the browser is idle: the
 * service worker's precache (every chunk of every screen) then downloads without competing with it (issue 14).
 */
export function whenFirstScreenReady(router: RouterLike): Promise<void> {
  const shown = new Promise<void>((resolve) => {
    const ready = (state: RouterLike['state']) => state.initialized && state.navigation.state === 'idle';
    if (ready(router.state)) return resolve();
    const stop = router.subscribe((state) => {
      if (!ready(state)) return;
      stop();
      resolve();
    });
  });
  return shown.then(() => new Promise<void>((resolve) => void whenIdle(resolve)));
}
