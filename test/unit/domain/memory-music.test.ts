import { describe, expect, it } from 'vitest';
import { musicAfterEdit, shownMusic, shownYoutube, songOf, type MemoryMusic } from '../../../src/domain/memory/memory-music.js';
import { PLANS } from '../../../src/domain/plan/plan.js';

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const OTHER = 'https://www.youtube.com/watch?v=aaaaaaaaaaa';
const SONG = { title: 'Evidências', channel: 'Chitãozinho & Xororó' };
const music: MemoryMusic = { youtube: LINK, musicTitle: SONG.title, musicChannel: SONG.channel };

describe('the song kept with a link', () => {
  it('is what YouTube said of it', () => {
    expect(songOf(LINK, SONG)).toEqual({ musicTitle: SONG.title, musicChannel: SONG.channel });
  });

  it('is none without a link, or when YouTube was not asked or gave nothing', () => {
    expect(songOf(null, SONG)).toEqual({ musicTitle: null, musicChannel: null });
    expect(songOf(LINK, null)).toEqual({ musicTitle: null, musicChannel: null });
    expect(songOf(LINK, undefined)).toEqual({ musicTitle: null, musicChannel: null });
    expect(songOf(LINK, { title: '', channel: '' })).toEqual({ musicTitle: null, musicChannel: null });
  });
});

describe('the music visitors hear', () => {
  it('is the link on a plan with music, none on a plan without, even if a link is kept', () => {
    expect(shownYoutube(PLANS.premium, LINK)).toBe(LINK);
    expect(shownYoutube(PLANS.basic, LINK)).toBeNull();
  });

  it('shows the song with it, an unknown channel as empty', () => {
    expect(shownMusic(PLANS.premium, music)).toEqual(SONG);
    expect(shownMusic(PLANS.premium, { ...music, musicChannel: null })).toEqual({ title: SONG.title, channel: '' });
  });

  it('shows no song without a title, without a link, or on a plan without music', () => {
    expect(shownMusic(PLANS.premium, { ...music, musicTitle: null })).toBeNull();
    expect(shownMusic(PLANS.premium, { ...music, youtube: null })).toBeNull();
    expect(shownMusic(PLANS.basic, music)).toBeNull();
  });
});

describe('the music once an edit is applied', () => {
  it('keeps the song while the link stays', () => {
    expect(musicAfterEdit(PLANS.premium, music, LINK, { title: 'Outra', channel: 'Outro' })).toEqual(music);
  });

  it('replaces the song with a new link, or drops it with the link', () => {
    expect(musicAfterEdit(PLANS.premium, music, OTHER, { title: 'Outra', channel: 'Outro' })).toEqual({
      youtube: OTHER,
      musicTitle: 'Outra',
      musicChannel: 'Outro',
    });
    expect(musicAfterEdit(PLANS.premium, music, OTHER)).toEqual({ youtube: OTHER, musicTitle: null, musicChannel: null });
    expect(musicAfterEdit(PLANS.premium, music, null, SONG)).toEqual({ youtube: null, musicTitle: null, musicChannel: null });
  });

  it('keeps the link and its song, hidden, on a plan without music', () => {
    expect(musicAfterEdit(PLANS.basic, music, null)).toEqual(music);
  });
});
