import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // @harbour/shared only declares schemas and rules: importing one rule must not pull every
        // zod schema (and zod) into the first page's code.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
        // Building a zod schema has no effect besides its value: unused ones can go.
        manualPureFunctions: ['z'],
      },
    },
  },
});
