import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|json|html|svg|webmanifest|txt)$/;
// Small shared chunks count in a page's first visit too; only the tiniest files are left as they are.
const MIN_BYTES = 200;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, once, at build time. The
 * server's static plugin sends them to browsers that accept them (preCompressed), so pages download
 * a third of the bytes without compressing on every request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'harbour-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // zlib's async calls run on libuv's thread pool: all cores share the work.
      const files = [...filesUnder(outDir)].filter(
        (f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES,
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          // A small file can come out larger: then it is sent as it is.
          await Promise.all([
            br.length < content.length ? writeFile(`${file}.br`, br) : null,
            gz.length < content.length ? writeFile(`${file}.gz`, gz) : null,
          ]);
        }),
      );
    },
  };
}
