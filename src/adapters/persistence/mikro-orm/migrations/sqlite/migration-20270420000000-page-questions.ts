import { Migration } from '../migration.js';

/**
 * "Pergunta de vocês": each page's question with its answer's keyed hash, and its recent wrong answers by a digest of
 * the address, those given at one instant in one row (their primary key starts with the page: it serves the counts
 * and the deletions).
 */
export class Migration20270420000000PageQuestions extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_questions` (`memory_id` text not null, `question` text not null, `hint` text null, ' +
        '`answer_hash` text not null, `alerted_at` datetime null, primary key (`memory_id`));',
    );
    this.addSql(
      'create table `page_question_tries` (`memory_id` text not null, `client_key` text not null, `tried_at` datetime not null, ' +
        '`tries` integer not null default 1, primary key (`memory_id`, `client_key`, `tried_at`));',
    );
  }

  override down(): void {
    this.addSql('drop table `page_question_tries`;');
    this.addSql('drop table `page_questions`;');
  }
}
