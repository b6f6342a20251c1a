import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The yearly anniversaries e-mailed (`SqlAnniversaryEmails`): one row per page and anniversary, whose key makes a
 * second e-mail for the same anniversary impossible. Declared so that the schema check sees the migrations' table;
 * nothing reads it through the entity manager.
 */
export const AnniversaryEmailSchema = defineEntity({
  name: 'AnniversaryEmailRecord',
  tableName: 'anniversary_emails',
  properties: {
    memoryId: p.string().primary(),
    years: p.integer().primary(),
    sentAt: p.datetime(),
  },
});

/** The pages whose buyer turned the anniversary e-mails off: one row each, and when (null: copied from another store). */
export const AnniversaryEmailsOffSchema = defineEntity({
  name: 'AnniversaryEmailsOffRecord',
  tableName: 'anniversary_emails_off',
  properties: {
    memoryId: p.string().primary(),
    turnedOffAt: p.datetime().nullable(),
  },
});
