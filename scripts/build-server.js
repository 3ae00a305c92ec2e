// Compiles the server to plain JavaScript: apps/server/src/main.ts -> apps/server/dist/main.js (+ .map).
// The server's own code and the workspace packages (@harbour/shared, @harbour/i18n: TypeScript sources)
// are bundled; every other package stays an import resolved from node_modules at run time, so native
// modules (argon2, sharp), PGlite's wasm files and the packages' own file lookups keep working.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const outdir = path.join(serverDir, 'dist');

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    // bare specifiers ('fastify', 'drizzle-orm/pglite', '@scope/pkg'), but not the workspace packages
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@harbour/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // function and class names as written: fastify plugin names, error names in logs
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(
  `server built in ${Math.round(performance.now() - started)} ms: ${path.relative(process.cwd(), outdir)}/main.js`,
);
