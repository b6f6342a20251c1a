import { beforeEach, describe, expect, it } from 'vitest';
import { parseRows } from '../../../src/application/backup/verify-backup.js';
import { bytes, ShopOnFakes } from '../../support/backup/shop-on-fakes.js';

const ROWS = 'rows/memories/000001.ndjson';
const NOTHING_READ = { files: 0, bytes: 0, rows: {}, pages: {} };

let shop: ShopOnFakes;
let snapshot: string;

beforeEach(async () => {
  shop = new ShopOnFakes();
  snapshot = (await shop.take()).snapshot;
});

const verify = (id?: string) => shop.verifier().execute(id);
/** The problems found when only the photos' sizes are checked (as a restore into an empty target does). */
const problemsCheckingSizes = async () => {
  const checked = await shop.verifier().check(undefined, { photos: 'sizes' });
  return 'report' in checked ? checked.report.problems : checked.problems;
};
const blobOfPath = (path: string) => shop.manifest(snapshot).files.find((file) => file.path === path)!.sha256;

describe('VerifyBackup: a whole snapshot', () => {
  it('reports the newest snapshot whole, with its files, their size, its rows by table and its pages by status', async () => {
    const rowsSize = shop.destination.blobs.get(blobOfPath(ROWS))!.bytes.length;
    await expect(verify()).resolves.toEqual({
      snapshot,
      whole: true,
      problems: [],
      // The rows of the pages, three photos and the data folder's secret.
      files: 5,
      bytes: rowsSize + 3 * 'photo a'.length + 'secret'.length,
      rows: { memories: 2, email_outbox: 0 },
      pages: { active: 1, pending_payment: 1 },
    });
  });

  it('does not look for the photos other tables than the pages name', async () => {
    shop.clock.advance(1000);
    shop.rows.tables.email_outbox = [{ id: 'e1', photos: JSON.stringify(['/uploads/zz/none.webp']) }];
    await shop.take();
    await expect(verify()).resolves.toMatchObject({ whole: true, problems: [] });
  });
});

describe('VerifyBackup: no snapshot to check', () => {
  it('says there is none in an empty destination', async () => {
    shop.destination.manifests.clear();
    await expect(verify()).resolves.toEqual({ snapshot: null, whole: false, problems: [{ kind: 'no-snapshot' }], ...NOTHING_READ });
  });

  it('knows no snapshot by a name that is not a snapshot id', async () => {
    await expect(verify('latest')).resolves.toEqual({
      snapshot: null,
      whole: false,
      problems: [{ kind: 'unknown-snapshot', snapshot: 'latest' }],
      ...NOTHING_READ,
    });
  });

  it('knows no snapshot by an id the destination does not hold', async () => {
    await expect(verify('20261127T030000001Z')).resolves.toEqual({
      snapshot: '20261127T030000001Z',
      whole: false,
      problems: [{ kind: 'unknown-snapshot', snapshot: '20261127T030000001Z' }],
      ...NOTHING_READ,
    });
  });

  it('cannot read a manifest that is not JSON, or that names another snapshot', async () => {
    const unreadable = { snapshot, whole: false, problems: [{ kind: 'unreadable-manifest', snapshot }], ...NOTHING_READ };
    await shop.rewriteManifest(snapshot, (manifest) => ({ ...manifest, snapshot: '20261127T030000001Z' }));
    await expect(verify()).resolves.toEqual(unreadable);
    await shop.destination.putManifest(snapshot, bytes('not json'));
    await expect(verify()).resolves.toEqual(unreadable);
  });
});

