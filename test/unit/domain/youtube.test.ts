import { describe, expect, it } from 'vitest';
import { canonicalYoutubeLink, isValidEditYoutubeLink, YOUTUBE_ID_LENGTH, youtubeVideoId } from '../../../src/domain/memory/youtube.js';
import { youtubeLinkForms } from '../../support/mothers/youtube-links.mother.js';

const ID = 'dQw4w9WgXcQ';

describe('youtubeVideoId: an 11-character id in the watch, short-link, shorts, embed or /v/ forms (spec §5 Music link)', () => {
  it.each(youtubeLinkForms(ID))('%s: %s', (_case, link) => {
    expect(youtubeVideoId(link)).toBe(ID);
  });

  it.each([
    ['an id with - and _', 'https://youtu.be/a-b_c-d_e-f', 'a-b_c-d_e-f'],
    ['an id with digits only', 'https://www.youtube.com/watch?v=12345678901', '12345678901'],
  ])('%s: %s → %s', (_case, link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['an id of 10 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['a short link with 10 characters', 'https://youtu.be/dQw4w9WgXc'],
    ['an id of 12 characters', `https://www.youtube.com/watch?v=${ID}X`],
    ['an id with a forbidden character', 'https://youtu.be/dQw4w9WgX!Q'],
    ['a channel page', 'https://www.youtube.com/@rickastley'],
    ['the home page', 'https://www.youtube.com/'],
    ['watch without v', 'https://www.youtube.com/watch?list=PL123'],
    ['another host', 'https://vimeo.com/123456789'],
    ['another host with a watch path', `https://example.com/watch?v=${ID}`],
    ['a look-alike host', `https://notyoutube.com/watch?v=${ID}`],
    ['a look-alike short host', `https://notyoutu.be/${ID}`],
    ['a YouTube host as a subdomain of another', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a YouTube link inside another link', `https://evil.example/?next=https://youtu.be/${ID}`],
    ['a script scheme', `javascript:alert(1)//youtube.com/watch?v=${ID}`],
    ['free text', 'minha música favorita'],
    ['a bare id', ID],
  ])('%s → null (%s)', (_case, link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it('counts 11 characters', () => {
    expect(YOUTUBE_ID_LENGTH).toBe(11);
  });
});

describe('isValidEditYoutubeLink: the edit page rule (spec §5 YouTube link)', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['watch without a scheme or www', `youtube.com/watch?v=${ID}`],
    ['watch with www, no scheme', `www.youtube.com/watch?v=${ID}`],
    ['watch over https with www', `https://www.youtube.com/watch?v=${ID}`],
    ['watch over http without www', `http://youtube.com/watch?v=${ID}`],
    ['watch with params after the id', `https://www.youtube.com/watch?v=${ID}&t=42s`],
    ['short link over http', `http://youtu.be/${ID}`],
    ['short link over https', `https://youtu.be/${ID}`],
    ['short link without a scheme', `youtu.be/${ID}`],
    ['short link with www', `https://www.youtu.be/${ID}`],
    ['short link with a start time', `https://youtu.be/${ID}?t=10`],
    ['upper case', `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('valid: %s (%j)', (_case, link) => {
    expect(isValidEditYoutubeLink(link)).toBe(true);
  });

  it.each([
    ['shorts', `https://www.youtube.com/shorts/${ID}`],
    ['embed', `https://www.youtube.com/embed/${ID}`],
    ['/v/', `https://www.youtube.com/v/${ID}`],
    ['mobile site', `https://m.youtube.com/watch?v=${ID}`],
    ['params before v', `https://www.youtube.com/watch?feature=share&v=${ID}`],
    ['another host', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://notyoutube.com/watch?v=${ID}`],
    ['ftp scheme', `ftp://youtube.com/watch?v=${ID}`],
    ['a script scheme', `javascript:alert(1)//youtube.com/watch?v=${ID}`],
    ['an id of 10 characters', 'https://youtu.be/dQw4w9WgXc'],
    ['an id of 12 characters', `https://youtu.be/${ID}X`],
    ['a space inside', `https://youtu.be/${ID} extra`],
    ['garbage', 'não é um link'],
    ['a bare id', ID],
  ])('invalid: %s (%j)', (_case, link) => {
    expect(isValidEditYoutubeLink(link)).toBe(false);
  });
});

describe('canonicalYoutubeLink: the one form a music link is stored in', () => {
  it.each([
    [ID, `https://www.youtube.com/watch?v=${ID}`],
    ['a-b_c-d_e-f', 'https://www.youtube.com/watch?v=a-b_c-d_e-f'],
    ['12345678901', 'https://www.youtube.com/watch?v=12345678901'],
  ])('%s → %s', (id, link) => {
    expect(canonicalYoutubeLink(id)).toBe(link);
  });

  it('is read back as the same id and passes the edit rule', () => {
    expect(youtubeVideoId(canonicalYoutubeLink(ID))).toBe(ID);
    expect(isValidEditYoutubeLink(canonicalYoutubeLink(ID))).toBe(true);
  });
});
