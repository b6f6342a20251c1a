import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The project root (where package.json and dist/ live). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = join(PROJECT_ROOT, 'dist', 'src', 'main.js');
export const BARE_KOA_SERVER = join(PROJECT_ROOT, 'bench', 'bare-koa-server.mjs');
export const RESULTS_FILE = join(PROJECT_ROOT, '.bench', 'last-run.json');

/** node's flags in `npm start` (package.json), so the bench runs the server as the product starts it. */
export const SERVER_NODE_FLAGS: readonly string[] = (() => {
  const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const match = /\bnode((?: --[^\s]+)*) dist\/src\/main\.js/.exec(scripts.start);
  if (!match) throw new Error('package.json: the start script does not run node dist/src/main.js');
  return match[1]!.trim().split(' ').filter(Boolean);
})();
