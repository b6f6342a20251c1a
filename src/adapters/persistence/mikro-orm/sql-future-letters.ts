import type { EntityManager } from '@mikro-orm/core';
import type { FutureLetter } from '../../../domain/letters/future-letter.js';
import type { QueuedEmail } from '../../../application/ports/email-outbox.js';
import type { FutureLetters } from '../../../application/ports/future-letters.js';
import { executeIn, markOnceQueuing, type Param } from './mark-once.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

interface LetterRow {
  readonly memory_id: string;
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly opens_on: string;
  readonly created_at: number | string | Date;
  readonly opened_at: number | string | Date | null;
}

const COLUMNS = '"memory_id", "id", "title", "text", "opens_on", "created_at", "opened_at"';

/**
 * The `page_letters` table. `add` is one conditional `insert … select … where (select count(*) …) < ?`: SQLite runs it
 * under its write lock, and on PostgreSQL the transaction first takes an advisory lock of its page (as `SqlPageReplies`
 * does), so two owners racing for the page's last place are counted one after the other, on every instance, and one
 * of them gets it. `markOpened` is one conditional `update … where "opened_at" is null` and the inserts of its e-mails
 * in one transaction: a second visitor's update waits for the first one's row and then finds it opened.
 */
export class SqlFutureLetters implements FutureLetters {
  constructor(private readonly database: SqlDatabase) {}

  async ofPage(memoryId: string): Promise<FutureLetter[]> {
    const rows = await this.run<LetterRow>(
      this.database.orm.em.fork(),
      "reading a page's letters",
      `select ${COLUMNS} from "page_letters" where "memory_id" = ? order by "opens_on", "created_at", "id"`,
      [memoryId],
    );
    return rows.map(letterFrom);
  }

  async find(memoryId: string, id: string): Promise<FutureLetter | null> {
    const [row] = await this.run<LetterRow>(
      this.database.orm.em.fork(),
      'reading a letter',
      `select ${COLUMNS} from "page_letters" where "memory_id" = ? and "id" = ?`,
      [memoryId, id],
    );
    return row ? letterFrom(row) : null;
  }

  async add(letter: FutureLetter, max: number): Promise<boolean> {
    const { dialect } = this.database;
    const time = (instant: Date | null) => (instant === null ? null : dialect.time(instant));
    return this.database.orm.em.fork().transactional(async (em) => {
      if (dialect.name === 'postgresql') {
        await this.run(em, 'locking the page', "select pg_advisory_xact_lock(hashtextextended('page_letters:' || cast(? as text), 0))", [
          letter.memoryId,
        ]);
      }
      const added = await this.run<{ id: string }>(
        em,
        'adding a letter',
        `insert into "page_letters" (${COLUMNS}) select ?, ?, ?, ?, ?, ?, ? ` +
          'where (select count(*) from "page_letters" where "memory_id" = ?) < ? on conflict ("memory_id", "id") do nothing returning "id"',
        [letter.memoryId, letter.id, letter.title, letter.text, letter.opensOn, time(letter.createdAt), time(letter.openedAt), letter.memoryId, max],
      );
      return added.length > 0;
    });
  }

  async update(letter: FutureLetter): Promise<void> {
    await this.run(
      this.database.orm.em.fork(),
      'changing a letter',
      'update "page_letters" set "title" = ?, "text" = ?, "opens_on" = ? where "memory_id" = ? and "id" = ?',
      [letter.title, letter.text, letter.opensOn, letter.memoryId, letter.id],
    );
  }

  async remove(memoryId: string, id: string): Promise<boolean> {
    try {
      const result = await this.database.orm.em
        .fork()
        .getConnection()
        .execute<{ affectedRows: number }>('delete from "page_letters" where "memory_id" = ? and "id" = ?', [memoryId, id], 'run');
      return Number(result.affectedRows) > 0;
    } catch (error) {
      throw statementError('page_letters: removing a letter', error);
    }
  }

  async markOpened(memoryId: string, id: string, at: Date, emails: readonly QueuedEmail[]): Promise<boolean> {
    const mark = {
      what: 'page_letters: marking a letter opened',
      sql: 'update "page_letters" set "opened_at" = ? where "memory_id" = ? and "id" = ? and "opened_at" is null returning "id"',
      params: [this.database.dialect.time(at), memoryId, id],
    };
    return markOnceQueuing(this.database, mark, emails, (email) => `${email.reason}-${memoryId}-${id}`);
  }

  private run<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    return executeIn<Row>(em, `page_letters: ${what}`, sql, params);
  }
}

function letterFrom(row: LetterRow): FutureLetter {
  return {
    memoryId: row.memory_id,
    id: row.id,
    title: row.title,
    text: row.text,
    opensOn: row.opens_on,
    createdAt: instantFrom(row.created_at, 'page_letters.created_at'),
    openedAt: row.opened_at === null ? null : instantFrom(row.opened_at, 'page_letters.opened_at'),
  };
}
