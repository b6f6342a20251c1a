import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PhotoProcessor, PhotoUpload, ProcessedPhoto } from '../../application/ports/photo-processor.js';
import { sniffImageFormat } from './image-signature.js';
import { PhotoInvalidImageError, PhotoTooLargeError, PhotoTooManyPixelsError } from './photo-errors.js';
import { jobHeader, type PhotoFileJob, type PhotoJobFailure, type PhotoJobResult } from './photo-worker-protocol.js';
import type { SharpPhotoProcessorOptions } from './sharp-photo-processor.js';
import { leadingBytes } from './upload-source.js';

export interface ChildProcessPhotoProcessorOptions extends SharpPhotoProcessorOptions {
  /** How long the worker waits for another upload before it exits. */
  readonly idleMs?: number;
}

interface PendingJob {
  readonly worker: ChildProcess;
  resolve(photo: ProcessedPhoto): void;
  reject(error: unknown): void;
}

const DEFAULT_IDLE_MS = 10_000;

/**
 * Runs `SharpPhotoProcessor` in a separate Node process, started with the first upload and stopped once no upload came
 * for `idleMs`. libvips keeps most of what it allocated for a 12 MP photo (about 90 MB for three, held by the C
 * allocator, whatever its cache settings), so in the server's own process one purchase would leave it that much
 * bigger for good; in the worker, that memory goes back to the system when it exits. It also keeps a crash of the
 * image decoder away from the server. The cost: the first upload after an idle spell waits for the worker to start
 * (a few hundred milliseconds), and each upload crosses a pipe.
 *
 * An upload staged in a file goes to the worker as its path, on the IPC channel, and the worker's decoder reads the file:
 * no photo passes through this process's memory. Uploads in memory go on the worker's stdin, byte for byte (a
 * serialised message would copy a 4 MB photo three times in this process). Answers, a few hundred kilobytes each,
 * come back on the IPC channel.
 */
export class ChildProcessPhotoProcessor implements PhotoProcessor {
  private worker: ChildProcess | null = null;
  private readonly jobs = new Map<number, PendingJob>();
  private nextJobId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleMs: number;
  private readonly processorOptions: SharpPhotoProcessorOptions;

  constructor({ idleMs = DEFAULT_IDLE_MS, ...processorOptions }: ChildProcessPhotoProcessorOptions) {
    if (!(idleMs > 0)) throw new RangeError('ChildProcessPhotoProcessor: idleMs must be positive');
    this.idleMs = idleMs;
    this.processorOptions = processorOptions;
  }

  async process(upload: PhotoUpload): Promise<ProcessedPhoto> {
    // The worker checks again; these two need no decoder, and spare it junk and oversized uploads.
    if (upload.byteLength > this.processorOptions.maxBytes) throw new PhotoTooLargeError(this.processorOptions.maxBytes);
    if (!sniffImageFormat(await leadingBytes(upload))) throw new PhotoInvalidImageError();

    const worker = this.running();
    const id = this.nextJobId++;
    return new Promise<ProcessedPhoto>((resolve, reject) => {
      this.jobs.set(id, { worker, resolve, reject });
      this.busy(worker);
      if (upload instanceof Uint8Array) {
        // Written as they are, no copy; a broken pipe means the worker died, and its 'exit' fails the job.
        worker.stdin!.write(jobHeader(id, upload.byteLength));
        worker.stdin!.write(upload);
      } else {
        worker.send({ id, path: upload.path, byteLength: upload.byteLength } satisfies PhotoFileJob);
      }
    });
  }

  /** Stops the worker now (server shutdown); uploads under way fail. */
  async close(): Promise<void> {
    this.clearIdleTimer();
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    if (worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.kill();
    await exited;
  }

  /** The process id of the worker taking uploads now, or null (for tests and diagnostics). */
  get workerPid(): number | null {
    return this.worker?.pid ?? null;
  }

  private running(): ChildProcess {
    if (this.worker) return this.worker;
    const { script, execArgv } = workerCommand();
    const worker = fork(script, [JSON.stringify(this.processorOptions)], {
      execArgv,
      // It decodes what strangers upload: it gets no environment at all, so none of the server's settings (APP_SECRET
      // above all). Node, sharp and libvips need none (libvips' temporary files go to /tmp).
      env: {},
      serialization: 'advanced',
      stdio: ['pipe', 'inherit', 'inherit', 'ipc'],
    });
    // A broken pipe means the worker is gone: 'exit' (or 'error' when it never started) fails its jobs.
    worker.stdin!.on('error', () => {});
    worker.on('message', (result: PhotoJobResult) => this.answer(result));
    worker.once('exit', (code, signal) => this.lost(worker, new Error(`the photo worker exited (${signal ?? `code ${code}`}) before answering`)));
    worker.on('error', (error) => this.lost(worker, new Error(`the photo worker failed: ${error.message}`)));
    this.worker = worker;
    return worker;
  }

  private lost(worker: ChildProcess, error: Error): void {
    if (this.worker === worker) {
      this.worker = null;
      this.clearIdleTimer();
    }
    for (const [id, job] of [...this.jobs]) if (job.worker === worker) this.settle(id, (pending) => pending.reject(error));
  }

  private answer(result: PhotoJobResult): void {
    this.settle(result.id, (job) => ('photo' in result ? job.resolve(result.photo) : job.reject(this.errorOf(result.failure))));
  }

  private settle(id: number, outcome: (job: PendingJob) => void): void {
    const job = this.jobs.get(id);
    if (!job) return;
    this.jobs.delete(id);
    outcome(job);
    if (job.worker === this.worker && this.jobs.size === 0) this.idle();
  }

  /** The upload's fault comes back as the same DomainError the in-process processor throws. */
  private errorOf(failure: PhotoJobFailure): Error {
    switch (failure.code) {
      case 'photo.invalid-image':
        return new PhotoInvalidImageError(failure.message);
      case 'photo.too-large':
        return new PhotoTooLargeError(Number(failure.details.limitBytes));
      case 'photo.too-many-pixels':
        return new PhotoTooManyPixelsError(Number(failure.details.limitPixels));
      default:
        return new Error(`photo worker: ${failure.message}`);
    }
  }

  /** While uploads are under way the worker keeps this process alive; once idle it does not, and it exits soon. */
  private busy(worker: ChildProcess): void {
    this.clearIdleTimer();
    worker.ref();
    worker.channel?.ref();
    (worker.stdin as Socket | null)?.ref();
  }

  private idle(): void {
    const worker = this.worker;
    if (!worker) return;
    worker.unref();
    worker.channel?.unref();
    (worker.stdin as Socket | null)?.unref();
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      // A job sent meanwhile would have cleared this timer. The next upload starts a new worker; this one exits as
      // soon as its channel closes.
      if (this.worker !== worker || this.jobs.size > 0) return;
      this.worker = null;
      worker.stdin!.end();
      if (worker.connected) worker.disconnect();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/**
 * The worker next to this file: compiled JavaScript in production; TypeScript under the test runner or `tsx`, which
 * then needs tsx's loader (a development dependency) in the child.
 */
function workerCommand(): { script: string; execArgv: string[] } {
  const self = fileURLToPath(import.meta.url);
  const fromSource = self.endsWith('.ts');
  const script = fileURLToPath(new URL(fromSource ? './photo-worker.ts' : './photo-worker.js', import.meta.url));
  if (!fromSource) return { script, execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { script, execArgv: ['--import', tsxLoader] };
}
