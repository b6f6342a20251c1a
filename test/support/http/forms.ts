import type { Test } from 'supertest';

export interface CreateForm {
  yourName?: string;
  lovedName?: string;
  datingSince?: string;
  message?: string;
  plan?: string;
  youtube?: string;
  email?: string;
}

export const validCreateForm = (overrides: CreateForm = {}): CreateForm => ({
  yourName: 'Ana Júlia',
  lovedName: 'João',
  datingSince: '2021-06-12T20:30',
  message: 'Cada dia ao seu lado é o meu favorito.',
  plan: 'premium',
  youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  email: 'Ana@Example.com',
  ...overrides,
});

/** Fills a multipart request the way the browser's FormData does: text fields, then each photo under `photos`. */
export function withForm(test: Test, fields: Record<string, string | undefined>, photos: readonly Buffer[] = []): Test {
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) test.field(name, value);
  photos.forEach((photo, i) => test.attach('photos', photo, { filename: `foto-${i + 1}.jpg`, contentType: 'image/jpeg' }));
  return test;
}
