import { HOST } from './support/net.js';
import { sampleTreeMemory } from './support/process-tree.js';
import { progress } from './support/progress.js';
import { startRealServer } from './support/servers.js';

export interface UploadsOptions {
  /** Photos of just under the 10 MB limit, three per order. */
  readonly photos: readonly Buffer[];
  /** How many orders are sent at once, one run each. */
  readonly concurrency: readonly number[];
  /** PHOTO_UPLOADS_AT_ONCE of each run: the default (undefined), and as many as are sent. */
  readonly gates: readonly ('default' | 'all')[];
}

export interface UploadRunFigures {
  readonly concurrent: number;
  /** PHOTO_UPLOADS_AT_ONCE the server ran with (null: its default). */
  readonly uploadsAtOnce: number | null;
  readonly created: number;
  /** Answered 503 (or cut off while still sending) because the upload gate was full. */
  readonly refused: number;
  readonly failed: number;
  readonly seconds: number;
  /** Peak of (server + photo worker) resident sets, sampled every 20 ms. */
  readonly peakTotalMb: number;
  readonly peakServerMb: number;
}

export interface UploadsFigures {
  readonly photoMb: readonly number[];
  readonly runs: readonly UploadRunFigures[];
}

/**
 * A fresh server per run; N buyers send an order with three ~10 MB photos at the same moment, and the resident sets of
 * the server and its photo worker are sampled throughout. Run once with the default upload gate, and once with the gate
 * opened to N, so that every order is taken and the bound comes from streaming alone.
 */
export async function benchUploads(options: UploadsOptions): Promise<UploadsFigures> {
  const blobs = options.photos.map((bytes) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
  const runs: UploadRunFigures[] = [];
  for (const gate of options.gates) {
    for (const concurrent of options.concurrency) {
      const uploadsAtOnce = gate === 'all' ? concurrent : null;
      runs.push(await uploadRun(blobs, concurrent, uploadsAtOnce));
    }
  }
  return { photoMb: options.photos.map((bytes) => bytes.byteLength / 1024 / 1024), runs };
}

async function uploadRun(blobs: readonly Blob[], concurrent: number, uploadsAtOnce: number | null): Promise<UploadRunFigures> {
  progress(`uploads: ${concurrent} orders at once, 3 photos each, PHOTO_UPLOADS_AT_ONCE=${uploadsAtOnce ?? 'default'}`);
  const server = await startRealServer({
    logLevel: 'warn',
    // Every buyer here comes from 127.0.0.1, where in the field each comes from an address of its own.
    env: { ORDER_LIMIT_PER_CLIENT: String(concurrent), ...(uploadsAtOnce === null ? {} : { PHOTO_UPLOADS_AT_ONCE: String(uploadsAtOnce) }) },
  });
  try {
    const sampler = sampleTreeMemory(server.child.pid);
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: concurrent }, (_, i) => order(server.port, blobs, i)));
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
    const figures: UploadRunFigures = {
      concurrent,
      uploadsAtOnce,
      created: count('created'),
      refused: count('refused'),
      failed: count('failed'),
      seconds,
      peakTotalMb: peak.peakTotalMb,
      peakServerMb: peak.peakRootMb,
    };
    progress(
      `uploads: ${figures.created} created, ${figures.refused} refused (busy), ${figures.failed} failed in ${seconds.toFixed(1)} s; ` +
        `peak server + worker ${peak.peakTotalMb.toFixed(0)} MB (server ${peak.peakRootMb.toFixed(0)} MB, ${peak.samples} samples)`,
    );
    return figures;
  } finally {
    await server.child.stop();
  }
}

type Outcome = 'created' | 'refused' | 'failed';

/** The text fields of buyer `index`'s order: a premium page of its own. */
export function orderForm(index: number): FormData {
  const form = new FormData();
  const fields = {
    yourName: 'Ana',
    lovedName: `João ${index + 1}`,
    datingSince: '2021-06-12T20:30',
    message: 'Cada dia ao seu lado é o meu favorito.',
    plan: 'premium',
    youtube: '',
    email: `ana${index}@example.com`,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function order(port: number, blobs: readonly Blob[], index: number): Promise<Outcome> {
  const form = orderForm(index);
  blobs.forEach((blob, i) => form.append('photos', blob, `foto-${i + 1}.jpg`));
  try {
    const response = await fetch(`http://${HOST}:${port}/api/create-payment`, { method: 'POST', body: form });
    await response.arrayBuffer();
    if (response.status === 201) return 'created';
    return response.status === 503 ? 'refused' : 'failed';
  } catch (error) {
    progress(`uploads: order ${index + 1} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  }
}
