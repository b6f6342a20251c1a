import type { Memory } from '../../domain/memory/memory.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { LetterOpenedEmail } from '../ports/mailer.js';
import type { MemoryLinks } from '../shared/memory-links.js';

/** "A carta de julho foi aberta", rendered when it is sent: from the letter as stored, or null when it is gone. */
export class LetterOpenedEmailBuilder {
  constructor(
    private readonly links: MemoryLinks,
    private readonly letters: FutureLetters,
  ) {}

  async build(to: string, memory: Memory, letterId: string | undefined): Promise<LetterOpenedEmail | null> {
    const letter = letterId === undefined ? null : await this.letters.find(memory.id, letterId);
    if (!letter) return null;
    const { yourName, lovedName } = memory;
    return { to, yourName, lovedName, title: letter.title, opensOn: letter.opensOn, publicUrl: this.links.publicUrl(memory) };
  }
}
