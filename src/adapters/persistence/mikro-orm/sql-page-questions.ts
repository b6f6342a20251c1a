import type { EntityManager } from '@mikro-orm/core';
import type { PageQuestions, StoredQuestion, WrongAnswerAlert, WrongAnswersSince } from '../../../application/ports/page-questions.js';
import { executeIn, markOnceQueuing, type Param } from './mark-once.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

interface QuestionRow {
  readonly memory_id: string;
  readonly question: string;
  readonly hint: string | null;
  readonly answer_hash: string;
  readonly alerted_at: number | string | Date | null;
}

interface CountRow {
  readonly page: number | string;
  readonly client: number | string | null;
  readonly oldest_of_page: number | string | Date | null;
  readonly oldest_of_client: number | string | Date | null;
}

/**
 * The `page_questions` and `page_question_tries` tables. A wrong answer is one insert (and the page's older ones
 * forgotten) in one transaction; its alert to the buyer is a conditional `update … where "alerted_at" is null or
 * "alerted_at" <= ?` with the e-mail's insert (`markOnceQueuing`), so racing wrong answers on several instances queue
 * one alert a day.
 */
export class SqlPageQuestions implements PageQuestions {
  constructor(private readonly database: SqlDatabase) {}

  async find(memoryId: string): Promise<StoredQuestion | null> {
    const [row] = await this.run<QuestionRow>(
      this.em(),
      "reading a page's question",
      'select "memory_id", "question", "hint", "answer_hash", "alerted_at" from "page_questions" where "memory_id" = ?',
      [memoryId],
    );
    return row ? questionFrom(row) : null;
  }

  async save(question: Omit<StoredQuestion, 'alertedAt'>): Promise<void> {
    await this.em().transactional(async (em) => {
      await this.run(
        em,
        'setting a question',
        'insert into "page_questions" ("memory_id", "question", "hint", "answer_hash", "alerted_at") values (?, ?, ?, ?, null) ' +
          'on conflict ("memory_id") do update set "question" = excluded."question", "hint" = excluded."hint", "answer_hash" = excluded."answer_hash"',
        [question.memoryId, question.question, question.hint, question.answerHash],
      );
    });
  }

  async remove(memoryId: string): Promise<boolean> {
    return this.em().transactional(async (em) => {
      await this.run(em, 'forgetting wrong answers', 'delete from "page_question_tries" where "memory_id" = ?', [memoryId]);
      const removed = await em
        .getConnection()
        .execute<{ affectedRows: number }>('delete from "page_questions" where "memory_id" = ?', [memoryId], 'run', em.getTransactionContext())
        .catch((error: unknown) => {
          throw statementError('page_questions: removing a question', error);
        });
      return Number(removed.affectedRows) > 0;
    });
  }

  async wrongAnswers(memoryId: string, clientKey: string, since: Date): Promise<WrongAnswersSince> {
    const [row] = await this.run<CountRow>(
      this.em(),
      'counting wrong answers',
      'select coalesce(sum("tries"), 0) as "page", sum(case when "client_key" = ? then "tries" else 0 end) as "client", min("tried_at") as "oldest_of_page", ' +
        'min(case when "client_key" = ? then "tried_at" end) as "oldest_of_client" from "page_question_tries" where "memory_id" = ? and "tried_at" > ?',
      [clientKey, clientKey, memoryId, this.database.dialect.time(since)],
    );
    const instant = (value: CountRow['oldest_of_page']) =>
      value === null || value === undefined ? null : instantFrom(value, 'page_question_tries.tried_at');
    return {
      page: Number(row?.page ?? 0),
      client: Number(row?.client ?? 0),
      oldestOfPage: instant(row?.oldest_of_page ?? null),
      oldestOfClient: instant(row?.oldest_of_client ?? null),
    };
  }

  async recordWrongAnswer(memoryId: string, clientKey: string, at: Date, since: Date, alert: WrongAnswerAlert | null): Promise<void> {
    const { dialect } = this.database;
    await this.em().transactional(async (em) => {
      await this.run(em, 'forgetting old wrong answers', 'delete from "page_question_tries" where "memory_id" = ? and "tried_at" <= ?', [
        memoryId,
        dialect.time(since),
      ]);
      await this.run(
        em,
        'counting a wrong answer',
        'insert into "page_question_tries" ("memory_id", "client_key", "tried_at", "tries") values (?, ?, ?, 1) ' +
          'on conflict ("memory_id", "client_key", "tried_at") do update set "tries" = "page_question_tries"."tries" + 1',
        [memoryId, clientKey, dialect.time(at)],
      );
    });
    if (!alert) return;
    const mark = {
      what: 'page_questions: marking the buyer alerted',
      sql: 'update "page_questions" set "alerted_at" = ? where "memory_id" = ? and ("alerted_at" is null or "alerted_at" <= ?) returning "memory_id"',
      params: [dialect.time(at), memoryId, dialect.time(alert.alertedBefore)],
    };
    await markOnceQueuing(this.database, mark, [alert.email], (email) => `${email.reason}-${memoryId}-${at.getTime()}`);
  }

  private em(): EntityManager {
    return this.database.orm.em.fork();
  }

  private run<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    return executeIn<Row>(em, `page_questions: ${what}`, sql, params);
  }
}

function questionFrom(row: QuestionRow): StoredQuestion {
  return {
    memoryId: row.memory_id,
    question: row.question,
    hint: row.hint,
    answerHash: row.answer_hash,
    alertedAt: row.alerted_at === null ? null : instantFrom(row.alerted_at, 'page_questions.alerted_at'),
  };
}
