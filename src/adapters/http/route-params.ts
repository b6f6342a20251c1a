import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';

const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[^/]{1,200}$/;

/** An address that cannot name a memory (or one of its parts: a letter) is simply not found. */
export function memoryIdParam(value: string | undefined): string {
  if (!value || !MEMORY_ID.test(value)) throw new MemoryNotFoundError();
  return value;
}

/** The public page's address, `/{slug}/{id}`: a slug that cannot be one is not found either. */
export function publicPageParams(params: { slug?: string; id?: string }): { slug: string; id: string } {
  const slug = params.slug ?? '';
  if (!SLUG.test(slug)) throw new MemoryNotFoundError();
  return { slug, id: memoryIdParam(params.id) };
}
