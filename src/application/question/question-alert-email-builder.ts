import type { Memory } from '../../domain/memory/memory.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { QuestionAlertEmail } from '../ports/mailer.js';
import type { MemoryLinks } from '../shared/memory-links.js';

/** "Alguém tentou abrir a página de vocês", rendered when it is sent: with the edit link valid then. */
export class QuestionAlertEmailBuilder {
  constructor(
    private readonly links: MemoryLinks,
    private readonly editTokens: EditTokens,
  ) {}

  build(to: string, memory: Memory): QuestionAlertEmail {
    const { yourName, lovedName } = memory;
    const editUrl = this.links.editUrl(memory.id, this.editTokens.issue(memory.id, memory.editTokenVersion));
    return { to, yourName, lovedName, publicUrl: this.links.publicUrl(memory), editUrl };
  }
}
