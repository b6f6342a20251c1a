import { setTimeout as sleep } from 'node:timers/promises';
import { HOST } from './support/net.js';
import { processTree, sampleTreeMemory } from './support/process-tree.js';
import { readMemory } from './support/proc.js';
import { progress } from './support/progress.js';
import { startRealServer } from './support/servers.js';
import { orderForm } from './uploads.js';

export interface UploadPeaksOptions {
  /** Three real photographs of about 10 MB: each buyer sends all three. */
  readonly photos: readonly Buffer[];
  /** How many buyers come at once, one run (and one fresh server) each. */
  readonly buyers: readonly number[];
  /** How long after the peak the resident sets are read again: a minute. */
  readonly afterMs: number;
}

export interface UploadPeakRun {
  readonly buyers: number;
  readonly created: number;
  readonly failed: number;
  /** Photos (and orders) answered 503 (busy, or no room) or 408, or whose connection dropped, and sent again. */
  readonly retries: number;
  readonly seconds: number;
  /** Server + photo worker before the first buyer (the worker starts with the first photo). */
  readonly idleMb: number;
  /** Highest sum of the resident sets of the server and its workers, sampled every 20 ms. */
  readonly peakTotalMb: number;
  readonly peakServerMb: number;
  /** The same sum `afterMs` after the last buyer was answered, and how many processes it counted. */
  readonly afterTotalMb: number;
  readonly afterProcesses: number;
}

export interface UploadPeaksFigures {
  readonly photoMb: readonly number[];
  readonly afterMs: number;
  readonly runs: readonly UploadPeakRun[];
}

/**
 * `uploadpeaks`: N buyers at once, each doing what the web app does: the three photos sent ahead one after the other
 * (`POST /api/staged-photos`, sent again after Retry-After when the server is busy), then the order naming them. A
 * fresh server on its defaults per run; the resident sets of the server and its photo worker are sampled throughout,
 * and read again a minute after the peak.
 */
export async function benchUploadPeaks(options: UploadPeaksOptions): Promise<UploadPeaksFigures> {
  const runs: UploadPeakRun[] = [];
  for (const buyers of options.buyers) runs.push(await peakRun(options.photos, buyers, options.afterMs));
  return { photoMb: options.photos.map((bytes) => bytes.byteLength / 1024 / 1024), afterMs: options.afterMs, runs };
}

async function peakRun(photos: readonly Buffer[], buyers: number, afterMs: number): Promise<UploadPeakRun> {
  progress(`uploadpeaks: ${buyers} buyers at once, 3 photos each sent ahead, then their orders`);
  // Every buyer here comes from 127.0.0.1, where in the field each comes from an address of its own: the per-client
  // limits, which count every try, would take them for one client.
  const server = await startRealServer({ logLevel: 'warn', env: { ORDER_LIMIT_PER_CLIENT: '100000' } });
  try {
    const pid = server.child.pid;
    const idleMb = treeRssMb(pid).totalMb;
    const sampler = sampleTreeMemory(pid);
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: buyers }, (_, i) => buyer(server.port, photos, i)));
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    progress(`uploadpeaks: waiting ${afterMs / 1000} s after the peak of ${peak.peakTotalMb.toFixed(0)} MB`);
    await sleep(afterMs);
    const after = treeRssMb(pid);
    const run: UploadPeakRun = {
      buyers,
      created: outcomes.filter((o) => o.created).length,
      failed: outcomes.filter((o) => !o.created).length,
      retries: outcomes.reduce((sum, o) => sum + o.retries, 0),
      seconds,
      idleMb,
      peakTotalMb: peak.peakTotalMb,
      peakServerMb: peak.peakRootMb,
      afterTotalMb: after.totalMb,
      afterProcesses: after.processes,
    };
    progress(
      `uploadpeaks: ${run.created} of ${buyers} orders in ${seconds.toFixed(1)} s (${run.retries} photos sent again); ` +
        `idle ${idleMb.toFixed(0)} MB, peak ${peak.peakTotalMb.toFixed(0)} MB (server ${peak.peakRootMb.toFixed(0)} MB), ` +
        `${after.totalMb.toFixed(0)} MB in ${after.processes} process(es) ${afterMs / 1000} s later`,
    );
    return run;
  } finally {
    await server.child.stop();
  }
}

function treeRssMb(pid: number): { totalMb: number; processes: number } {
  let totalMb = 0;
  let processes = 0;
  for (const member of processTree(pid)) {
    try {
      totalMb += readMemory(member).rssMb;
      processes++;
    } catch {
      // Exited between listing and reading.
    }
  }
  return { totalMb, processes };
}

/** Answers that the web app sends again as they are: busy, no room for now, too slow. */
const SENT_AGAIN = new Set([408, 503]);
/** The longest pause honoured between two tries, so that a run stays a few minutes long. */
const LONGEST_PAUSE_S = 10;
const ATTEMPTS = 30;

async function buyer(port: number, photos: readonly Buffer[], index: number): Promise<{ created: boolean; retries: number }> {
  let retries = 0;
  try {
    const references: string[] = [];
    for (const [i, photo] of photos.entries()) {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`);
      const answer = await withRetries(() => fetch(`http://${HOST}:${port}/api/staged-photos`, { method: 'POST', body: form }));
      retries += answer.retries;
      references.push(((await answer.response.json()) as { reference: string }).reference);
    }
    const order = orderForm(index);
    for (const reference of references) order.append('stagedPhotos', reference);
    const answer = await withRetries(() => fetch(`http://${HOST}:${port}/api/create-payment`, { method: 'POST', body: order }));
    retries += answer.retries;
    await answer.response.arrayBuffer();
    return { created: answer.response.status === 201, retries };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    progress(`uploadpeaks: buyer ${index + 1} failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
    return { created: false, retries };
  }
}

/**
 * Sends until answered 2xx, again after Retry-After for the answers above, and at once when the connection dropped (as
 * the app's "Tentar de novo": a pooled connection that Node closed after its 5 s keep-alive just as the retry went out
 * on it, 5 s being Retry-After too).
 */
async function withRetries(send: () => Promise<Response>): Promise<{ response: Response; retries: number }> {
  for (let retries = 0; retries < ATTEMPTS; retries++) {
    const response = await send().catch((error: unknown) => {
      if (error instanceof TypeError && error.message === 'fetch failed') return null;
      throw error;
    });
    if (!response) continue;
    if (response.ok) return { response, retries };
    if (!SENT_AGAIN.has(response.status)) throw new Error(`answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    await sleep(Math.min(Number(response.headers.get('retry-after')) || 1, LONGEST_PAUSE_S) * 1000);
  }
  throw new Error(`still refused after ${ATTEMPTS} tries`);
}
