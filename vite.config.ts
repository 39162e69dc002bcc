import { resolve } from 'node:path';
import { type Plugin, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.API_PORT ?? '8080';

/**
 * The entry's stylesheet becomes a preload (fetched at once, not render-blocking); src/app/boot/deferredStyles.ts
 * applies it before the first render (issue 14, first load).
 */
function deferEntryStyles(): Plugin {
  return {
    name: 'defer-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2" data-entry-style>'),
    },
  };
}

/**
 * Mantine's useId keeps React's id for the first render, then swaps in a random one from a layout effect: every
 * input, checkbox, select, popover and modal renders twice on mount, the second time synchronously inside the
 * commit (a legacy of React 17, which had no useId). With React's useId the id is already unique and stable, so
 * the hook returns it and renders once: the first screen's longest task loses that second render (issue 14).
 */
function mantineStableId(): Plugin {
  const file = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    load: (id) =>
      file.test(id)
        ? [
            "import { useId as useReactId } from 'react';",
            'export function useId(staticId) {',
            '  const reactId = useReactId();',
            "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\\w-]/g, '')}`;",
            '}',
          ].join('\n')
        : null,
  };
}

export default defineConfig({
  // Names this build (src/platform/build.ts): what a device keeps computed by one build is not used by another.
  define: { __APP_BUILD__: JSON.stringify(String(Date.now())) },
  plugins: [
    react(),
    mantineStableId(),
    deferEntryStyles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        name: 'Cimetière — gestion communale',
        short_name: 'Cimetière',
        description: 'Gestion des cimetières communaux, même sans réseau',
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f4e5f',
        background_color: '#f4f6f5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  worker: { format: 'es' },
  // 'hidden': maps are written for whoever debugs on the server, without a sourceMappingURL in the bundles;
  // the server never serves *.map (server/app.ts).
  build: {
    target: 'es2022',
    // Two pages: the app (index.html) and the sign-in page, which waits for the user before loading the app
    // (login.html, src/loginEntry.tsx; drawn at build time by scripts/prerenderLogin.ts).
    rollupOptions: { input: { index: resolve(import.meta.dirname, 'index.html'), login: resolve(import.meta.dirname, 'login.html') } },
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    // The HTML keeps its modulepreload links; a lazy screen's import no longer adds one <link> per dependency
    // to the head when it loads (a long task on the first screen after sign-in, issue 14): the service worker
    // has every chunk, and the browser follows the chunk's own imports.
    // The app's own chunk keeps its list when the sign-in page starts it: its imports are then fetched side by
    // side rather than one level at a time.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /\/startApp-[\w-]+\.js$/.test(file) ? deps : []) },
  },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
});
