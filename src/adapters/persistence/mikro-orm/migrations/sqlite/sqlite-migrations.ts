import type { ListedMigration } from '../listed-migration.js';

/**
 * Every SQLite migration, oldest first: the name `mikro_orm_migrations` records and the file that holds it, in one place.
 * Listed statically so they load the same way under tsc output, tsx and vitest. A name is stored once applied: never
 * rename or reorder an entry, only append. A change of schema appends one entry here and one to `POSTGRESQL_MIGRATIONS`
 * (`migrations/postgresql`), from the same entity schemas; a test applies both lists and compares their columns.
 */
export const SQLITE_MIGRATIONS: readonly ListedMigration[] = [
  { name: 'Migration20260310000000_create_memories', load: () => import('./migration-20260310000000-create-memories.js') },
  { name: 'Migration20261122000000_payments_and_outbox', load: () => import('./migration-20261122000000-payments-and-outbox.js') },
  { name: 'Migration20261201000000_task_lease_owner', load: () => import('./migration-20261201000000-task-lease-owner.js') },
  { name: 'Migration20261215000000_health_heartbeat', load: () => import('./migration-20261215000000-health-heartbeat.js') },
  { name: 'Migration20261220000000_email_correction_key', load: () => import('./migration-20261220000000-email-correction-key.js') },
  { name: 'Migration20261224000000_payment_method', load: () => import('./migration-20261224000000-payment-method.js') },
  { name: 'Migration20261226000000_shared_limits_and_leases', load: () => import('./migration-20261226000000-shared-limits-and-leases.js') },
  { name: 'Migration20261230000000_renewals_and_lifecycle', load: () => import('./migration-20261230000000-renewals-and-lifecycle.js') },
  { name: 'Migration20261231000000_page_openings', load: () => import('./migration-20261231000000-page-openings.js') },
  { name: 'Migration20270101000000_page_orders', load: () => import('./migration-20270101000000-page-orders.js') },
  { name: 'Migration20270110000000_shop_identity', load: () => import('./migration-20270110000000-shop-identity.js') },
  { name: 'Migration20270120000000_reveal_at', load: () => import('./migration-20270120000000-reveal-at.js') },
  { name: 'Migration20270125000000_music_info', load: () => import('./migration-20270125000000-music-info.js') },
  { name: 'Migration20270130000000_anniversary_emails', load: () => import('./migration-20270130000000-anniversary-emails.js') },
  { name: 'Migration20270205000000_page_replies', load: () => import('./migration-20270205000000-page-replies.js') },
  { name: 'Migration20270210000000_photo_placeholders', load: () => import('./migration-20270210000000-photo-placeholders.js') },
  { name: 'Migration20270212000000_page_look', load: () => import('./migration-20270212000000-page-look.js') },
  { name: 'Migration20270214000000_story_moments', load: () => import('./migration-20270214000000-story-moments.js') },
  { name: 'Migration20270221000000_photo_avif_widths', load: () => import('./migration-20270221000000-photo-avif-widths.js') },
  { name: 'Migration20270301000000_price_cents', load: () => import('./migration-20270301000000-price-cents.js') },
  { name: 'Migration20270310000000_background_tasks', load: () => import('./migration-20270310000000-background-tasks.js') },
  { name: 'Migration20270320000000_reveal_style', load: () => import('./migration-20270320000000-reveal-style.js') },
  { name: 'Migration20270401000000_page_deliveries', load: () => import('./migration-20270401000000-page-deliveries.js') },
  { name: 'Migration20270410000000_page_letters', load: () => import('./migration-20270410000000-page-letters.js') },
  { name: 'Migration20270420000000_page_questions', load: () => import('./migration-20270420000000-page-questions.js') },
  { name: 'Migration20270501000000_page_skies', load: () => import('./migration-20270501000000-page-skies.js') },
  { name: 'Migration20270503000000_voice', load: () => import('./migration-20270503000000-voice.js') },
  { name: 'Migration20270502000000_page_chapters', load: () => import('./migration-20270502000000-page-chapters.js') },
];
