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
 * The entry (src/main.tsx) starts the app through a dynamic import, so that the drawn sign-in page can wait for
 * the user before loading it (src/app/boot/startWhenUsed.ts). Every other page needs the app at once: its chunk
 * and their imports get modulepreload links in index.html, fetched in parallel with the entry as before.
 * scripts/prerenderLogin.ts takes them out of login.html (marked data-app-preload).
 */
function preloadAppInIndex(): Plugin {
  return {
    name: 'preload-app-in-index',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/boot/startApp.tsx'));
        if (!app) throw new Error("preload-app-in-index: le module de l'application (startApp.tsx) est introuvable");
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        const links = [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-app-preload>`);
        return html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    deferEntryStyles(),
    preloadAppInIndex(),
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
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    // The HTML keeps its modulepreload links; a lazy screen's import no longer adds one <link> per dependency
    // to the head when it loads (a long task on the first screen after sign-in, issue 14): the service worker
    // has every chunk, and the browser follows the chunk's own imports.
    // The app's own chunk (started by the entry) keeps its list: on the sign-in page, where index.html's links are
    // absent, its imports are then fetched side by side rather than one level at a time.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /\/startApp-[\w-]+\.js$/.test(file) ? deps : []) },
  },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
});
