import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { VoiceNotAudioError, VOICE_MAX_SECONDS, VOICE_TOLERANCE_SECONDS, type HeardAudio } from '../../domain/voice/voice-message.js';
import type { EncodedVoice, VoiceProcessor } from '../../application/ports/voice-processor.js';
import { TaskSlots } from './task-slots.js';

/** The ffmpeg binary shipped inside the npm package of this platform (nothing downloaded). */
export function bundledFfmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export interface FfmpegVoiceOptions {
  readonly ffmpegPath?: string;
  /** ffmpeg runs at once, whatever the uploads; the others wait in order. */
  readonly atOnce?: number;
  /** A run past this is killed and the file refused. */
  readonly timeoutMs?: number;
  /** The address space one ffmpeg may take (through `prlimit`, where the system has it). */
  readonly memoryBytes?: number;
}

/** Past the longest message and its tolerance nothing is read: a file claiming hours costs a minute's decoding. */
const READ_SECONDS = VOICE_MAX_SECONDS + VOICE_TOLERANCE_SECONDS + 1;
const PRLIMIT = '/usr/bin/prlimit';

/**
 * Voice messages through ffmpeg, each run a child process (never the server's thread), single-threaded, with a timeout,
 * an address-space limit and a bounded number at once. Hearing decodes the whole audio to nothing, so a file whose
 * header looks right but whose frames do not decode is not audio; keeping re-encodes it to AAC in MP4 (`+faststart`,
 * every piece of metadata dropped), what iPhone Safari and Android Chrome both play.
 */
export class FfmpegVoiceProcessor implements VoiceProcessor {
  private readonly ffmpeg: string;
  private readonly slots: TaskSlots;
  private readonly timeoutMs: number;
  private readonly memoryBytes: number;

  constructor(options: FfmpegVoiceOptions = {}) {
    this.ffmpeg = options.ffmpegPath ?? bundledFfmpegPath();
    this.slots = new TaskSlots(options.atOnce ?? 2);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.memoryBytes = options.memoryBytes ?? 512 * 1024 * 1024;
  }

  async hear(path: string): Promise<HeardAudio> {
    const args = ['-t', String(READ_SECONDS), '-i', path, '-map', '0:a:0', '-vn', '-f', 'null', '-progress', 'pipe:1', '-nostats', '-'];
    const run = await this.slots.run(() => this.run(args));
    const microseconds = [...run.stdout.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1])).pop();
    const ended = /^progress=end$/m.test(run.stdout);
    if (!run.ok || !ended || microseconds === undefined || microseconds <= 0) return { isAudio: false, seconds: null };
    return { isAudio: true, seconds: microseconds / 1_000_000 };
  }

  async encode(path: string): Promise<EncodedVoice> {
    const output = `${path}.kept.m4a`;
    const args = [
      ...['-t', String(READ_SECONDS), '-i', path, '-map', '0:a:0', '-vn', '-sn', '-dn'],
      ...['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'],
      ...['-c:a', 'aac', '-b:a', '96k', '-ac', '1', '-ar', '48000', '-movflags', '+faststart', '-f', 'ipod', '-y', output],
    ];
    try {
      const run = await this.slots.run(() => this.run(args));
      if (!run.ok) throw new VoiceNotAudioError();
      return { bytes: new Uint8Array(await readFile(output)), extension: 'm4a' };
    } finally {
      await rm(output, { force: true });
    }
  }

  private run(args: readonly string[]): Promise<{ ok: boolean; stdout: string }> {
    const ffmpegArgs = ['-nostdin', '-hide_banner', '-v', 'error', '-threads', '1', ...args];
    const [file, fileArgs] = existsSync(PRLIMIT)
      ? [PRLIMIT, [`--as=${this.memoryBytes}`, '--', this.ffmpeg, ...ffmpegArgs]]
      : [this.ffmpeg, ffmpegArgs];
    return new Promise((resolve) => {
      execFile(file, fileArgs, { timeout: this.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 }, (error, stdout) => {
        resolve({ ok: error === null, stdout: String(stdout) });
      });
    });
  }
}
