import { describe, expect, it } from 'vitest';
import { CheckMusicLink } from '../../../src/application/buyer/check-music-link.js';
import { SearchMusic } from '../../../src/application/buyer/search-music.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { rejectionOf } from '../../support/rejection.js';
import { FakeVideoCatalogue } from '../../support/fakes/fake-video-catalogue.js';
import { FakeVideoSearch } from '../../support/fakes/fake-video-search.js';

const SONG = {
  videoId: 'aaaaaaaaaaa',
  title: 'Evidências',
  channel: 'Chitãozinho & Xororó',
  thumbnail: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg',
};

describe('CheckMusicLink', () => {
  const videos = new FakeVideoCatalogue({
    aaaaaaaaaaa: { availability: 'playable', title: '  Evidências \n (Ao Vivo) ', channel: 'Chitãozinho & Xororó' },
    bbbbbbbbbbb: { availability: 'not-embeddable' },
    ccccccccccc: { availability: 'not-found' },
  });
  const check = new CheckMusicLink(videos);

  it('names the song of a playable video, cleaned as the page keeps it', async () => {
    await expect(check.execute({ link: 'https://youtu.be/aaaaaaaaaaa?t=3' })).resolves.toEqual({
      videoId: 'aaaaaaaaaaa',
      availability: 'playable',
      title: 'Evidências (Ao Vivo)',
      channel: 'Chitãozinho & Xororó',
      refusal: null,
    });
  });

  it.each([
    ['bbbbbbbbbbb', 'not-embeddable', 'memory.youtube-not-embeddable'],
    ['ccccccccccc', 'not-found', 'memory.youtube-not-found'],
  ])('gives %s the refusal an order would get', async (videoId, availability, code) => {
    const checked = await check.execute({ link: `https://www.youtube.com/watch?v=${videoId}` });
    expect(checked).toMatchObject({ videoId, availability, title: null, channel: null });
    expect(checked.refusal?.code).toBe(code);
  });

  it('takes a video YouTube could not be asked about, and refuses a link naming no video without asking', async () => {
    await expect(check.execute({ link: 'https://youtu.be/ddddddddddd' })).resolves.toMatchObject({ availability: 'unknown', refusal: null });
    const asked = videos.asked.length;
    expect((await rejectionOf(check.execute({ link: 'https://example.com/video' }), DomainError)).code).toBe('memory.youtube-invalid');
    expect(videos.asked).toHaveLength(asked);
  });
});

describe('SearchMusic', () => {
  it('asks with the words cleaned, and finds nothing for too few letters without asking', async () => {
    const search = new FakeVideoSearch([SONG]);
    await expect(new SearchMusic(search).execute({ words: '  evidências \n ao vivo ' })).resolves.toEqual([SONG]);
    await expect(new SearchMusic(search).execute({ words: ' e ' })).resolves.toEqual([]);
    expect(search.asked).toEqual(['evidências ao vivo']);
  });

  it('is not offered without a search, and says when YouTube did not answer', async () => {
    expect(new SearchMusic(null).offered).toBe(false);
    expect((await rejectionOf(new SearchMusic(null).execute({ words: '' }), DomainError)).code).toBe('music.search-not-offered');
    expect((await rejectionOf(new SearchMusic(new FakeVideoSearch(null)).execute({ words: 'evidencias' }), DomainError)).code).toBe(
      'music.search-unavailable',
    );
  });
});
