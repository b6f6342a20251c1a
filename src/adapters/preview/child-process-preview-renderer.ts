import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PreviewImageRenderer } from './cached-preview-images.js';
import { PREVIEW_DESIGN_VERSION, type PreviewCard } from './preview-design.js';
import type { PreviewJob, PreviewJobResult } from './preview-worker-protocol.js';

interface PendingJob {
  readonly worker: ChildProcess;
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

const DEFAULT_IDLE_MS = 10_000;

/**
 * Draws preview images in a separate Node process, started by the first image asked for and stopped once none was
 * asked for `idleMs`: the server never loads sharp, fontkit or the fonts itself (what libvips allocates stays with the
 * worker and goes back to the system when it exits), and a drawing of some 100 ms of CPU never holds up its requests.
 */
export class ChildProcessPreviewRenderer implements PreviewImageRenderer {
  readonly designVersion = PREVIEW_DESIGN_VERSION;
  private worker: ChildProcess | null = null;
  private readonly jobs = new Map<number, PendingJob>();
  private nextJobId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly idleMs = DEFAULT_IDLE_MS) {}

  render(card: PreviewCard): Promise<Buffer> {
    return this.draw({ yourName: card.yourName, lovedName: card.lovedName, datingSince: card.datingSince });
  }

  renderGeneric(): Promise<Buffer> {
    return this.draw(null);
  }

  /** Stops the worker now (tests; the server lets it stop when idle). */
  close(): void {
    const worker = this.worker;
    this.worker = null;
    this.clearIdleTimer();
    if (worker?.connected) worker.disconnect();
  }

  private draw(card: PreviewCard | null): Promise<Buffer> {
    const worker = this.running();
    this.clearIdleTimer();
    worker.ref();
    worker.channel?.ref();
    const id = this.nextJobId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.jobs.set(id, { worker, resolve, reject });
      worker.send({ id, card } satisfies PreviewJob);
    });
  }

  private running(): ChildProcess {
    if (this.worker) return this.worker;
    const { script, execArgv } = workerCommand();
    // It needs none of the server's settings (APP_SECRET above all): it gets no environment.
    const worker = fork(script, [], { execArgv, env: {}, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    worker.on('message', (result: PreviewJobResult) => this.answer(result));
    worker.once('exit', (code, signal) => this.lost(worker, new Error(`the preview worker exited (${signal ?? `code ${code}`}) before answering`)));
    worker.on('error', (error) => this.lost(worker, new Error(`the preview worker failed: ${error.message}`)));
    this.worker = worker;
    return worker;
  }

  private answer(result: PreviewJobResult): void {
    const job = this.jobs.get(result.id);
    if (!job) return;
    this.jobs.delete(result.id);
    if ('png' in result) job.resolve(Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength));
    else job.reject(new Error(`preview worker: ${result.error}`));
    if (job.worker === this.worker && ![...this.jobs.values()].some((pending) => pending.worker === job.worker)) this.idle(job.worker);
  }

  private lost(worker: ChildProcess, error: Error): void {
    if (this.worker === worker) {
      this.worker = null;
      this.clearIdleTimer();
    }
    for (const [id, job] of [...this.jobs]) {
      if (job.worker !== worker) continue;
      this.jobs.delete(id);
      job.reject(error);
    }
  }

  /** Idle, the worker no longer keeps this process alive, and exits after `idleMs` without work. */
  private idle(worker: ChildProcess): void {
    worker.unref();
    worker.channel?.unref();
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.worker !== worker || this.jobs.size > 0) return;
      this.worker = null;
      if (worker.connected) worker.disconnect();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** The worker next to this file: compiled JavaScript in production; TypeScript (with tsx's loader) under tests or tsx. */
function workerCommand(): { script: string; execArgv: string[] } {
  const self = fileURLToPath(import.meta.url);
  const fromSource = self.endsWith('.ts');
  const script = fileURLToPath(new URL(fromSource ? './preview-worker.ts' : './preview-worker.js', import.meta.url));
  if (!fromSource) return { script, execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { script, execArgv: ['--import', tsxLoader] };
}
