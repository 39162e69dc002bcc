interface RouterLike {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded the first screen's route chunks (or failed to: it is initialized then too,
 * with the error to show). The app renders its first screen after this, as a transition: React Router's provider
 * reads the router's state when it first renders and subscribes to it only after its commit, so a first render in
 * slices could miss the router's initialization and stay on its loader for good (e2e caught it).
 */
export function whenRouterInitialized(router: RouterLike): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
