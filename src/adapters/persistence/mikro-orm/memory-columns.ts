import type { MemoryState } from '../../../domain/memory/memory.js';
import type { MemoryStatus } from '../../../domain/memory/memory-status.js';
import type { PlanId } from '../../../domain/plan/plan.js';
import {
  lifecycleNoticeFromColumn,
  ordersFromColumn,
  paymentMethodFromColumn,
  paymentOutcomeFromColumn,
  photoListFromColumn,
  photoPlaceholdersFromColumn,
  photoAvifWidthsFromColumn,
  ordersToColumn,
} from './memory-column-values.js';
import { instantFrom } from './sql-dialect.js';
import { DEFAULT_FALLING_EMOJI } from '../../../domain/look/falling-emoji.js';
import { DEFAULT_PALETTE } from '../../../domain/look/palettes.js';
import { DEFAULT_REVEAL_STYLE } from '../../../domain/look/reveal-style.js';
import { fallingEmojiFromColumn, paletteFromColumn, revealStyleFromColumn } from './page-look-columns.js';
import { storyFromColumn, storyToColumn } from './story-column.js';

/** A value as a driver returns it: dates are epoch milliseconds on SQLite and timestamps on PostgreSQL. */
export type RowValue = string | number | Date | null;

/** How a column is stored on each engine (what the migrations create) and how MikroORM maps it. */
const STORAGE = {
  string: { sqlite: 'text', postgresql: 'varchar(255)', orm: { type: 'string' } },
  text: { sqlite: 'text', postgresql: 'text', orm: { type: 'text' } },
  integer: { sqlite: 'integer', postgresql: 'int', orm: { type: 'integer' } },
  datetime: { sqlite: 'datetime', postgresql: 'timestamptz', orm: { type: 'datetime' } },
  /** A list kept as JSON text; MikroORM writes the JSON. */
  jsonText: { sqlite: 'text', postgresql: 'text', orm: { type: 'json', columnType: 'text' } },
} as const;

export type ColumnStorage = keyof typeof STORAGE;

/** What a column needs to know of the row it is read from, to name it in an error (never a buyer's data). */
export interface ColumnContext {
  readonly id: string;
  /** `memories.<column>`. */
  readonly where: string;
}

export interface MemoryColumn {
  readonly storage: ColumnStorage;
  readonly nullable: boolean;
  /** The key of the primary key. */
  readonly primary?: true;
  /** Its default for rows written before it existed (the migrations add it with this default). */
  readonly defaultValue?: number;
  /** The value written for a page. */
  readonly write: (state: MemoryState) => unknown;
  /**
   * The part of the page's state read from it (a date already made a `Date`, null kept as null); absent for a column
   * derived from another one, kept for the support queries only.
   */
  readonly read?: (value: NonNullable<RowValue>, context: ColumnContext) => Partial<MemoryState>;
  /** The state read when the column holds null. */
  readonly readNull?: Partial<MemoryState>;
}

const text = (field: keyof MemoryState) => (value: NonNullable<RowValue>) => ({ [field]: String(value) });
const instant = (field: keyof MemoryState) => (value: NonNullable<RowValue>, c: ColumnContext) => ({ [field]: instantFrom(value, c.where) });
const count = (field: keyof MemoryState) => (value: NonNullable<RowValue>) => ({ [field]: Number(value) });

/**
 * Every column of `memories`, once: its name (the property's snake_case, MikroORM's naming strategy), its storage per
 * engine, nullability, and how it is written from and read into a page's state. The MikroORM schema
 * (`memory.schema.ts`), the write mapper (`memory.mapper.ts`) and the raw-SQL read (`memory-row.ts`) are derived from
 * it; the migrations under `migrations/{sqlite,postgresql}` create the same columns (a test compares them).
 */
