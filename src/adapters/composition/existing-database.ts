import { isAbsolute } from 'node:path';
import type { Config } from '../../../config/config.js';
import { STARTUP_ERROR_TEXT } from '../../texts/startup-errors.pt-br.js';
import { StartupError } from '../shared/startup-error.js';
import { statOrNull } from './check-data-dir.js';
import { dataPaths } from './data-paths.js';

/**
 * memories-cli works on a shop that exists: a missing SQLite file means DATA_DIR points elsewhere (the default `./data`
 * run from another folder, a relative path in a cron job), and opening it would make a new, empty shop there that a
 * backup then copies over the real one's history. Refused with the folder it looked in, before anything is created.
 * PostgreSQL's database is made by its operator, never by the product.
 */
export async function refuseMissingDatabase(config: Config): Promise<void> {
  if (config.database.engine !== 'sqlite') return;
  const { dataDir, database } = dataPaths(config);
  const folder = await statOrNull(dataDir);
  if (folder && !folder.isDirectory()) throw new StartupError(STARTUP_ERROR_TEXT.notAFolder('dataDir', dataDir));
  if (folder && (await statOrNull(database))) return;
  const relative = isAbsolute(config.dataDir) ? null : { configured: config.dataDir, from: process.cwd() };
  throw new StartupError(STARTUP_ERROR_TEXT.databaseMissing(dataDir, relative));
}
