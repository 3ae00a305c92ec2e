import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/cluster-lib.js';

/** Both test files run apps/server/dist/main.js: build the server once (only when its sources changed). */
export default function setup(): void {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-changed.js'), 'server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error('the server build failed (node scripts/build-if-changed.js server)');
}
