import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261224000000InitialSchema } from './migration-20261224000000-initial-schema.js';
import { Migration20261226000000SharedLimitsAndLeases } from './migration-20261226000000-shared-limits-and-leases.js';
import { Migration20261230000000RenewalsAndLifecycle } from './migration-20261230000000-renewals-and-lifecycle.js';
import { Migration20261231000000PageOpenings } from './migration-20261231000000-page-openings.js';
import { Migration20270101000000PageOrders } from './migration-20270101000000-page-orders.js';
import { Migration20270110000000ShopIdentity } from './migration-20270110000000-shop-identity.js';
import { Migration20270120000000RevealAt } from './migration-20270120000000-reveal-at.js';
import { Migration20270125000000MusicInfo } from './migration-20270125000000-music-info.js';
import { Migration20270130000000AnniversaryEmails } from './migration-20270130000000-anniversary-emails.js';
import { Migration20270205000000PageReplies } from './migration-20270205000000-page-replies.js';
import { Migration20270210000000PhotoPlaceholders } from './migration-20270210000000-photo-placeholders.js';
import { Migration20270212000000PageLook } from './migration-20270212000000-page-look.js';
import { Migration20270214000000StoryMoments } from './migration-20270214000000-story-moments.js';
import { Migration20270221000000PhotoAvifWidths } from './migration-20270221000000-photo-avif-widths.js';
import { Migration20270301000000PriceCents } from './migration-20270301000000-price-cents.js';

/**
 * Every PostgreSQL migration, oldest first, with the same rules as `sqliteMigrations`: never rename or reorder an entry,
 * only append. A change of schema adds one migration here and one under `migrations/sqlite`, from the same entity schemas.
 */
export const postgresqlMigrations: MigrationObject[] = [
  { name: 'Migration20261224000000_initial_schema', class: Migration20261224000000InitialSchema },
  { name: 'Migration20261226000000_shared_limits_and_leases', class: Migration20261226000000SharedLimitsAndLeases },
  { name: 'Migration20261230000000_renewals_and_lifecycle', class: Migration20261230000000RenewalsAndLifecycle },
  { name: 'Migration20261231000000_page_openings', class: Migration20261231000000PageOpenings },
  { name: 'Migration20270101000000_page_orders', class: Migration20270101000000PageOrders },
  { name: 'Migration20270110000000_shop_identity', class: Migration20270110000000ShopIdentity },
  { name: 'Migration20270120000000_reveal_at', class: Migration20270120000000RevealAt },
  { name: 'Migration20270125000000_music_info', class: Migration20270125000000MusicInfo },
  { name: 'Migration20270130000000_anniversary_emails', class: Migration20270130000000AnniversaryEmails },
  { name: 'Migration20270205000000_page_replies', class: Migration20270205000000PageReplies },
  { name: 'Migration20270210000000_photo_placeholders', class: Migration20270210000000PhotoPlaceholders },
  { name: 'Migration20270212000000_page_look', class: Migration20270212000000PageLook },
  { name: 'Migration20270214000000_story_moments', class: Migration20270214000000StoryMoments },
  { name: 'Migration20270221000000_photo_avif_widths', class: Migration20270221000000PhotoAvifWidths },
  { name: 'Migration20270301000000_price_cents', class: Migration20270301000000PriceCents },
];
