import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * "Pergunta de vocês" (`SqlPageQuestions`): a page's question, its hint and its answer's keyed hash, one row per page;
 * and the wrong answers it took lately, by a keyed digest of the address. Declared so that the schema check and the
 * backups see the migrations' tables; nothing reads them through the entity manager.
 */
export const PageQuestionSchema = defineEntity({
  name: 'PageQuestionRecord',
  tableName: 'page_questions',
  properties: {
    memoryId: p.string().primary(),
    question: p.string(),
    hint: p.string().nullable(),
    answerHash: p.string(),
    alertedAt: p.datetime().nullable(),
  },
});

export const PageQuestionTrySchema = defineEntity({
  name: 'PageQuestionTryRecord',
  tableName: 'page_question_tries',
  properties: {
    memoryId: p.string().primary(),
    clientKey: p.string().primary(),
    triedAt: p.datetime().primary(),
    /** Wrong answers given at that very instant from that address. */
    tries: p.integer().default(1),
  },
});
