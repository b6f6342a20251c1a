import type { RecipientDelivery } from '../../domain/delivery/recipient-delivery.js';
import type { FutureLetter } from '../../domain/letters/future-letter.js';
import { Email } from '../../domain/memory/email.js';
import type { MemoryState } from '../../domain/memory/memory.js';
import type { PageReply } from '../../domain/replies/page-reply.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import type { MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { PageReplies } from '../ports/page-replies.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { RecipientDeliveries } from '../ports/recipient-deliveries.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { PageQuestions, StoredQuestion } from '../ports/page-questions.js';
import type { PageSkies, StoredSky } from '../ports/page-skies.js';
import { supportEmailView, type SupportEmailView } from './support-email-view.js';
import type { PageChapter } from '../../domain/chapters/page-chapter.js';
import type { PageChapters } from '../ports/page-chapters.js';

/** A page as the buyer gave it and as it stands, without the internals that are not theirs (lock and link versions). */
export type ExportedMemory = Omit<MemoryState, 'version' | 'editTokenVersion' | 'emailCorrectionKeyHash'>;

export interface ExportedPhoto {
  readonly memoryId: string;
  /** The stored path (`/uploads/{id}/{file}`). */
  readonly path: string;
  /** Null when the file is missing from the photo folder. */
  readonly bytes: Uint8Array | null;
}

export interface BuyerDataExport {
  readonly email: string;
  readonly memories: readonly ExportedMemory[];
  readonly photos: readonly ExportedPhoto[];
  /** "Um áudio seu": each page's voice message, its file as kept (AAC in MP4). */
  readonly voices: readonly ExportedPhoto[];
  /** E-mails sent or queued to the address, with their delivery; their content is the pages above. */
  readonly emails: readonly SupportEmailView[];
  /**
   * The hearts and notes the pages received, page by page, oldest first: the buyer already reads them in the editor and
   * by e-mail. The keyed digest of the sender's address stays out (it is nobody's data to hand over).
   */
  readonly replies: readonly PageReply[];
  /**
   * The deliveries on the day the buyer asked for, page by page: status, the recipient's address in full (the buyer gave
   * it), and when it was asked for, sent or cancelled.
   */
  readonly deliveries: readonly RecipientDelivery[];
  /**
   * The letters for the future the buyer wrote on their pages, page by page in the order each page shows them: title,
   * text, day, when written and when first opened (null: not yet). Sealed ones too: they are the buyer's own words.
   */
  readonly letters: readonly FutureLetter[];
  /** The questions ("Pergunta de vocês") of the buyer's pages, page by page, without the answer's hash. */
  readonly questions: readonly ExportedQuestion[];
  /** The skies ("O céu daquela noite") of the buyer's pages: the place each page shows. */
  readonly skies: readonly StoredSky[];
  /** The chapters ("Um novo capítulo") of the buyer's pages, page by page, by year; their photos are among `photos`. */
  readonly chapters: readonly PageChapter[];
}

/**
 * A page's question as the buyer gets it: the question, the hint and when they were last told of wrong answers. Never
 * the answer's keyed hash: the answer itself is not kept, and the hash checks an answer without giving it back.
 */
export type ExportedQuestion = Omit<StoredQuestion, 'answerHash'>;

/** Everything the product keeps about one buyer, for the right of access the privacy policy promises. */
export class ExportBuyerData {
  constructor(
    private readonly repository: MemorySupportQueries,
    private readonly photoStorage: PhotoStorage,
    private readonly outbox: EmailOutbox,
    private readonly replies: PageReplies,
    private readonly deliveries: RecipientDeliveries,
    private readonly letters: FutureLetters,
    private readonly questions: PageQuestions,
    private readonly skies: PageSkies,
    private readonly chapters?: PageChapters,
  ) {}

  async execute(input: { readonly email: string }): Promise<BuyerDataExport> {
    const email = Email.parse(input.email);
    const memories = (await this.repository.findByEmail(email)).map((memory) => memory.snapshot());
    const photos: ExportedPhoto[] = [];
    for (const memory of memories) {
      for (const path of memory.photos) photos.push({ memoryId: memory.id, path, bytes: await this.photoStorage.read(path) });
    }
    const voices: ExportedPhoto[] = [];
    for (const memory of memories) {
      if (memory.voice) voices.push({ memoryId: memory.id, path: memory.voice, bytes: await this.photoStorage.read(memory.voice) });
    }
    const emails = (await this.outbox.list({ containing: JSON.stringify(email) })).filter((task) => task.payload.to === email);
    const replies: PageReply[] = [];
    for (const memory of memories) {
      for (const { clientKey: _key, ...reply } of await this.replies.everyReplyOf(memory.id)) replies.push(reply);
    }
    const deliveries: RecipientDelivery[] = [];
    for (const memory of memories) {
      const delivery = await this.deliveries.find(memory.id);
      if (delivery) deliveries.push(delivery);
    }
    const letters: FutureLetter[] = [];
    for (const memory of memories) letters.push(...(await this.letters.ofPage(memory.id)));
    const questions: ExportedQuestion[] = [];
    for (const memory of memories) {
      const question = await this.questions.find(memory.id);
      if (question) questions.push(withoutHash(question));
    }
    const skies: StoredSky[] = [];
    for (const memory of memories) {
      const sky = await this.skies.find(memory.id);
      if (sky) skies.push(sky);
    }
    const chapters: PageChapter[] = [];
    for (const memory of this.chapters ? memories : []) {
      for (const chapter of await this.chapters!.ofPage(memory.id)) {
        chapters.push(chapter);
        for (const { path } of chapter.photos) photos.push({ memoryId: memory.id, path, bytes: await this.photoStorage.read(path) });
      }
    }
    return {
      email,
      memories: memories.map(({ version: _version, editTokenVersion: _link, emailCorrectionKeyHash: _key, ...exported }) => exported),
      photos,
      voices,
      emails: emails.map(supportEmailView),
      replies,
      deliveries,
      letters,
      questions,
      skies,
      chapters,
    };
  }
}

function withoutHash({ answerHash: _hash, ...question }: StoredQuestion): ExportedQuestion {
  return question;
}
