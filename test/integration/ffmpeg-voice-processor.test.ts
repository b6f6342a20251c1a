import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegVoiceProcessor } from '../../src/adapters/voice/ffmpeg-voice-processor.js';
import { describeAudio, makeNoise, makeSilentVideo, makeTone, type AudioFixture } from '../support/voice/audio-fixtures.js';

let folder: string;
const processor = new FfmpegVoiceProcessor();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'voice-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('FfmpegVoiceProcessor', () => {
  it.each<AudioFixture>(['wav', 'webm', 'mp3', 'm4a', 'ogg'])('hears a %s recording and how long it is', async (format) => {
    const heard = await processor.hear(await makeTone(folder, format, 3));
    expect(heard.isAudio).toBe(true);
    expect(heard.seconds).toBeGreaterThan(2.9);
    expect(heard.seconds).toBeLessThan(3.2);
  });

  it('keeps Chromium’s Opus in WebM as AAC in MP4, playing first bytes first, without its title or artist', async () => {
    const source = await makeTone(folder, 'webm', 2);
    expect(await describeAudio(source)).toContain('Nome Secreto');
    const kept = await processor.encode(source);
    expect(kept.extension).toBe('m4a');
    const path = join(folder, 'kept.m4a');
    await writeFile(path, kept.bytes);
    const described = await describeAudio(path);
    expect(described).toMatch(/Audio: aac \(LC\)/);
    expect(described).toMatch(/major_brand\s+: M4A/);
    expect(described).not.toContain('Nome Secreto');
    expect(described).not.toContain('Gravado no quarto');
    expect(described).not.toMatch(/encoder\s+: Lavf/);
    // +faststart: the index (moov) before the audio (mdat), so a phone plays while it downloads.
    const text = Buffer.from(kept.bytes).toString('latin1');
    expect(text.indexOf('moov')).toBeGreaterThan(0);
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
    expect((await processor.hear(path)).seconds).toBeCloseTo(2, 0);
  });

  it('reads no further than a little past the minute: a longer file is heard as longer than allowed, never decoded whole', async () => {
    const heard = await processor.hear(await makeTone(folder, 'mp3', 90));
    expect(heard.isAudio).toBe(true);
    expect(heard.seconds).toBeGreaterThan(61);
    expect(heard.seconds).toBeLessThan(63.5);
  });

  it('hears no audio in random bytes, a video without sound or an empty file', async () => {
    const empty = join(folder, 'empty.m4a');
    await writeFile(empty, new Uint8Array());
    for (const path of [await makeNoise(folder), await makeSilentVideo(folder), empty]) {
      expect(await processor.hear(path)).toEqual({ isAudio: false, seconds: null });
    }
    await expect(processor.encode(await makeNoise(folder, 'noise.webm'))).rejects.toMatchObject({ code: 'voice.not-audio' });
  });

  it('kills an ffmpeg past its time and refuses the file', async () => {
    const hurried = new FfmpegVoiceProcessor({ timeoutMs: 1 });
    expect(await hurried.hear(await makeTone(folder, 'wav', 3))).toEqual({ isAudio: false, seconds: null });
  });
});
