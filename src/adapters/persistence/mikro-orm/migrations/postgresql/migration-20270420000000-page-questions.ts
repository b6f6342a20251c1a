import { Migration } from '../migration.js';

/** "Pergunta de vocês". As in the SQLite migration. */
export class Migration20270420000000PageQuestions extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_questions" ("memory_id" varchar(255) not null, "question" varchar(255) not null, "hint" varchar(255) null, ' +
        '"answer_hash" varchar(255) not null, "alerted_at" timestamptz null, constraint "page_questions_pkey" primary key ("memory_id"));',
    );
    this.addSql(
      'create table "page_question_tries" ("memory_id" varchar(255) not null, "client_key" varchar(255) not null, ' +
        '"tried_at" timestamptz not null, "tries" int not null default 1, constraint "page_question_tries_pkey" primary key ("memory_id", "client_key", "tried_at"));',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "page_question_tries";');
    this.addSql('drop table if exists "page_questions";');
  }
}
