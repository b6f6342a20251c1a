import { ChildProcessWorker } from '../shared/child-process-worker.js';
import { concurrencyLimit } from '../shared/concurrency-limit.js';
import { mayBeHeic } from '../../domain/memory/heif-brands.js';
import type { AvifEncoder, PhotoProcessor, PhotoUpload, PhotoVariant, ProcessedPhoto } from '../../application/ports/photo-processor.js';
import type { PhotoWidth } from '../../domain/memory/photo-variants.js';
import { sniffImageFormat } from './image-signature.js';
import { PhotoInvalidImageError, PhotoTooLargeError, PhotoTooManyPixelsError } from './photo-errors.js';
import { jobHeader, type AvifJob, type PhotoFileJob, type PhotoJobFailure, type PhotoJobResult } from './photo-worker-protocol.js';
import type { SharpPhotoProcessorOptions } from './sharp-photo-processor.js';
import { leadingBytes } from './upload-source.js';

export interface ChildProcessPhotoProcessorOptions extends SharpPhotoProcessorOptions {
  /** How long the worker waits for another upload before it exits. */
  readonly idleMs?: number;
}

const DEFAULT_IDLE_MS = 10_000;
/**
 * The worker's environment is empty. MALLOC_ARENA_MAX=2 kept it smaller (about 245 MB instead of 330 at the peak of ten
 * or thirty orders of three ~10 MB photographs) but changed the AVIF copies libaom makes: a 480 px copy no longer saved
 * a fifth of its WebP (test/e2e/avif-photos.e2e.test.ts), so it is not set.
 */
/** Ten orders' photos: then the worker exits at its first moment without work, even when jobs come more often than idleMs. */
const RECYCLE_AFTER_JOBS = 30;
/**
 * libheif's heap (up to 400 MB for a 24 MP HEIC) never shrinks while its process lives: a HEIC's worker gives it back
 * after that one photo.
 */
const HEIC_JOBS_PER_WORKER = 1;

/**
 * Runs `SharpPhotoProcessor` in a separate Node process, started with the first upload and stopped once no upload came
 * for `idleMs`, or at its first moment without work after RECYCLE_AFTER_JOBS jobs. libvips keeps most of what it
 * allocated for a 12 MP photo (about 90 MB for three, held by the C allocator, whatever its cache settings), so in the
 * server's own process one purchase would leave it that much bigger for good; in the worker, that memory goes back to
 * the system when it exits. It also keeps a crash of the image decoder away from the server. The cost: the first upload after an idle spell waits for the worker to start
 * (a few hundred milliseconds), and each upload crosses a pipe.
 *
 * An upload staged in a file goes to the worker as its path, on the IPC channel, and the worker's decoder reads the file:
 * no photo passes through this process's memory. Uploads in memory go on the worker's stdin, byte for byte (a
 * serialised message would copy a 4 MB photo three times in this process). Answers, a few hundred kilobytes each,
 * come back on the IPC channel.
 *
 * A HEIC (by its brand) goes to a worker of its own, one at a time, which exits once it has answered: libheif decodes
 * on the worker's only thread for seconds, and its memory stays until the process exits. So other photos are not held
 * behind a HEIC, and at most one HEIC's memory is held at any time, whatever the number of HEICs sent at once.
 */
export class ChildProcessPhotoProcessor implements PhotoProcessor, AvifEncoder {
  private readonly worker: ChildProcessWorker<PhotoJobResult>;
  private readonly heicWorker: ChildProcessWorker<PhotoJobResult>;
  private readonly oneHeicAtATime = concurrencyLimit(1);
  private readonly processorOptions: SharpPhotoProcessorOptions;

  constructor({ idleMs = DEFAULT_IDLE_MS, ...processorOptions }: ChildProcessPhotoProcessorOptions) {
    this.processorOptions = processorOptions;
    const worker = (name: string, recycleAfterJobs: number) =>
      new ChildProcessWorker<PhotoJobResult>({
        name,
        script: new URL('./photo-worker.js', import.meta.url),
        args: [JSON.stringify(processorOptions)],
        stdin: true,
        idleMs,
        recycleAfterJobs,
      });
    this.worker = worker('photo worker', RECYCLE_AFTER_JOBS);
    this.heicWorker = worker('HEIC photo worker', HEIC_JOBS_PER_WORKER);
  }

  async process(upload: PhotoUpload): Promise<ProcessedPhoto> {
    // The worker checks again; these two need no decoder, and spare it junk and oversized uploads.
    if (upload.byteLength > this.processorOptions.maxBytes) throw new PhotoTooLargeError(this.processorOptions.maxBytes);
    const leading = await leadingBytes(upload);
    if (!sniffImageFormat(leading)) throw new PhotoInvalidImageError();
    if (mayBeHeic(leading)) return this.oneHeicAtATime(() => this.processIn(this.heicWorker, upload));
    return this.processIn(this.worker, upload);
  }

  private processIn(worker: ChildProcessWorker<PhotoJobResult>, upload: PhotoUpload): Promise<ProcessedPhoto> {
    return worker.request(
      (child, id) => {
        if (upload instanceof Uint8Array) {
          // Written as they are, no copy; a broken pipe means the worker died, and its 'exit' fails the job.
          child.stdin!.write(jobHeader(id, upload.byteLength));
          child.stdin!.write(upload);
        } else {
          child.send({ id, path: upload.path, byteLength: upload.byteLength } satisfies PhotoFileJob);
        }
      },
      (result) => {
        if ('failure' in result) throw this.errorOf(result.failure);
        if (!('photo' in result)) throw new Error('photo worker: answered an upload with AVIF copies');
        return result.photo;
      },
    );
  }

  /** Encodes in the worker too: the stored photo goes on the IPC channel (a few hundred kilobytes, cloned once). */
  encodeAvif(photo: Uint8Array, widths: readonly PhotoWidth[]): Promise<PhotoVariant[]> {
    return this.worker.request(
      (worker, id) => {
        worker.send({ id, avif: { photo, widths } } satisfies AvifJob);
      },
      (result) => {
        if ('failure' in result) throw this.errorOf(result.failure);
        if (!('avif' in result)) throw new Error('photo worker: answered AVIF copies with an upload');
        return [...result.avif];
      },
    );
  }

  /** Stops the workers now (server shutdown); uploads under way fail. */
  async close(): Promise<void> {
    await Promise.all([this.worker.close(), this.heicWorker.close()]);
  }

  /** Photos handed to the workers and not processed yet (metrics); HEICs waiting for their turn are not counted. */
  get queuedJobs(): number {
    return this.worker.pendingJobs + this.heicWorker.pendingJobs;
  }

  /** The process id of the worker taking uploads other than HEIC now, or null (for tests and diagnostics). */
  get workerPid(): number | null {
    return this.worker.pid;
  }

  /** The process id of the worker decoding a HEIC now, or null (for tests and diagnostics). */
  get heicWorkerPid(): number | null {
    return this.heicWorker.pid;
  }

  /** The upload's fault comes back as the same DomainError the in-process processor throws. */
  private errorOf(failure: PhotoJobFailure): Error {
    switch (failure.code) {
      case 'photo.invalid-image':
        return new PhotoInvalidImageError(failure.message);
      case 'photo.too-large':
        return new PhotoTooLargeError(Number(failure.details.limitBytes));
      case 'photo.too-many-pixels':
        return new PhotoTooManyPixelsError(Number(failure.details.limitPixels), failure.details.format === 'heic' ? 'heic' : undefined);
      default:
        return new Error(`photo worker: ${failure.message}`);
    }
  }
}
