import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OembedVideoCatalogue, UnaskedVideoCatalogue } from '../../src/adapters/youtube/oembed-video-catalogue.js';
import { freePort } from '../support/free-port.js';
import { startFakeOembed, type FakeOembed } from '../support/youtube/fake-oembed.js';

let youtube: FakeOembed;
beforeAll(async () => {
  youtube = await startFakeOembed({
    aaaaaaaaaaa: { status: 200, title: 'Evidências (Ao Vivo)', author_name: 'Chitãozinho & Xororó' },
    bbbbbbbbbbb: { status: 401 },
    ccccccccccc: { status: 403 },
    ddddddddddd: { status: 500 },
    eeeeeeeeeee: { status: 200, title: 'Devagar', author_name: 'Canal', delayMs: 1500 },
    fffffffffff: { status: 400 },
  });
});
afterAll(() => youtube.close());

describe('OembedVideoCatalogue against a local oEmbed endpoint', () => {
  const catalogue = () => new OembedVideoCatalogue({ url: youtube.url, timeoutMs: 500 });

  it('asks as a page embedding the video would, and gives the title and channel of one that plays', async () => {
    await expect(catalogue().lookup('aaaaaaaaaaa')).resolves.toEqual({
      availability: 'playable',
      title: 'Evidências (Ao Vivo)',
      channel: 'Chitãozinho & Xororó',
    });
    expect(youtube.asked.at(-1)).toBe('https://www.youtube.com/watch?v=aaaaaaaaaaa');
  });

  it.each([
    ['bbbbbbbbbbb', 'not-embeddable'],
    ['ccccccccccc', 'not-embeddable'],
    ['zzzzzzzzzzz', 'not-found'],
    ['fffffffffff', 'not-found'],
    ['ddddddddddd', 'unknown'],
    ['eeeeeeeeeee', 'unknown'],
  ])('answers %s as %s', async (videoId, availability) => {
    await expect(catalogue().lookup(videoId)).resolves.toEqual({ availability });
  });

  it('takes a link as it is when nothing answers', async () => {
    const closed = new OembedVideoCatalogue({ url: `http://127.0.0.1:${await freePort()}/oembed`, timeoutMs: 500 });
    await expect(closed.lookup('aaaaaaaaaaa')).resolves.toEqual({ availability: 'unknown' });
    await expect(new UnaskedVideoCatalogue().lookup()).resolves.toEqual({ availability: 'unknown' });
  });
});
