import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { cataloguesPlugin } from './build/catalogues-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { pureDeclarationsPlugin } from './build/pure-declarations-plugin';
import { routeTablePlugin } from './build/route-table-plugin';

const localesDir = fileURLToPath(new URL('../../packages/i18n/locales', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src', import.meta.url));
const routerFile = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
const webSrc = fileURLToPath(new URL('./src/', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    cataloguesPlugin(localesDir),
    routeTablePlugin(routerFile),
    pureDeclarationsPlugin(sharedSrc),
    precompressPlugin(),
  ],
  // `@/components/ui` is apps/web/src/components/ui (tsconfig paths, eslint's resolver say the same)
  resolve: { alias: [{ find: /^@\//, replacement: webSrc }] },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: each page module's chunk and imports, for the server's preloads
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // @harbour/shared only declares schemas and rules: importing one rule must not pull every
        // zod schema (and zod) into the first page's code. Within a module, pureDeclarationsPlugin
        // lets the schemas nothing reads go too.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // Every module the entry imports goes into one chunk: each page loads all of them anyway,
          // and over HTTP/1.1 twenty small files cost more round trips than bytes.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
