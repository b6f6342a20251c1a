import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { CreatePaymentResponse, PaymentStatusResponse } from '../../../src/adapters/http/contract/memories.contract.js';
import type { Runtime } from '../../../src/adapters/composition/container.js';
import type { Clock } from '../../../src/application/ports/clock.js';
import { builtUiDir } from '../../../src/adapters/composition/project-root.js';
import { formData } from '../http/forms.js';
import { startLiveServer } from '../live-server.js';
import { tempDir } from '../temp-dir.js';

export interface BoughtPage {
  readonly id: string;
  /** The public page's path, `/{slug}/{id}`. */
  readonly path: string;
  readonly slug: string;
  /** The edit link exactly as the e-mail carries it, and its token. */
  readonly editUrl: string;
  readonly token: string;
}

export interface AppServer {
  readonly baseUrl: string;
  readonly runtime: Runtime;
  /**
   * Buys a page as the create form does (a multipart POST of `fields` and the JPEG `photos`), approves it on the demo
   * checkout, and reads its address and the edit link from the e-mail it sent.
   */
  buy(fields: Record<string, string | undefined>, photos: readonly Uint8Array[]): Promise<BoughtPage>;
  /** The .eml files in the outbox folder, parsed, oldest first, once the e-mails due are delivered. */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** The real server with the built app (dist/ui, made by `npm run build:ui`) on a fresh temporary data folder. */
export async function startAppServer(env: Record<string, string> = {}, clock?: Clock): Promise<AppServer> {
  const dir = await tempDir('memories-e2e-');
  const dataDir = join(dir.path, 'data');
  await mkdir(dataDir, { recursive: true });
  await readFile(join(builtUiDir(), 'index.html')).catch(() => {
    throw new Error('dist/ui is missing: run `npm run build:ui` (npm test does) before the browser tests');
  });
  // The outbox worker looks for due e-mails every 100 ms, so a test sees the e-mail soon after the approval.
  const server = await startLiveServer({ dataDir, env: { QUEUE_POLL_MS: '100', ...env }, ...(clock ? { clock } : {}) });
  const { runtime, url: baseUrl } = server;
  const outbox = async () => {
    await server.settle();
    const names = (await readdir(runtime.paths.outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    return Promise.all(names.map(async (name) => simpleParser(await readFile(join(runtime.paths.outbox, name)))));
  };
  return {
    baseUrl,
    runtime,
    outbox,
    buy: async (fields, photos) => {
      const created = await fetch(`${baseUrl}/api/create-payment`, { method: 'POST', body: formData(fields, photos) });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as CreatePaymentResponse).init_point.split('/').pop()!;
      const approved = await fetch(`${baseUrl}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });
      expect(approved.status).toBe(303);
      const status = (await (await fetch(`${baseUrl}/api/payment-status/${id}`)).json()) as PaymentStatusResponse;
      expect(status.status).toBe('approved');
      const path = (status as { path: string }).path;
      const mail = (await outbox()).at(-1);
      const editUrl = new RegExp(`\\S*/update/${id}\\?token=[A-Za-z0-9_-]+`).exec(mail?.text ?? '')?.[0];
      expect(editUrl, 'the e-mail carries the edit link').toBeTruthy();
      return { id, path, slug: path.split('/')[1]!, editUrl: editUrl!, token: new URL(editUrl!).searchParams.get('token')! };
    },
    close: async () => {
      await server.stop();
      await dir.remove();
    },
  };
}
