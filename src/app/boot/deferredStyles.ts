/**
 * The stylesheet of the entry is not render-blocking (issue 14): the build turns its <link rel="stylesheet"> into
 * a preload (vite.config.ts, deferEntryStyles), fetched in parallel with the script. The app applies it here
 * before its first render, so nothing is ever drawn unstyled.
 */
export function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-entry-style]')];
  return Promise.all(
    links.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A failed stylesheet must not keep the app from starting: it renders unstyled rather than not at all.
          sheet.onload = () => resolve();
          sheet.onerror = () => resolve();
          document.head.appendChild(sheet);
        }),
    ),
  ).then(() => undefined);
}
