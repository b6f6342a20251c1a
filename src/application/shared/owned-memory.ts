import { EditTokenInvalidError, EditTokenMissingError, MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { assertPublic } from './public-memory.js';

/**
 * Loads a memory for whoever holds its edit token. Missing token, unknown id and wrong token are told apart (401,
 * 404, 403); an unpaid page answers as unknown, and an ended page as ended.
 */
export async function loadOwnedMemory(
  repository: MemoryRepository,
  editTokens: EditTokens,
  args: { id: string; token: string | null | undefined; now: Date },
): Promise<Memory> {
  if (!args.token) throw new EditTokenMissingError();
  const memory = await repository.findById(args.id);
  if (!memory) throw new MemoryNotFoundError();
  if (!editTokens.matches(memory.id, memory.editTokenVersion, args.token)) throw new EditTokenInvalidError();
  assertPublic(memory, args.now);
  return memory;
}