export const MEMORY_COLUMN_DECLARATIONS = {
  id: { storage: 'string', nullable: false, primary: true, write: (s) => s.id, read: text('id') },
  slug: { storage: 'string', nullable: false, write: (s) => s.slug, read: text('slug') },
  yourName: { storage: 'string', nullable: false, write: (s) => s.yourName, read: text('yourName') },
  lovedName: { storage: 'string', nullable: false, write: (s) => s.lovedName, read: text('lovedName') },
  datingSince: { storage: 'string', nullable: false, write: (s) => s.datingSince, read: text('datingSince') },
  message: { storage: 'text', nullable: false, write: (s) => s.message, read: text('message') },
  plan: { storage: 'string', nullable: false, write: (s) => s.plan, read: (v) => ({ plan: String(v) as PlanId }) },
  youtube: { storage: 'string', nullable: true, write: (s) => s.youtube, read: text('youtube'), readNull: { youtube: null } },
  musicTitle: { storage: 'string', nullable: true, write: (s) => s.musicTitle, read: text('musicTitle'), readNull: { musicTitle: null } },
  musicChannel: { storage: 'string', nullable: true, write: (s) => s.musicChannel, read: text('musicChannel'), readNull: { musicChannel: null } },
  email: { storage: 'string', nullable: false, write: (s) => s.email, read: text('email') },
  photos: { storage: 'jsonText', nullable: false, write: (s) => [...s.photos], read: (v, c) => ({ photos: photoListFromColumn(String(v), c.id) }) },
  /** Each photo's tiny placeholder by its path, as JSON text; null when no photo has one. */
  photoPlaceholders: {
    storage: 'jsonText',
    nullable: true,
    write: (s) => (Object.keys(s.photoPlaceholders).length > 0 ? { ...s.photoPlaceholders } : null),
    read: (v, c) => ({ photoPlaceholders: photoPlaceholdersFromColumn(v, c.id) }),
    readNull: { photoPlaceholders: {} },
  },
  /** The widths each photo also has in AVIF, by its path, as JSON text; null when no photo has been looked at yet. */
  photoAvifWidths: {
    storage: 'jsonText',
    nullable: true,
    write: (s) => (Object.keys(s.photoAvifWidths).length > 0 ? { ...s.photoAvifWidths } : null),
    read: (v, c) => ({ photoAvifWidths: photoAvifWidthsFromColumn(v, c.id) }),
    readNull: { photoAvifWidths: {} },
  },
  status: { storage: 'string', nullable: false, write: (s) => s.status, read: (v) => ({ status: String(v) as MemoryStatus }) },
  createdAt: { storage: 'datetime', nullable: false, write: (s) => s.createdAt, read: instant('createdAt') },
  updatedAt: { storage: 'datetime', nullable: false, write: (s) => s.updatedAt, read: instant('updatedAt') },
  paidAt: { storage: 'datetime', nullable: true, write: (s) => s.paidAt, read: instant('paidAt'), readNull: { paidAt: null } },
  endsAt: { storage: 'datetime', nullable: true, write: (s) => s.endsAt, read: instant('endsAt'), readNull: { endsAt: null } },
  paymentId: { storage: 'string', nullable: true, write: (s) => s.paymentId, read: text('paymentId'), readNull: { paymentId: null } },
  paymentOutcome: {
    storage: 'string',
    nullable: true,
    write: (s) => s.paymentOutcome,
    read: (v, c) => ({ paymentOutcome: paymentOutcomeFromColumn(String(v), c.id) }),
    readNull: { paymentOutcome: null },
  },
  paymentMethod: {
    storage: 'string',
    nullable: true,
    write: (s) => s.paymentMethod,
    read: (v, c) => ({ paymentMethod: paymentMethodFromColumn(String(v), c.id) }),
    readNull: { paymentMethod: null },
  },
  editTokenVersion: { storage: 'integer', nullable: false, write: (s) => s.editTokenVersion, read: count('editTokenVersion') },
  /** SHA-256 of the key that lets the ordering browser correct the buyer's address for an hour. */
  emailCorrectionKeyHash: {
    storage: 'string',
    nullable: true,
    write: (s) => s.emailCorrectionKeyHash,
    read: text('emailCorrectionKeyHash'),
    readNull: { emailCorrectionKeyHash: null },
  },
  /** The renewals and upgrades paid for the page, as JSON text; null before any. */
  orders: {
    storage: 'text',
    nullable: true,
    write: (s) => ordersToColumn(s.orders),
    read: (v, c) => ({ orders: ordersFromColumn(String(v), c.id) }),
    readNull: { orders: [] },
  },
  // Derived from `orders` for the support stats, which count the orders kept (a refunded one is left out).
  renewalCount: {
    storage: 'integer',
    nullable: false,
    defaultValue: 0,
    write: (s) => s.orders.filter((order) => order.kind === 'renewal' && !order.reversal).length,
  },
  upgradedAt: {
    storage: 'datetime',
    nullable: true,
    write: (s) => s.orders.find((order) => order.kind === 'upgrade' && !order.reversal)?.at ?? null,
  },
  refundedOrderCount: { storage: 'integer', nullable: false, defaultValue: 0, write: (s) => s.orders.filter((order) => order.reversal).length },
  lifecycleNotice: {
    storage: 'string',
    nullable: true,
    write: (s) => s.notice,
    read: (v, c) => ({ notice: lifecycleNoticeFromColumn(String(v), c.id) }),
    readNull: { notice: null },
  },
  lifecycleNoticeAt: { storage: 'datetime', nullable: true, write: (s) => s.noticeAt, read: instant('noticeAt'), readNull: { noticeAt: null } },
  revealAt: { storage: 'datetime', nullable: true, write: (s) => s.revealAt, read: instant('revealAt'), readNull: { revealAt: null } },
  /** The page's look by name (src/domain/look); null for pages made before it could be chosen: the defaults. */
  palette: {
    storage: 'string',
    nullable: true,
    write: (s) => s.palette,
    read: (v, c) => ({ palette: paletteFromColumn(String(v), c.id) }),
    readNull: { palette: DEFAULT_PALETTE },
  },
  fallingEmoji: {
    storage: 'string',
    nullable: true,
    write: (s) => s.fallingEmoji,
    read: (v, c) => ({ fallingEmoji: fallingEmojiFromColumn(String(v), c.id) }),
    readNull: { fallingEmoji: DEFAULT_FALLING_EMOJI },
  },
  /** How the recipient opens the page (src/domain/look/reveal-style.ts); null for pages made before it: the tap. */
  revealStyle: {
    storage: 'string',
    nullable: true,
    write: (s) => s.revealStyle,
    read: (v, c) => ({ revealStyle: revealStyleFromColumn(String(v), c.id) }),
    readNull: { revealStyle: DEFAULT_REVEAL_STYLE },
  },
  /** 1 while visitors may reply to the page, 0 once the owner turned replies off. */
  repliesEnabled: {
    storage: 'integer',
    nullable: false,
    defaultValue: 1,
    write: (s) => (s.repliesEnabled ? 1 : 0),
    read: (v) => ({ repliesEnabled: Number(v) !== 0 }),
  },
  /** "Nossa história": the page's moments as JSON text, in date order; null when it has none. */
  story: {
    storage: 'text',
    nullable: true,
    write: (s) => storyToColumn(s.story),
    read: (v, c) => ({ story: storyFromColumn(String(v), c.id) }),
    readNull: { story: [] },
  },
  priceCents: { storage: 'integer', nullable: true, write: (s) => s.priceCents, read: count('priceCents'), readNull: { priceCents: null } },
  version: { storage: 'integer', nullable: false, write: (s) => s.version, read: count('version') },
  /** "Um áudio seu": the stored path of the page's voice message (`/uploads/{memoryId}/{stem}.m4a`); null when it has none. */
  voice: { storage: 'string', nullable: true, write: (s) => s.voice, read: text('voice'), readNull: { voice: null } },
} satisfies Record<string, MemoryColumn>;

