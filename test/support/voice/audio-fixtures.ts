import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundledFfmpegPath } from '../../../src/adapters/voice/ffmpeg-voice-processor.js';

const run = promisify(execFile);

/** The audio a test sends, made by the same ffmpeg the server runs: nothing downloaded, nothing committed. */
export type AudioFixture = 'wav' | 'webm' | 'mp3' | 'm4a' | 'ogg';

const CODEC: Record<AudioFixture, readonly string[]> = {
  wav: ['-c:a', 'pcm_s16le'],
  webm: ['-c:a', 'libopus'],
  mp3: ['-c:a', 'libmp3lame'],
  m4a: ['-c:a', 'aac', '-f', 'ipod'],
  ogg: ['-c:a', 'libvorbis'],
};

/** A sine tone of `seconds` in `format`, tagged with a title and an artist that the kept copy must not carry. */
export async function makeTone(folder: string, format: AudioFixture, seconds: number, frequency = 440): Promise<string> {
  const path = join(folder, `tone-${frequency}-${seconds}s.${format}`);
  await run(bundledFfmpegPath(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`],
    ...['-metadata', 'title=Gravado no quarto', '-metadata', 'artist=Nome Secreto', ...CODEC[format], path],
  ]);
  return path;
}

/** A video with no sound: a container ffmpeg reads, without an audio stream. */
export async function makeSilentVideo(folder: string): Promise<string> {
  const path = join(folder, 'video-without-sound.mp4');
  await run(bundledFfmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=64x48:rate=5', '-c:v', 'mpeg4', path]);
  return path;
}

/** Random bytes under an audio name. */
export async function makeNoise(folder: string, name = 'not-audio.mp3'): Promise<string> {
  const path = join(folder, name);
  const bytes = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
  await writeFile(path, bytes);
  return path;
}

/** What ffmpeg says of a file's streams and tags (its stderr with `-i` alone). */
export async function describeAudio(path: string): Promise<string> {
  try {
    await run(bundledFfmpegPath(), ['-hide_banner', '-i', path]);
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? '');
  }
}
