import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The project root (where package.json and dist/ live). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = join(PROJECT_ROOT, 'dist', 'src', 'main.js');
export const BARE_KOA_SERVER = join(PROJECT_ROOT, 'bench', 'bare-koa-server.mjs');
export const RESULTS_FILE = join(PROJECT_ROOT, '.bench', 'last-run.json');
