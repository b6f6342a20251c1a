import { expect } from 'vitest';
import { validCreateForm, withForm, type CreateForm } from './forms.js';
import type { TestServer } from './test-server.js';

export interface BoughtPage {
  readonly id: string;
  readonly slug: string;
  readonly photos: string[];
  /** The edit token, read from the e-mail the buyer received. */
  readonly token: string;
}

/** Creates a page through the API and approves it on the demo checkout, as a buyer would. */
export async function buyPage(server: TestServer, photos: readonly Buffer[], form: CreateForm = {}): Promise<BoughtPage> {
  const mailsBefore = (await server.outbox()).length;
  const created = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm(form) }, photos).expect(201);
  const id = (created.body.init_point as string).split('/').pop()!;
  await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
  const status = await server.http.get(`/api/payment-status/${id}`).expect(200);
  const slug = (status.body.path as string).split('/')[1]!;
  const page = await server.http.get(`/api/${slug}/${id}`).expect(200);
  const mails = await server.outbox();
  expect(mails).toHaveLength(mailsBefore + 1);
  // The outbox's files are named by delivery key, not in the order they were sent: the page's own e-mail is looked for.
  const link = new RegExp(`/update/${id}\\?token=([A-Za-z0-9_-]+)`);
  const token = mails.map((mail) => link.exec(mail.text ?? '')?.[1]).find((found) => found !== undefined)!;
  return { id, slug, photos: page.body.photos, token };
}
