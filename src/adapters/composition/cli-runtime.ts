import { join, resolve } from 'node:path';
import type { Config } from '../../../config/config.js';
import { SqlPageOpenings } from '../persistence/mikro-orm/sql-page-openings.js';
import { SqlPageReplies } from '../persistence/mikro-orm/sql-page-replies.js';
import { SqlAnniversaryEmails } from '../persistence/mikro-orm/sql-anniversary-emails.js';
import { SqlRecipientDeliveries } from '../persistence/mikro-orm/sql-recipient-deliveries.js';
import { SqlFutureLetters } from '../persistence/mikro-orm/sql-future-letters.js';
import { SqlPageChapters } from '../persistence/mikro-orm/sql-page-chapters.js';
import { SqlPageQuestions } from '../persistence/mikro-orm/sql-page-questions.js';
import { SqlPageSkies } from '../persistence/mikro-orm/sql-page-skies.js';
import { CopyShopData, type ShopStores } from '../../application/support/copy-shop-data.js';
import { MikroOrmMemoryRepository } from '../persistence/mikro-orm/mikro-orm-memory-repository.js';
import { openDatabase } from '../persistence/mikro-orm/open-database.js';
import { FilesystemPhotoStorage } from '../storage/filesystem-photo-storage.js';
import { checkDataDir } from './check-data-dir.js';
import { refuseMissingDatabase } from './existing-database.js';
import { createLogger, stderrAtOnce } from '../logging/logger.js';
import { buildRuntime, type PortAdapters, type Runtime } from './container.js';
import { checkShopAtStart, shopMismatchSentence } from './shop-identity-at-start.js';
import type { CliRuntime, CliSafekeeping } from '../cli/cli-context.js';
import { PORTS as P } from './ports.js';
import { CheckShopIdentity } from '../../application/safekeeping/shop-identity-check.js';

/**
 * The runtime of one memories-cli command: the same composition as the server, its use cases handed over by class, on
 * a database that exists (a command never makes a new shop). Logs
 * go to stderr, warnings and errors only unless LOG_LEVEL asks for debug or silence, so stdout stays the command's
 * output.
 */
export async function openCliRuntime(config: Config, overrides: Partial<PortAdapters> = {}): Promise<CliRuntime> {
  await refuseMissingDatabase(config);
  const level = config.logLevel === 'debug' || config.logLevel === 'silent' ? config.logLevel : 'warn';
  const stderr = stderrAtOnce();
  const logger = overrides.logger ?? createLogger(level, { bindings: { component: 'cli' }, out: stderr, errors: stderr });
  const runtime = await buildRuntime(config, { ...overrides, logger });
  const get = runtime.container.get.bind(runtime.container);
  return {
    useCase: runtime.useCase,
    clock: get(P.Clock),
    emailOutbox: get(P.EmailOutbox),
    openShopCopy: async (dataDir) => {
      const source = await openEmbeddedShop(dataDir);
      const target = {
        repository: get(P.MemoryRepository),
        support: get(P.MemorySupportQueries),
        photos: get(P.PhotoStorage),
        openings: get(P.PageOpenings),
        anniversaries: get(P.AnniversaryEmails),
        replies: get(P.PageReplies),
        deliveries: get(P.RecipientDeliveries),
        letters: get(P.FutureLetters),
        questions: get(P.PageQuestions),
        skies: get(P.PageSkies),
        chapters: get(P.PageChapters),
      };
      return { copy: new CopyShopData(source, target), close: source.close };
    },
    safekeeping: safekeepingOf(runtime),
    dataFolderSpace: async () => ({ place: runtime.paths.dataDir, ...(await runtime.dataFolderSpace()) }),
    close: () => runtime.close(),
  };
}

function safekeepingOf(runtime: Runtime): CliSafekeeping {
  return {
    places: runtime.places,
    inspectShop: async () => {
      const verdict = await runtime.useCase(CheckShopIdentity).inspect();
      return { verdict, refusal: verdict.kind === 'refused' ? shopMismatchSentence(verdict, runtime.places) : null };
    },
    ensureSameShop: async () => {
      await checkShopAtStart(runtime);
    },
  };
}

/** The stores of the embedded setup in `dataDir`: its SQLite file (checked like at start-up) and its photo folder. */
async function openEmbeddedShop(dataDir: string): Promise<ShopStores & { close(): Promise<void> }> {
  const root = resolve(dataDir);
  const paths = {
    dataDir: root,
    database: join(root, 'memories.sqlite'),
    uploads: join(root, 'uploads'),
    incoming: join(root, 'incoming'),
    outbox: join(root, 'outbox'),
  };
  await checkDataDir(paths, { outbox: false, sqliteFile: true });
  const database = await openDatabase({ dbPath: paths.database });
  const pages = new MikroOrmMemoryRepository(database);
  return {
    repository: pages,
    support: pages,
    photos: new FilesystemPhotoStorage(paths.uploads),
    openings: new SqlPageOpenings(database),
    anniversaries: new SqlAnniversaryEmails(database),
    replies: new SqlPageReplies(database),
    deliveries: new SqlRecipientDeliveries(database),
    letters: new SqlFutureLetters(database),
    questions: new SqlPageQuestions(database),
    skies: new SqlPageSkies(database),
    chapters: new SqlPageChapters(database),
    close: () => database.close(),
  };
}
