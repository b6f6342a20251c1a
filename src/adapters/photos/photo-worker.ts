/**
 * Entry point of the photo worker process that `ChildProcessPhotoProcessor` forks: it takes uploads as staged files'
 * paths on the IPC channel or as bytes on stdin, runs `SharpPhotoProcessor` on each, and answers on the IPC channel. It exits when the server closes its stdin or the
 * channel (or goes away), handing everything libvips allocated back to the system. argv[2] holds the processor's
 * options as JSON.
 */
import { DomainError } from '../../domain/shared/domain-error.js';
import type { PhotoUpload } from '../../application/ports/photo-processor.js';
import { answerWhenSettled, serverChannel } from '../shared/worker-channel.js';
import { JobReader, type AvifJob, type PhotoFileJob, type PhotoJobFailure, type PhotoJobResult } from './photo-worker-protocol.js';
import { SharpPhotoProcessor, type SharpPhotoProcessorOptions } from './sharp-photo-processor.js';

const send = serverChannel<PhotoJobResult>('photo-worker');

const processor = new SharpPhotoProcessor(JSON.parse(process.argv[2] ?? '{}') as SharpPhotoProcessorOptions);

function failure(error: unknown): PhotoJobFailure {
  if (error instanceof DomainError) {
    const cause = error.cause instanceof Error ? error.cause.message : error.cause === undefined ? '' : String(error.cause);
    return { code: error.code, details: error.details, message: cause || error.message };
  }
  return { code: null, details: {}, message: error instanceof Error ? error.message : String(error) };
}

function run(id: number, upload: PhotoUpload): void {
  answerWhenSettled(
    send,
    processor.process(upload),
    (photo) => ({ id, photo }),
    (error) => ({ id, failure: failure(error) }),
  );
}

function runAvif({ id, avif }: AvifJob): void {
  answerWhenSettled(
    send,
    processor.encodeAvif(avif.photo, avif.widths),
    (variants) => ({ id, avif: variants }),
    (error) => ({ id, failure: failure(error) }),
  );
}

const jobs = new JobReader(run);
process.stdin.on('data', (chunk: Buffer) => jobs.push(chunk));
process.on('message', (job: PhotoFileJob | AvifJob) => ('avif' in job ? runAvif(job) : run(job.id, { path: job.path, byteLength: job.byteLength })));
process.stdin.on('end', () => process.exit(0));
