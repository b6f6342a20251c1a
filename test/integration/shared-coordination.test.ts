import { describeSharedCoordination } from '../contract/shared-coordination.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

let remove: (() => Promise<void>) | undefined;

describeSharedCoordination(
  'rate limit counters and job leases on a SQLite file',
  async () => {
    const opened = await temporaryDatabase();
    remove = opened.remove;
    return opened.database;
  },
  async () => {
    await remove?.();
  },
);
