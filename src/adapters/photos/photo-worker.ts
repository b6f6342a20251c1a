/**
 * Entry point of the photo worker process that `ChildProcessPhotoProcessor` forks: it reads uploads from stdin, runs
 * `SharpPhotoProcessor` on each, and answers on the IPC channel. It exits when the server closes its stdin or the
 * channel (or goes away), handing everything libvips allocated back to the system. argv[2] holds the processor's
 * options as JSON.
 */
import { DomainError } from '../../domain/shared/domain-error.js';
import { JobReader, type PhotoJobFailure, type PhotoJobResult } from './photo-worker-protocol.js';
import { SharpPhotoProcessor, type SharpPhotoProcessorOptions } from './sharp-photo-processor.js';

const send = process.send?.bind(process);
if (!send) throw new Error('photo-worker runs only as a child process with an IPC channel');

const processor = new SharpPhotoProcessor(JSON.parse(process.argv[2] ?? '{}') as SharpPhotoProcessorOptions);

function failure(error: unknown): PhotoJobFailure {
  if (error instanceof DomainError) {
    const cause = error.cause instanceof Error ? error.cause.message : error.cause === undefined ? '' : String(error.cause);
    return { code: error.code, details: error.details, message: cause || error.message };
  }
  return { code: null, details: {}, message: error instanceof Error ? error.message : String(error) };
}

const jobs = new JobReader((id, upload) => {
  processor.process(upload).then(
    (photo) => send({ id, photo } satisfies PhotoJobResult),
    (error: unknown) => send({ id, failure: failure(error) } satisfies PhotoJobResult),
  );
});
process.stdin.on('data', (chunk: Buffer) => jobs.push(chunk));
process.stdin.on('end', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