export type MemoryColumnName = keyof typeof MEMORY_COLUMN_DECLARATIONS;

const COLUMNS = Object.entries(MEMORY_COLUMN_DECLARATIONS) as [MemoryColumnName, MemoryColumn][];

/** The SQL name of a property: MikroORM's UnderscoreNamingStrategy (`yourName` → `your_name`). */
export function columnName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The storage of every column on one engine, as the migrations create it (`"your_name" varchar(255) not null`). */
export function memoryColumnTypes(engine: 'sqlite' | 'postgresql'): Record<string, { type: string; nullable: boolean }> {
  return Object.fromEntries(COLUMNS.map(([property, c]) => [columnName(property), { type: STORAGE[c.storage][engine], nullable: c.nullable }]));
}

/** The MikroORM property options of the entity schema, keyed by property. */
export function memoryOrmProperties(): Record<MemoryColumnName, OrmProperty> {
  return Object.fromEntries(
    COLUMNS.map(([property, c]) => [
      property,
      {
        ...STORAGE[c.storage].orm,
        ...(c.primary ? { primary: true } : {}),
        ...(c.nullable ? { nullable: true } : {}),
        ...(c.defaultValue !== undefined ? { default: c.defaultValue } : {}),
      },
    ]),
  ) as Record<MemoryColumnName, OrmProperty>;
}

/** What `memoryOrmProperties` gives MikroORM for one column. */
export interface OrmProperty {
  readonly type: string;
  readonly columnType?: string;
  readonly primary?: boolean;
  readonly nullable?: boolean;
  readonly default?: number;
}

/** The row MikroORM writes for a page, keyed by property. */
export type MemoryRecord = { -readonly [K in MemoryColumnName]: ReturnType<(typeof MEMORY_COLUMN_DECLARATIONS)[K]['write']> };

export function memoryRecordOf(state: MemoryState): MemoryRecord {
  return Object.fromEntries(COLUMNS.map(([property, c]) => [property, c.write(state)])) as MemoryRecord;
}

/** `"id", "slug", …`: every column, for the raw-SQL reads. */
export const MEMORY_SELECT_LIST = COLUMNS.map(([property]) => `"${columnName(property)}"`).join(', ');

/** A page's state from one row of `select ${MEMORY_SELECT_LIST}`, keyed by column name. */
export function memoryStateFromRow(row: Readonly<Record<string, RowValue | undefined>>): MemoryState {
  const id = String(row.id);
  const state: Partial<Record<keyof MemoryState, unknown>> = {};
  for (const [property, c] of COLUMNS) {
    if (!c.read) continue;
    const name = columnName(property);
    const value = row[name] ?? null;
    Object.assign(state, value === null ? (c.readNull ?? nullIn(name, id)) : c.read(value, { id, where: `memories.${name}` }));
  }
  return state as MemoryState;
}

function nullIn(column: string, id: string): never {
  throw new Error(`memories.${column} of ${id} is null`);
}
