import { describe, expect, it } from 'vitest';
import {
  assertVoiceHeard,
  assertVoiceOnPlan,
  assertVoiceSize,
  shownVoice,
  VOICE_MAX_BYTES,
  VOICE_MAX_SECONDS,
  VOICE_MIN_SECONDS,
  VoiceNotFoundError,
  VOICE_TOLERANCE_SECONDS,
} from '../../../src/domain/voice/voice-message.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a domain error';
  }
};

describe('the voice message', () => {
  it('belongs to Pra Sempre only', () => {
    expect(codeOf(() => assertVoiceOnPlan('premium'))).toBeNull();
    expect(codeOf(() => assertVoiceOnPlan('basic'))).toBe('voice.not-on-plan');
  });

  it('is refused past 10 MB before anything reads it', () => {
    expect(codeOf(() => assertVoiceSize(VOICE_MAX_BYTES))).toBeNull();
    expect(codeOf(() => assertVoiceSize(VOICE_MAX_BYTES + 1))).toBe('voice.too-large');
    expect(() => assertVoiceSize(VOICE_MAX_BYTES + 1)).toThrow(expect.objectContaining({ details: { limitBytes: VOICE_MAX_BYTES } }));
  });

  it('takes up to a minute, with a second of tolerance for a recording stopped late', () => {
    expect(assertVoiceHeard({ isAudio: true, seconds: 3 })).toBe(3);
    expect(assertVoiceHeard({ isAudio: true, seconds: VOICE_MAX_SECONDS + VOICE_TOLERANCE_SECONDS })).toBe(61);
    expect(codeOf(() => assertVoiceHeard({ isAudio: true, seconds: 61.2 }))).toBe('voice.too-long');
  });

  it('tells how long a refused file was', () => {
    try {
      assertVoiceHeard({ isAudio: true, seconds: 92.4 });
      expect.unreachable();
    } catch (error) {
      expect((error as DomainError).details).toEqual({ limitSeconds: 60, seconds: 92 });
    }
  });

  it('refuses what no decoder could hear, or could not time, and a tap on record and stop', () => {
    expect(codeOf(() => assertVoiceHeard({ isAudio: false, seconds: 3 }))).toBe('voice.not-audio');
    expect(codeOf(() => assertVoiceHeard({ isAudio: true, seconds: null }))).toBe('voice.not-audio');
    expect(codeOf(() => assertVoiceHeard({ isAudio: true, seconds: Number.NaN }))).toBe('voice.not-audio');
    expect(codeOf(() => assertVoiceHeard({ isAudio: true, seconds: 0.2 }))).toBe('voice.too-short');
    expect(assertVoiceHeard({ isAudio: true, seconds: VOICE_MIN_SECONDS })).toBe(0.5);
  });

  it('says the owner has no voice message to remove', () => {
    expect(new VoiceNotFoundError()).toMatchObject({ code: 'voice.not-found' });
  });

  it('is heard on a Pra Sempre page only', () => {
    expect(shownVoice('premium', '/uploads/m/abc.m4a')).toBe('/uploads/m/abc.m4a');
    expect(shownVoice('basic', '/uploads/m/abc.m4a')).toBeNull();
    expect(shownVoice('premium', null)).toBeNull();
  });
});

describe('a page’s voice message', () => {
  const now = new Date('2026-03-11T00:00:00.000Z');

  it('is kept on Pra Sempre, replacing the one before, and removed', () => {
    const page = aMemory({ details: { plan: 'premium' }, status: 'active' });
    expect(page.voice).toBeNull();
    expect(page.keepVoice('/uploads/mem0000000000001/aaaaaaaaaaaaaaaa.m4a', now)).toBeNull();
    expect(page.keepVoice('/uploads/mem0000000000001/bbbbbbbbbbbbbbbb.m4a', now)).toBe('/uploads/mem0000000000001/aaaaaaaaaaaaaaaa.m4a');
    expect(page.shownVoice).toBe('/uploads/mem0000000000001/bbbbbbbbbbbbbbbb.m4a');
    expect(page.snapshot().updatedAt).toEqual(now);
    expect(page.removeVoice(now)).toBe('/uploads/mem0000000000001/bbbbbbbbbbbbbbbb.m4a');
    expect(page.voice).toBeNull();
    expect(page.removeVoice(now)).toBeNull();
  });

  it('leaves a page without one as it was when asked to remove it', () => {
    const page = aMemory({ details: { plan: 'premium' }, status: 'active' });
    const before = page.snapshot();
    expect(page.removeVoice(new Date('2026-04-01T00:00:00.000Z'))).toBeNull();
    expect(page.snapshot()).toBe(before);
  });

  it('is refused on a basic page, which stays as it was', () => {
    const page = aMemory({ details: { plan: 'basic' }, status: 'active' });
    expect(codeOf(() => page.keepVoice('/uploads/mem0000000000001/aaaaaaaaaaaaaaaa.m4a', now))).toBe('voice.not-on-plan');
    expect(page.voice).toBeNull();
  });
});
