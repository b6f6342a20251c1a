import { describe, expect, it } from 'vitest';
import {
  isSnapshotId,
  manifestBytes,
  migrationStamp,
  parseManifest,
  snapshotIdAt,
  timeOfSnapshotId,
  type BackupManifest,
} from '../../../src/application/backup/backup-manifest.js';

const HASH = 'a'.repeat(64);

const MANIFEST: BackupManifest = {
  format: 'memories-backup/1',
  snapshot: '20261127T030000000Z',
  createdAt: '2026-11-27T03:00:00.000Z',
  engine: 'sqlite',
  migration: 'Migration20270101000000_page_orders',
  tables: { memories: { rows: 1, files: ['rows/memories/000001.ndjson'] }, email_outbox: { rows: 0, files: [] } },
  pages: { active: 1 },
  shopIdentity: { shop_id: 'shop-a' },
  files: [
    { path: 'rows/memories/000001.ndjson', size: 10, sha256: HASH },
    { path: 'photos/p1/a.webp', size: 0, sha256: 'b'.repeat(64), stamp: '0:x' },
  ],
  folders: ['photos/p9/'],
};

const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
/** The manifest above with `changes` made to its JSON. */
const parsedWith = (changes: Record<string, unknown>) => parseManifest(text({ ...MANIFEST, ...changes }));
const fileWith = (changes: Record<string, unknown>) => parsedWith({ files: [{ ...MANIFEST.files[0], ...changes }] });
const tableWith = (changes: Record<string, unknown>) => parsedWith({ tables: { memories: { ...MANIFEST.tables.memories, ...changes } } });

describe('a snapshot’s manifest as read back', () => {
  it('reads every field of a manifest this version wrote, of either engine', () => {
    expect(parseManifest(manifestBytes(MANIFEST))).toEqual(MANIFEST);
    expect(parsedWith({ engine: 'postgresql' })).toMatchObject({ engine: 'postgresql' });
    expect(parsedWith({ folders: [] })).toMatchObject({ folders: [] });
  });

  it.each([
    ['JSON null', 'null'],
    ['a JSON list', '[]'],
    ['a number', '3'],
    ['text that is not JSON', '{"format":'],
  ])('is no manifest when the bytes are %s', (_, json) => {
    expect(parseManifest(new TextEncoder().encode(json))).toBeNull();
  });

  it('is no manifest when its bytes are not UTF-8, even inside a string', () => {
    const json = manifestBytes(MANIFEST);
    const at = new TextDecoder().decode(json).indexOf('shop-a');
    const damaged = Uint8Array.from(json);
    damaged[at] = 0xff;
    expect(parseManifest(damaged)).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['another format', { format: 'memories-backup/2' }],
    ['no format', { format: undefined }],
    ['a snapshot id that is not text', { snapshot: 20261127 }],
    ['a snapshot id of another shape', { snapshot: '2026-11-27T03:00:00.000Z' }],
    ['a snapshot id in a list', { snapshot: ['20261127T030000000Z'] }],
    ['a creation time that is not text', { createdAt: 1_764_212_400_000 }],
    ['an engine this version does not know', { engine: 'mysql' }],
    ['a migration that is not text', { migration: null }],
    ['tables that are a list', { tables: [] }],
    ['tables that are null', { tables: null }],
    ['tables that are a number', { tables: 3 }],
    ['pages that are a list', { pages: [] }],
    ['pages that are text', { pages: 'active' }],
    ['files that are not a list', { files: {} }],
    ['a file that is not an object', { files: [MANIFEST.files[0], 'rows/memories/000001.ndjson'] }],
    ['a file that is null', { files: [MANIFEST.files[0], null] }],
    ['folders that are not a list', { folders: 'photos/p9/' }],
    ['a folder that is not text', { folders: ['photos/p9/', 9] }],
  ])('refuses a manifest with %s', (_, changes) => {
    expect(parsedWith(changes)).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['a path that is not text', { path: 7 }],
    ['a size that is not a whole number', { size: 1.5 }],
    ['a size in text', { size: '10' }],
    ['a negative size', { size: -1 }],
    ['a checksum that is not text', { sha256: 5 }],
    ['a checksum in a list', { sha256: ['a'.repeat(64)] }],
    ['a checksum in capitals', { sha256: 'A'.repeat(64) }],
    ['a checksum one digit short', { sha256: 'a'.repeat(63) }],
    ['a checksum with a prefix', { sha256: `sha256:${'a'.repeat(64)}` }],
    ['a checksum with a suffix', { sha256: `${'a'.repeat(64)}.blob` }],
  ])('refuses a file entry with %s', (_, changes) => {
    expect(fileWith(changes)).toBeNull();
  });

  it('accepts an empty file', () => {
    expect(fileWith({ size: 0 })?.files).toEqual([{ ...MANIFEST.files[0], size: 0 }]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a row count that is not a whole number', { rows: '1' }],
    ['no row count', { rows: undefined }],
    ['files that are not a list', { files: 'rows/memories/000001.ndjson' }],
    ['a file that is not text', { files: ['rows/memories/000001.ndjson', 2] }],
  ])('refuses a table with %s', (_, changes) => {
    expect(tableWith(changes)).toBeNull();
  });

  it('refuses a table that is a list, or null, beside a good one', () => {
    expect(parsedWith({ tables: { ...MANIFEST.tables, outbox: [] } })).toBeNull();
    expect(parsedWith({ tables: { ...MANIFEST.tables, outbox: null } })).toBeNull();
  });
});

describe('snapshot ids', () => {
  it('names a snapshot by its UTC time to the millisecond, and reads that time back', () => {
    const at = new Date('2026-11-27T03:05:00.123Z');
    expect(snapshotIdAt(at)).toBe('20261127T030500123Z');
    expect(timeOfSnapshotId('20261127T030500123Z')).toEqual(at);
  });

  it.each(['20261127T030500123Z'])('takes %s for an id', (id) => {
    expect(isSnapshotId(id)).toBe(true);
  });

  it.each(['x20261127T030500123Z', '20261127T030500123Zx', '20261127T030500Z', '2026-11-27T03:05:00.123Z', ''])('takes %j for no id', (id) => {
    expect(isSnapshotId(id)).toBe(false);
  });
});

describe('migration stamps', () => {
  it('is the 14 digits of a migration’s name, whatever the engine calls it', () => {
    expect(migrationStamp('Migration20270101000000_page_orders')).toBe('20270101000000');
    expect(migrationStamp('Migration20270101000000PageOrders')).toBe('20270101000000');
  });

  it('is empty for a name without a date', () => {
    expect(migrationStamp('Migration_initial')).toBe('');
    expect(migrationStamp('')).toBe('');
  });
});
