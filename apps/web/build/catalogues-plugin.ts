import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves the translation catalogues (packages/i18n/locales/<lang>/<ns>.json) as plain JSON files
 * instead of one JS chunk each: the app then needs no table of ~250 chunk names in its first
 * script, only one base URL. The base holds a hash of every catalogue, so the files can be cached
 * forever like the rest of assets/.
 */
export function cataloguesPlugin(localesDir: string): Plugin {
  const files = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(localesDir, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${d.name}/${f}`),
      )
      .sort();
  const read = (file: string) => readFileSync(path.join(localesDir, file), 'utf8');
  let base = '/assets/locales/dev';

  return {
    name: 'harbour-catalogues',
    config(_config, { command }) {
      if (command === 'build') {
        const hash = createHash('sha256');
        for (const file of files()) hash.update(file).update('\0').update(read(file)).update('\0');
        base = `/assets/locales/${hash.digest('hex').slice(0, 10)}`;
      }
      return { define: { __CATALOGUE_BASE__: JSON.stringify(base) } };
    },
    configureServer(server) {
      // The dev server reads the files on each request, so edits show on reload.
      server.middlewares.use(base, (req, res) => {
        const file = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!files().includes(file)) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(read(file));
      });
    },
    generateBundle() {
      for (const file of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.replace(/^\//, '')}/${file}`,
          source: JSON.stringify(JSON.parse(read(file))),
        });
      }
    },
  };
}
