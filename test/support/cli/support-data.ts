import { unavailableAvifEncoder } from '../fakes/fake-avif-encoder.js';
import type { MemoryDetailsInput } from '../../../src/domain/memory/memory-details.js';
import { loadConfig, type Config } from '../../../config/config.js';
import { buildRuntime, type Runtime } from '../../../src/adapters/composition/container.js';
import { ConfirmPayment } from '../../../src/application/payments/confirm-payment.js';
import { CreateMemory } from '../../../src/application/buyer/create-memory.js';
import { SendPageReply } from '../../../src/application/replies/send-page-reply.js';
import { StageVoice } from '../../../src/application/voice/stage-voice.js';
import { KeepVoiceMessage } from '../../../src/application/voice/keep-voice-message.js';
import { stat } from 'node:fs/promises';
import { WriteChapter } from '../../../src/application/chapters/write-chapter.js';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { FixedClock } from '../fakes/fixed-clock.js';
import { memoryDetailsInput, SAMPLE_MEMORY } from '../mothers/memory.mother.js';
import { copyMigratedDataDir } from '../sqlite/migrated-database.js';
import { jpegImage } from '../test-images.js';

export interface PreparedPage {
  readonly id: string;
  readonly email: string;
}

/**
 * Prepares a data folder the way the product fills it, through its use cases (create, then the payment outcome), with a
 * clock of the test's choosing so pages can be old. Closed before the CLI runs, unless a test wants both open.
 */
export class SupportData {
  private constructor(
    readonly runtime: Runtime,
    readonly clock: FixedClock,
  ) {}

  static async open(env: Record<string, string>, at: Date = new Date()): Promise<SupportData> {
    const config: Config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), readCacheTtlMs: 0 };
    const clock = new FixedClock(at);
    await copyMigratedDataDir(config.dataDir);
    // No AVIF copies in the background after an approval: the commands under test make them (photo-variants) or not.
    return new SupportData(await buildRuntime(config, { clock, logger: createLogger('silent'), avifEncoder: unavailableAvifEncoder() }), clock);
  }

  /**
   * A page bought at the clock's time; unless `outcome` is null, the demo checkout's decision is applied (an approval
   * queues its e-mail; nothing sends it).
   */
  async page(options: {
    email: string;
    plan?: 'basic' | 'premium';
    lovedName?: string;
    datingSince?: string;
    outcome?: 'approved' | 'rejected' | null;
    /** The reveal date as the form sends it. */
    revealAt?: string;
    /** "Nossa história" as the form sends it. */
    story?: MemoryDetailsInput['story'];
  }): Promise<PreparedPage> {
    const photo = new Uint8Array(await jpegImage(320, 240));
    const { email, plan = 'premium', lovedName = SAMPLE_MEMORY.lovedName } = options;
    const { memoryId } = await this.runtime.container.get(CreateMemory).execute({
      ...memoryDetailsInput({
        lovedName,
        plan,
        youtube: plan === 'premium' ? SAMPLE_MEMORY.youtube : '',
        email,
        datingSince: options.datingSince ?? SAMPLE_MEMORY.datingSince,
        revealAt: options.revealAt ?? '',
        story: options.story ?? null,
      }),
      photos: [photo],
    });
    const outcome = options.outcome === undefined ? 'approved' : options.outcome;
    if (outcome) await this.runtime.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome });
    // The next page is a second younger, so "oldest first" follows the order the test made them in.
    this.clock.advance(1000);
    return { id: memoryId, email: options.email };
  }

  /** A visitor's reply to a paid page, as its reply form sends it (its e-mail to the buyer is queued; nothing sends it). */
  async reply(page: PreparedPage, note: string | null): Promise<void> {
    const memory = await this.runtime.container.get(PORTS.MemoryRepository).findById(page.id);
    if (!memory) throw new Error(`no page ${page.id}`);
    await this.runtime.container.get(SendPageReply).execute({ slug: memory.slug, id: page.id, note, clientAddress: '203.0.113.7' });
    this.clock.advance(1000);
  }

  /** "Um áudio seu": the owner keeps the audio file at `path` on a Pra Sempre page, as the edit page sends it. */
  async voice(page: PreparedPage, path: string): Promise<string> {
    const memory = await this.runtime.container.get(PORTS.MemoryRepository).findById(page.id);
    if (!memory) throw new Error(`no page ${page.id}`);
    const token = this.runtime.container.get(PORTS.EditTokens).issue(memory.id, memory.editTokenVersion);
    const upload = { path, byteLength: (await stat(path)).size };
    const { bytes: encoded } = await this.runtime.container.get(StageVoice).execute({ upload });
    const kept = await this.runtime.container.get(KeepVoiceMessage).execute({ id: page.id, token, encoded });
    return kept.voice!;
  }

  /** The owner's chapter of a year ("Um novo capítulo"), with its photos, as the edit page sends it. */
  async chapter(page: PreparedPage, year: number, photos: readonly Uint8Array[]): Promise<void> {
    const memory = await this.runtime.container.get(PORTS.MemoryRepository).findById(page.id);
    if (!memory) throw new Error(`no page ${page.id}`);
    const token = this.runtime.container.get(PORTS.EditTokens).issue(memory.id, memory.editTokenVersion);
    const chapter = { title: `O capítulo do ano ${year}`, text: 'Um ano inteiro.\nE mais um.' };
    await this.runtime.useCase(WriteChapter).execute({ id: page.id, token, year, change: false, chapter, photos });
    this.clock.advance(1000);
  }

  close(): Promise<void> {
    return this.runtime.close();
  }
}
