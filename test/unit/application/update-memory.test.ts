import { describe, expect, it } from 'vitest';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { UpdateMemory, type UpdateMemoryInput } from '../../../src/application/buyer/update-memory.js';
import { MemoryConcurrentUpdateError } from '../../../src/domain/memory/memory-errors.js';
import type { Memory, MemoryState } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeVideoCatalogue } from '../../support/fakes/fake-video-catalogue.js';
import { fakeImage, FakePhotoProcessor } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const ID = 'mem0000000000001';
const TOKEN = `token-${ID}-v1`;
const VIDEO = 'dQw4w9WgXcQ';
/** A different video from the one the page starts with, so a stored link shows the edit was applied. */
const NEW_VIDEO = 'a-b_c-d_e-f';
const EDITED_AT = new Date('2026-03-12T10:00:00.000Z');
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);
const processed = (label: string): ProcessedPhoto => ({ bytes: fakeImage(label), width: 100, height: 100, extension: 'webp' });

/** A repository whose next update can be made to fail, and that records which files existed when it stored. */
class ObservedRepository extends InMemoryMemoryRepository {
  failNextUpdate: Error | null = null;
  filesAtUpdate: string[] | null = null;
  /** Another writer's change to the stored page, made just before the next update of this one. */
  writeFirst: ((page: Memory) => void) | null = null;
  constructor(private readonly storage: InMemoryPhotoStorage) {
    super();
  }
  override async update(memory: Memory): Promise<void> {
    this.filesAtUpdate = this.storage.paths();
    const failure = this.failNextUpdate;
    this.failNextUpdate = null;
    if (failure) throw failure;
    const other = this.writeFirst;
    this.writeFirst = null;
    if (other) {
      const page = (await this.findById(memory.id))!;
      other(page);
      await super.update(page);
    }
    return super.update(memory);
  }
}

async function setup(plan: 'basic' | 'premium' = 'premium', status: MemoryState['status'] = 'active') {
  const storage = new InMemoryPhotoStorage();
  const repository = new ObservedRepository(storage);
  const processor = new FakePhotoProcessor();
  const clock = new FixedClock(EDITED_AT);
  const outcomes = new RecordingOutcomes();
  const current = await storage.save(ID, plan === 'premium' ? [processed('a'), processed('b')] : [processed('a')]);
  await repository.add(aMemory({ id: ID, details: { plan }, photos: current, status }));
  const updateMemory = new UpdateMemory(repository, new FakeEditTokens(), processor, storage, clock, outcomes);
  const stored = async () => (await repository.findById(ID))!.snapshot();
  const before = await stored();
  return { storage, repository, processor, clock, updateMemory, current, stored, before, outcomes };
}

const edit = (overrides: Partial<UpdateMemoryInput> = {}): UpdateMemoryInput => ({
  id: ID,
  token: TOKEN,
  message: 'Mensagem nova',
  datingSince: '2020-02-29',
  youtube: `https://youtu.be/${VIDEO}`,
  removedPhotos: [],
  photos: [],
  ...overrides,
});

async function expectUnchanged(ctx: Awaited<ReturnType<typeof setup>>) {
  expect(await ctx.stored()).toEqual(ctx.before);
  expect(ctx.storage.paths()).toEqual(ctx.current);
}

