import type { Socket } from 'node:net';
import { DomainError } from '../../../domain/shared/domain-error.js';
import type { HttpError } from '../http-error.js';
import type { UploadGate, UploadSlot } from './upload-gate.js';

/** An upload whose body came slower than the least pace allowed: cut off (408) so that it holds no place. */
export class UploadTooSlowError extends DomainError {
  constructor() {
    super('photo.upload-too-slow');
  }
}

export interface UploadPace {
  /** The fewest bytes per second a body may come at, over each `windowMs` (UPLOAD_MIN_BYTES_PER_SECOND). */
  readonly minBytesPerSecond: number;
  /** How long a window is: a sender slower than the pace loses its place within about this long. */
  readonly windowMs: number;
}

/** A few seconds: long enough for a phone's network to hiccup, short enough that a trickle loses its place at once. */
export const UPLOAD_PACE_WINDOW_MS = 5000;

/**
 * Watches one multipart request while its body is read: its photos take a place at the upload gate when the first
 * one starts (`photoStarts`), and a body that comes slower than the pace is refused. `refusal` rejects with what to
 * answer (503 busy, 408 too slow) as soon as either happens, while the parser may still be waiting for bytes that
 * will never come; `settle` gives the place back and stops watching.
 */
export class UploadGuard {
  readonly refusal: Promise<never>;
  private refuse!: (error: Error) => void;
  private refused = false;
  private tooSlow = false;
  private slot: UploadSlot | null = null;
  private readonly timer: NodeJS.Timeout | null;

  constructor(
    private readonly request: { readonly socket: Socket; readonly complete: boolean },
    private readonly gate: UploadGate | undefined,
    pace: UploadPace | undefined,
  ) {
    this.refusal = new Promise<never>((_resolve, reject) => (this.refuse = reject));
    this.refusal.catch(() => {});
    this.timer = pace ? this.watch(pace) : null;
  }

  /** Whether the request was refused before its body was read (busy, or too slow). */
  get wasRefused(): boolean {
    return this.refused;
  }

  /**
   * Whether it was refused as too slow: its connection is closed after the answer. A busy refusal keeps it: the rest of
   * the body is read and dropped (it holds no place), so the client, still sending, reads the 503 instead of a reset.
   */
  get wasTooSlow(): boolean {
    return this.tooSlow;
  }

  /** A photo's part begins: the first takes a place, or refuses the request when every place is taken. */
  photoStarts(): HttpError | null {
    if (this.slot || !this.gate) return null;
    const taken = this.gate.take();
    if ('release' in taken) {
      this.slot = taken;
      return null;
    }
    this.fail(taken);
    return taken;
  }

  /** The body is read (or the request is over): the pace no longer matters and the place goes back once answered. */
  bodyRead(): void {
    if (this.timer) clearInterval(this.timer);
  }

  settle(): void {
    this.bodyRead();
    this.slot?.release();
    this.slot = null;
  }

  private watch({ minBytesPerSecond, windowMs }: UploadPace): NodeJS.Timeout {
    let readBefore = this.request.socket.bytesRead;
    const timer = setInterval(() => {
      if (this.request.complete) return this.bodyRead();
      const read = this.request.socket.bytesRead;
      if (read - readBefore < (minBytesPerSecond * windowMs) / 1000) {
        this.tooSlow = true;
        this.fail(new UploadTooSlowError());
      }
      readBefore = read;
    }, windowMs);
    timer.unref();
    return timer;
  }

  private fail(error: Error): void {
    if (this.refused) return;
    this.refused = true;
    this.settle();
    this.refuse(error);
  }
}
