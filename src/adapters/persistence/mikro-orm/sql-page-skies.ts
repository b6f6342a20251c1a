import type { PageSkies, StoredSky } from '../../../application/ports/page-skies.js';
import { executeIn } from './mark-once.js';
import type { SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

interface SkyRow {
  readonly memory_id: string;
  readonly place_name: string;
  readonly latitude: number | string;
  readonly longitude: number | string;
  readonly time_zone: string;
}

/** The `page_skies` table: one row per page that shows its sky. */
export class SqlPageSkies implements PageSkies {
  constructor(private readonly database: SqlDatabase) {}

  async find(memoryId: string): Promise<StoredSky | null> {
    const [row] = await executeIn<SkyRow>(
      this.database.orm.em.fork(),
      "page_skies: reading a page's sky",
      'select "memory_id", "place_name", "latitude", "longitude", "time_zone" from "page_skies" where "memory_id" = ?',
      [memoryId],
    );
    return row ? skyFrom(row) : null;
  }

  async save(sky: StoredSky): Promise<void> {
    await executeIn(
      this.database.orm.em.fork(),
      'page_skies: setting a sky',
      'insert into "page_skies" ("memory_id", "place_name", "latitude", "longitude", "time_zone") values (?, ?, ?, ?, ?) ' +
        'on conflict ("memory_id") do update set "place_name" = excluded."place_name", "latitude" = excluded."latitude", ' +
        '"longitude" = excluded."longitude", "time_zone" = excluded."time_zone"',
      [sky.memoryId, sky.name, sky.latitude, sky.longitude, sky.timeZone],
    );
  }

  async remove(memoryId: string): Promise<boolean> {
    const em = this.database.orm.em.fork();
    const removed = await em
      .getConnection()
      .execute<{ affectedRows: number }>('delete from "page_skies" where "memory_id" = ?', [memoryId], 'run')
      .catch((error: unknown) => {
        throw statementError('page_skies: removing a sky', error);
      });
    return Number(removed.affectedRows) > 0;
  }
}

function skyFrom(row: SkyRow): StoredSky {
  return {
    memoryId: row.memory_id,
    name: row.place_name,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timeZone: row.time_zone,
  };
}