describe('UpdateMemory (spec §3 Edit state, §5 Photos and YouTube link, §7 PUT /update/{id}; decisions: edit token)', () => {
  it('replaces the fields and photos, stores the new file and removes the removed one after saving', async () => {
    const ctx = await setup('premium');
    const [photoA, photoB] = ctx.current as [string, string];

    const view = await ctx.updateMemory.execute(
      edit({
        message: ' Oi\r\namor ',
        youtube: `https://youtu.be/${NEW_VIDEO}?t=42`,
        removedPhotos: [photoA],
        photos: [fakeImage('c'), fakeImage('d')],
      }),
    );

    const added = [`/uploads/${ID}/0003.webp`, `/uploads/${ID}/0004.webp`];
    // the short link is stored in its canonical form
    const youtube = `https://www.youtube.com/watch?v=${NEW_VIDEO}`;
    expect(view).toMatchObject({
      id: ID,
      slug: 'ana-julia-e-joao',
      message: 'Oi\namor',
      datingSince: '2020-02-29',
      youtube,
      photos: [photoB, ...added],
      endsAt: null,
    });
    expect(await ctx.stored()).toMatchObject({
      message: 'Oi\namor',
      datingSince: '2020-02-29',
      youtube,
      photos: [photoB, ...added],
      updatedAt: EDITED_AT,
      status: 'active',
      yourName: 'Ana Júlia',
      email: 'ana@example.com',
    });
    expect(ctx.storage.paths()).toEqual([photoB, ...added]);
    expect(text(ctx.storage.files.get(added[0]!))).toBe('IMG:c');
    expect(ctx.processor.processed).toBe(2);
    // the removed file still existed while the row was being saved
    expect(ctx.repository.filesAtUpdate).toEqual([photoA, photoB, ...added]);
  });

  it('keeps every photo when nothing is removed or added, and stores no file', async () => {
    const ctx = await setup('premium');
    const view = await ctx.updateMemory.execute(edit());
    expect(view.photos).toEqual(ctx.current);
    expect(ctx.storage.paths()).toEqual(ctx.current);
    expect(ctx.processor.processed).toBe(0);
  });

  it('lets a basic owner swap the one photo and drops any music link', async () => {
    const ctx = await setup('basic');
    const view = await ctx.updateMemory.execute(
      edit({ removedPhotos: [ctx.current[0]!], photos: [fakeImage('new')], youtube: `https://www.youtube.com/watch?v=${VIDEO}` }),
    );
    expect(view.photos).toEqual([`/uploads/${ID}/0002.webp`]);
    expect(view.youtube).toBeNull();
    expect(ctx.storage.paths()).toEqual([`/uploads/${ID}/0002.webp`]);
  });

  it.each([
    ['a watch link', `https://www.youtube.com/watch?v=${NEW_VIDEO}`],
    ['a watch link without a scheme, with params', `youtube.com/watch?v=${NEW_VIDEO}&t=42s`],
    ['a short link', `https://youtu.be/${NEW_VIDEO}`],
    ['a short link with www and a share id', `http://www.youtu.be/${NEW_VIDEO}?si=AbCdEfGh`],
    ['a link with markup in a trailing param', `https://youtu.be/${NEW_VIDEO}?t=1"><script>alert(1)</script>`],
  ])('stores %s in its canonical form', async (_case, youtube) => {
    const ctx = await setup('premium');
    const canonical = `https://www.youtube.com/watch?v=${NEW_VIDEO}`;
    await expect(ctx.updateMemory.execute(edit({ youtube }))).resolves.toMatchObject({ youtube: canonical });
    expect((await ctx.stored()).youtube).toBe(canonical);
  });

  it.each([
    ['empty', ''],
    ['null', null],
  ])('removes the music with an %s link', async (_case, youtube) => {
    const ctx = await setup('premium');
    await expect(ctx.updateMemory.execute(edit({ youtube }))).resolves.toMatchObject({ youtube: null });
  });

  it.each([
    ['undefined', undefined, 'edit-token.missing'],
    ['null', null, 'edit-token.missing'],
    ['empty', '', 'edit-token.missing'],
    ['wrong', 'token-guess', 'edit-token.invalid'],
    ['revoked (older version)', `token-${ID}-v0`, 'edit-token.invalid'],
  ])('an %s token → %s, nothing changes', async (_case, token, code) => {
    const ctx = await setup('premium');
    await expect(ctx.updateMemory.execute(edit({ token, photos: [fakeImage('c')] }))).rejects.toMatchObject({ code });
    await expectUnchanged(ctx);
    expect(ctx.processor.processed).toBe(0);
  });

  it('refuses the links sent before a revocation', async () => {
    const storage = new InMemoryPhotoStorage();
    const repository = new InMemoryMemoryRepository();
    const memory = aMemory({ id: ID, status: 'active' });
    memory.revokeEditLinks(NOW);
    await repository.add(memory);
    const updateMemory = new UpdateMemory(
      repository,
      new FakeEditTokens(),
      new FakePhotoProcessor(),
      storage,
      new FixedClock(EDITED_AT),
      new RecordingOutcomes(),
    );
    await expect(updateMemory.execute(edit({ token: TOKEN }))).rejects.toMatchObject({ code: 'edit-token.invalid' });
    await expect(updateMemory.execute(edit({ token: `token-${ID}-v2` }))).resolves.toMatchObject({ message: 'Mensagem nova' });
  });

  it.each<[string, 'basic' | 'premium', (current: string[]) => Partial<UpdateMemoryInput>, string]>([
    ['premium keeping 2 and adding 2', 'premium', () => ({ photos: [fakeImage('c'), fakeImage('d')] }), 'memory.photo-limit-exceeded'],
    [
      'premium adding 4 after removing all',
      'premium',
      (c) => ({ removedPhotos: c, photos: ['c', 'd', 'e', 'f'].map((l) => fakeImage(l)) }),
      'memory.photo-limit-exceeded',
    ],
    ['basic keeping 1 and adding 1', 'basic', () => ({ photos: [fakeImage('c')] }), 'memory.photo-limit-exceeded'],
    ['removing every photo and adding none', 'premium', (c) => ({ removedPhotos: c }), 'memory.photo-required'],
    ['removing a photo of another page', 'premium', () => ({ removedPhotos: ['/uploads/other/0001.webp'] }), 'memory.photo-not-on-page'],
    ['an empty message', 'premium', () => ({ message: ' ', photos: [fakeImage('c')] }), 'memory.message-required'],
    ['a start tomorrow', 'premium', () => ({ datingSince: '2026-03-13', photos: [fakeImage('c')] }), 'memory.dating-since-in-future'],
    ['an impossible date', 'premium', () => ({ datingSince: '2023-02-29', photos: [fakeImage('c')] }), 'memory.dating-since-invalid'],
    [
      'a shorts link on premium',
      'premium',
      () => ({ youtube: `https://youtube.com/shorts/${VIDEO}`, photos: [fakeImage('c')] }),
      'memory.youtube-invalid',
    ],
  ])('%s → %s, without processing or storing any file', async (_case, plan, overrides, code) => {
    const ctx = await setup(plan);
    await expect(ctx.updateMemory.execute(edit(overrides(ctx.current)))).rejects.toMatchObject({ code });
    await expectUnchanged(ctx);
    expect(ctx.processor.processed).toBe(0);
  });

  it('refuses a new file that is not an image and stores nothing', async () => {
    const ctx = await setup('premium');
    await expect(
      ctx.updateMemory.execute(edit({ removedPhotos: [ctx.current[0]!], photos: [new TextEncoder().encode('not an image')] })),
    ).rejects.toMatchObject({ code: 'photo.invalid-image' });
    await expectUnchanged(ctx);
    expect(ctx.outcomes.published).toEqual([]);
  });

  it('tells that the page was edited once the edit is saved (its new photos get their AVIF copies then)', async () => {
    const ctx = await setup('premium');
    await ctx.updateMemory.execute(edit({ photos: [fakeImage('c')] }));

    expect(ctx.outcomes.published).toEqual([{ kind: 'page-edited', memoryId: ID }]);
  });

  it.each([['the store is down', () => new Error('database unreachable')]])(
    'removes the newly stored files and keeps the old ones when saving fails (%s)',
    async (_case, failure) => {
      const ctx = await setup('premium');
      const error = failure();
      ctx.repository.failNextUpdate = error;
      await expect(ctx.updateMemory.execute(edit({ removedPhotos: [ctx.current[0]!], photos: [fakeImage('c'), fakeImage('d')] }))).rejects.toBe(
        error,
      );
      await expectUnchanged(ctx);
    },
  );

  it('answers the conflict and keeps the other edit when someone else saved the page first', async () => {
    const ctx = await setup('premium');
    ctx.repository.writeFirst = (page) =>
      page.applyEdit(page.prepareEdit({ ...edit({ message: 'A outra aba' }), addedCount: 0 }, EDITED_AT), [], EDITED_AT);
    await expect(ctx.updateMemory.execute(edit({ removedPhotos: [ctx.current[0]!], photos: [fakeImage('c')] }))).rejects.toBeInstanceOf(
      MemoryConcurrentUpdateError,
    );
    expect((await ctx.stored()).message).toBe('A outra aba');
    expect(ctx.storage.paths()).toEqual(ctx.current);
  });

  it('saves the edit over the AVIF widths the photo worker recorded since the page was read, keeping them', async () => {
    const ctx = await setup('premium');
    const [photoA, photoB] = ctx.current as [string, string];
    ctx.repository.writeFirst = (page) => void page.setPhotoAvifWidths(photoB, [480, 720]);
    const view = await ctx.updateMemory.execute(edit({ removedPhotos: [photoA], photos: [fakeImage('c')] }));
    const stored = await ctx.stored();
    expect(stored.message).toBe('Mensagem nova');
    expect(view.photos).toHaveLength(2);
    expect(stored.photoAvifWidths).toEqual({ [photoB]: [480, 720] });
  });

  it.each<[string, MemoryState['status'], 'basic' | 'premium', string]>([
    ['a pending page', 'pending_payment', 'premium', 'memory.not-found'],
    ['an expired page', 'expired', 'basic', 'memory.no-longer-available'],
    ['a suspended page', 'suspended', 'premium', 'memory.no-longer-available'],
  ])('%s cannot be edited, even with the right token → %s', async (_case, status, plan, code) => {
    const ctx = await setup(plan, status);
    await expect(ctx.updateMemory.execute(edit())).rejects.toMatchObject({ code });
    await expectUnchanged(ctx);
  });

  it('answers memory.not-found for an unknown id', async () => {
    const ctx = await setup('premium');
    await expect(ctx.updateMemory.execute(edit({ id: 'nope', token: 'token-nope-v1' }))).rejects.toMatchObject({
      code: 'memory.not-found',
    });
  });
});

