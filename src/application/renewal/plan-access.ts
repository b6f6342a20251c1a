import { EditTokenInvalidError, EditTokenMissingError, MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';
import { RenewalKeyInvalidError } from '../../domain/renewal/page-orders.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { renewalKeyMatches } from '../shared/renewal-links.js';

/** Who asks about a page's plan: its owner (the edit token) or whoever holds its renewal link (the renewal key). */
export interface PlanAccess {
  readonly id: string;
  readonly editToken?: string | null;
  readonly renewalKey?: string | null;
}

/**
 * Loads a page for its plan's section or its renewal link. Missing credentials, unknown id and a wrong token or key are
 * told apart (401, 404, 403). Unlike the editor, an ended page is still found: it is the one that needs renewing.
 */
export async function loadPlanMemory(repository: MemoryRepository, editTokens: EditTokens, access: PlanAccess): Promise<Memory> {
  if (!access.editToken && !access.renewalKey) throw new EditTokenMissingError();
  const memory = await repository.findById(access.id);
  if (!memory) throw new MemoryNotFoundError();
  if (access.editToken) {
    if (!editTokens.matches(memory.id, memory.editTokenVersion, access.editToken)) throw new EditTokenInvalidError();
  } else if (!renewalKeyMatches(editTokens, memory.id, access.renewalKey!)) {
    throw new RenewalKeyInvalidError();
  }
  return memory;
}
