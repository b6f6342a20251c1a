/**
 * The names `sqliteMigrations` records in `mikro_orm_migrations`, oldest first, without loading the migrations: start-up
 * compares them with the table and loads MikroORM's Migrator only when one is missing (a test keeps the two in step).
 */
export const SQLITE_MIGRATION_NAMES: readonly string[] = [
  'Migration20260310000000_create_memories',
  'Migration20261122000000_payments_and_outbox',
  'Migration20261201000000_task_lease_owner',
  'Migration20261215000000_health_heartbeat',
  'Migration20261220000000_email_correction_key',
  'Migration20261224000000_payment_method',
  'Migration20261226000000_shared_limits_and_leases',
  'Migration20261230000000_renewals_and_lifecycle',
  'Migration20261231000000_page_openings',
  'Migration20270101000000_page_orders',
  'Migration20270110000000_shop_identity',
  'Migration20270120000000_reveal_at',
  'Migration20270125000000_music_info',
  'Migration20270130000000_anniversary_emails',
  'Migration20270205000000_page_replies',
  'Migration20270210000000_photo_placeholders',
  'Migration20270212000000_page_look',
  'Migration20270214000000_story_moments',
  'Migration20270221000000_photo_avif_widths',
  'Migration20270301000000_price_cents',
];
