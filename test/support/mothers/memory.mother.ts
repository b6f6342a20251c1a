import type { CreateMemoryInput } from '../../../src/application/buyer/create-memory.js';
import type { MemoryDetailsInput } from '../../../src/domain/memory/memory-details.js';
import { validMemoryDetails } from '../../../src/domain/memory/memory-details.js';
import { Memory, type MemoryState } from '../../../src/domain/memory/memory.js';

export const NOW = new Date('2026-03-10T15:00:00.000Z');

/** The sample page every test starts from, unless it needs another value: Ana Júlia's premium page for João. */
export const SAMPLE_MEMORY = {
  yourName: 'Ana Júlia',
  lovedName: 'João',
  datingSince: '2021-06-12T20:30',
  message: 'Cada dia ao seu lado é o meu favorito.',
  plan: 'premium',
  youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  email: 'ana@example.com',
} as const;

/** The fields of the creation form, each a string as the browser sends it. */
export type MemoryFormFields = { -readonly [Field in keyof typeof SAMPLE_MEMORY]: string };

export function memoryDetailsInput(overrides: Partial<MemoryDetailsInput> = {}): MemoryDetailsInput {
  return { ...SAMPLE_MEMORY, ...overrides };
}

/** The sample page as the creation form's fields; a field overridden with undefined is left out of the form. */
export function memoryFormFields(overrides: Partial<Record<keyof MemoryFormFields, string | undefined>> = {}): Partial<MemoryFormFields> {
  return { ...SAMPLE_MEMORY, ...overrides };
}

/** An order as a whole runtime's `CreateMemory` takes it: Ana's premium page for João, no music, one photo's bytes. */
export function createMemoryInput(overrides: Partial<CreateMemoryInput> = {}): CreateMemoryInput {
  return {
    yourName: 'Ana',
    lovedName: 'João',
    datingSince: '2021-06-12T20:30',
    message: 'mensagem',
    plan: 'premium',
    youtube: '',
    email: 'ana@example.com',
    photos: [new Uint8Array([1, 2, 3])],
    ...overrides,
  };
}

/** A memory in any state, built through the domain's own transitions. */
export function aMemory(
  options: {
    id?: string;
    details?: Partial<MemoryDetailsInput>;
    photos?: string[];
    photoPlaceholders?: Record<string, string>;
    status?: MemoryState['status'];
    createdAt?: Date;
    paidAt?: Date;
    /** The order's e-mail correction key, as its hash (FakeEmailCorrectionKeys: `hash(key-1)`). */
    emailCorrectionKeyHash?: string;
    /** What the order cost when placed; absent: none kept (the spec's price of its plan). */
    priceCents?: number;
  } = {},
): Memory {
  const id = options.id ?? 'mem0000000000001';
  const createdAt = options.createdAt ?? NOW;
  const details = validMemoryDetails(memoryDetailsInput(options.details), createdAt);
  const photos = options.photos ?? (details.plan === 'premium' ? [`/uploads/${id}/a.webp`, `/uploads/${id}/b.webp`] : [`/uploads/${id}/a.webp`]);
  const correction = options.emailCorrectionKeyHash === undefined ? {} : { emailCorrectionKeyHash: options.emailCorrectionKeyHash };
  const price = options.priceCents === undefined ? {} : { priceCents: options.priceCents };
  const memory = Memory.create({ id, details, photos, photoPlaceholders: options.photoPlaceholders, now: createdAt, ...correction, ...price });
  const paidAt = options.paidAt ?? createdAt;
  switch (options.status ?? 'pending_payment') {
    case 'pending_payment':
      break;
    case 'active':
      memory.recordPayment(`pay-${id}`, 'approved', paidAt);
      break;
    case 'payment_failed':
      memory.recordPayment(`pay-${id}`, 'rejected', paidAt);
      break;
    case 'expired':
      memory.recordPayment(`pay-${id}`, 'approved', paidAt);
      if (!memory.expireIfDue(new Date(Date.UTC(paidAt.getUTCFullYear() + 2, 0, 1)))) {
        throw new Error('only a basic memory can expire: pass details: { plan: "basic" }');
      }
      break;
    case 'suspended':
      memory.recordPayment(`pay-${id}`, 'approved', paidAt);
      memory.recordPayment(`pay-${id}`, 'reversed', paidAt);
      break;
  }
  return memory;
}
