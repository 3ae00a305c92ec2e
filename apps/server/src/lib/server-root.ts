import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder above this module with a package.json. Found by walking up rather
 * than a fixed '../..' because the code runs from src/lib/ (tsx, vitest) and from the bundle dist/main.js.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
/** The repository: the default data folder and the built web app live here. */
export const repoRoot = path.resolve(serverRoot, '../..');