describe('VerifyBackup: what makes a snapshot less than whole', () => {
  it('finds a photo whose blob changed but kept its size', async () => {
    shop.damageBlob(shop.blobOf('p2/b.webp'), bytes('photo B'));
    await expect(verify()).resolves.toMatchObject({ whole: false, problems: [{ kind: 'damaged-file', path: 'photos/p2/b.webp' }] });
  });

  it('finds a photo whose blob is gone', async () => {
    shop.destination.blobs.delete(shop.blobOf('p2/b.webp'));
    await expect(verify()).resolves.toMatchObject({ whole: false, problems: [{ kind: 'missing-file', path: 'photos/p2/b.webp' }] });
  });

  it('finds a file whose blob is sound but whose size the manifest gives wrong', async () => {
    await shop.rewriteManifest(snapshot, (manifest) => ({
      ...manifest,
      files: manifest.files.map((file) => (file.path === 'data/app-secret' ? { ...file, size: file.size + 1 } : file)),
    }));
    await expect(verify()).resolves.toMatchObject({ whole: false, problems: [{ kind: 'damaged-file', path: 'data/app-secret' }] });
  });

  it('counts the rows of each table against the manifest', async () => {
    await shop.rewriteManifest(snapshot, (manifest) => ({ ...manifest, tables: { ...manifest.tables, memories: { rows: 3, files: [ROWS] } } }));
    await expect(verify()).resolves.toMatchObject({
      whole: false,
      problems: [{ kind: 'row-count', table: 'memories', expected: 3, found: 2 }],
      rows: { memories: 2, email_outbox: 0 },
    });
  });

  it('finds a table’s file the manifest does not list', async () => {
    const extra = 'rows/memories/000002.ndjson';
    await shop.rewriteManifest(snapshot, (manifest) => ({
      ...manifest,
      tables: { ...manifest.tables, memories: { rows: 2, files: [ROWS, extra] } },
    }));
    await expect(verify()).resolves.toMatchObject({ whole: false, problems: [{ kind: 'missing-file', path: extra }] });
  });

  it('finds a table’s file whose blob is gone once, and counts none of its rows', async () => {
    shop.destination.blobs.delete(blobOfPath(ROWS));
    await expect(verify()).resolves.toMatchObject({
      whole: false,
      problems: [
        { kind: 'missing-file', path: ROWS },
        { kind: 'row-count', table: 'memories', expected: 2, found: 0 },
      ],
    });
  });

  it('finds a table’s file that is not rows, though its checksum is right', async () => {
    const garbled = await shop.putBlob(ROWS, bytes('{"id":"p1"}\nnot json\n'));
    await shop.rewriteManifest(snapshot, (manifest) => ({
      ...manifest,
      files: manifest.files.map((file) => (file.path === ROWS ? garbled : file)),
    }));
    await expect(verify()).resolves.toMatchObject({
      whole: false,
      problems: [
        { kind: 'unreadable-rows', path: ROWS },
        { kind: 'row-count', table: 'memories', expected: 2, found: 0 },
      ],
    });
  });

  it('finds a photo a page names that the snapshot does not hold', async () => {
    await shop.rewriteManifest(snapshot, (manifest) => ({ ...manifest, files: manifest.files.filter((file) => file.path !== 'photos/p1/a.webp') }));
    await expect(verify()).resolves.toMatchObject({ whole: false, problems: [{ kind: 'missing-photo', path: '/uploads/p1/a.webp' }] });
  });

  it('finds a photo a chapter names that the snapshot does not hold', async () => {
    shop.clock.advance(1000);
    shop.files.objects.set('p1/chapter.webp', bytes('chapter photo'));
    shop.rows.tables.page_chapters = [
      { memory_id: 'p1', year: 1, photos: JSON.stringify([{ path: '/uploads/p1/chapter.webp', placeholder: null }]) },
    ];
    const withChapter = (await shop.take()).snapshot;
    await shop.rewriteManifest(withChapter, (manifest) => ({
      ...manifest,
      files: manifest.files.filter((file) => file.path !== 'photos/p1/chapter.webp'),
    }));
    await expect(verify(withChapter)).resolves.toMatchObject({
      whole: false,
      problems: [{ kind: 'missing-photo', path: '/uploads/p1/chapter.webp' }],
    });
  });

  it('lists fifty problems at the most', async () => {
    const missing = Array.from({ length: 60 }, (_, n) => ({ path: `photos/gone/${n}.webp`, size: 1, sha256: String(n).padStart(64, '0') }));
    await shop.rewriteManifest(snapshot, (manifest) => ({ ...manifest, files: [...manifest.files, ...missing] }));
    const report = await verify();
    expect({ whole: report.whole, problems: report.problems.length, files: report.files }).toEqual({ whole: false, problems: 50, files: 65 });
  });
});

describe('VerifyBackup: checking the photos by their size only', () => {
  it('lets a photo whose blob kept its size pass, and finds one whose size changed or whose blob is gone', async () => {
    shop.damageBlob(shop.blobOf('p2/b.webp'), bytes('photo B'));
    await expect(problemsCheckingSizes()).resolves.toEqual([]);
    shop.damageBlob(shop.blobOf('p1/a.webp'), bytes('photo AA'));
    shop.destination.blobs.delete(shop.blobOf('_quarantine/p0/c.webp'));
    const problems = await problemsCheckingSizes();
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'damaged-file', path: 'photos/p1/a.webp' },
        { kind: 'missing-file', path: 'photos/_quarantine/p0/c.webp' },
      ]),
    );
  });

  it('still reads the rows and the data folder’s files whole', async () => {
    const rows = shop.destination.blobs.get(blobOfPath(ROWS))!.bytes;
    shop.damageBlob(blobOfPath(ROWS), bytes(new TextDecoder().decode(rows).replace('p1', 'p9')));
    shop.damageBlob(blobOfPath('data/app-secret'), bytes('SECRET'));
    const problems = await problemsCheckingSizes();
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'damaged-file', path: ROWS },
        { kind: 'damaged-file', path: 'data/app-secret' },
      ]),
    );
  });
});

describe('the rows of a table’s file', () => {
  const rowsOf = (text: string) => parseRows(bytes(text));

  it('are its lines, each a JSON object; blank lines are none', () => {
    expect(rowsOf('{"a":1}\n\n{"b":2}\n')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(rowsOf('')).toEqual([]);
  });

  it.each([
    ['a list', '{"a":1}\n[1]\n'],
    ['null', '{"a":1}\nnull\n'],
    ['a number', '3\n'],
    ['text', '"row"\n'],
    ['not JSON', '{"a":1}\n{"a":\n'],
  ])('are none when a line is %s', (_, text) => {
    expect(rowsOf(text)).toBeNull();
  });

  it('are none when the file is not UTF-8', () => {
    const file = bytes('{"a":"xy"}\n');
    file[6] = 0xff;
    expect(parseRows(file)).toBeNull();
  });
});