describe('UpdateMemory: a new music link is asked of YouTube before anything is stored', () => {
  async function withVideos(videos: FakeVideoCatalogue) {
    const ctx = await setup();
    const updateMemory = new UpdateMemory(
      ctx.repository,
      new FakeEditTokens(),
      ctx.processor,
      ctx.storage,
      ctx.clock,
      new RecordingOutcomes(),
      videos,
    );
    return { ...ctx, updateMemory };
  }
  const change = (youtube: string): UpdateMemoryInput => ({
    id: ID,
    token: TOKEN,
    message: 'Mensagem nova',
    datingSince: '2021-06-12',
    youtube,
    removedPhotos: [],
    photos: [],
  });

  it('refuses a new video that may not be embedded, and leaves the page as it was', async () => {
    const ctx = await withVideos(new FakeVideoCatalogue({ [NEW_VIDEO]: { availability: 'not-embeddable' } }));
    await expect(ctx.updateMemory.execute(change(`https://youtu.be/${NEW_VIDEO}`))).rejects.toMatchObject({ code: 'memory.youtube-not-embeddable' });
    expect(await ctx.stored()).toEqual(ctx.before);
  });

  it('names the new song, and asks nothing when the link stays the same', async () => {
    const videos = new FakeVideoCatalogue({ [NEW_VIDEO]: { availability: 'playable', title: 'Outra música', channel: 'Outro canal' } });
    const ctx = await withVideos(videos);
    await expect(ctx.updateMemory.execute(change(`https://youtu.be/${NEW_VIDEO}`))).resolves.toMatchObject({
      musicTitle: 'Outra música',
      musicChannel: 'Outro canal',
    });
    await ctx.updateMemory.execute(change(`https://youtu.be/${NEW_VIDEO}`));
    expect(videos.asked).toEqual([NEW_VIDEO]);
    await expect(ctx.updateMemory.execute(change(''))).resolves.toMatchObject({ youtube: null, musicTitle: null, musicChannel: null });
  });
});
