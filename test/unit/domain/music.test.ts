import { describe, expect, it } from 'vitest';
import { assertPlayable, musicInfo, YoutubeVideoNotEmbeddableError, YoutubeVideoNotFoundError } from '../../../src/domain/memory/music.js';

describe('a music video the page could not play', () => {
  it('is refused when YouTube refuses the embed, or does not know the video', () => {
    expect(() => assertPlayable('not-embeddable')).toThrow(YoutubeVideoNotEmbeddableError);
    expect(() => assertPlayable('not-found')).toThrow(YoutubeVideoNotFoundError);
  });

  it('is taken when it plays, or when YouTube could not be asked', () => {
    expect(() => assertPlayable('playable')).not.toThrow();
    expect(() => assertPlayable('unknown')).not.toThrow();
  });
});

describe('the song’s title and channel as a page keeps them', () => {
  it('collapses white space and trims', () => {
    expect(musicInfo('  Evidências \n (Ao Vivo)\t', ' Chitãozinho  & Xororó ')).toEqual({
      title: 'Evidências (Ao Vivo)',
      channel: 'Chitãozinho & Xororó',
    });
  });

  it('cuts a title at 200 characters and a channel at 100', () => {
    const info = musicInfo('t'.repeat(201), 'c'.repeat(101));
    expect(info).toEqual({ title: 't'.repeat(200), channel: 'c'.repeat(100) });
  });
});
