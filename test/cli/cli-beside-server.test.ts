import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { ConfirmPayment } from '../../src/application/payments/confirm-payment.js';
import { CreateMemory } from '../../src/application/buyer/create-memory.js';
import { startLiveServer, type LiveServer } from '../support/live-server.js';
import { tempDir } from '../support/temp-dir.js';
import { memoryDetailsInput, SAMPLE_MEMORY } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { runCli } from '../support/cli/run-cli.js';

/**
 * Support works while the shop is open: the CLI and the server share the SQLite file (WAL, busy timeout), both write
 * with optimistic locking, and neither loses the other's change.
 */
// Several CLI processes while the server works: a time budget for a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

let dir: { path: string; remove(): Promise<void> };
let server: LiveServer;

beforeEach(async () => {
  dir = await tempDir('memories-cli-live-');
  server = await startLiveServer({ dataDir: join(dir.path, 'data'), env: { QUEUE_POLL_MS: '100' } });
});

afterEach(async () => {
  await server.stop();
  await dir.remove();
});

async function buyPage(email: string) {
  const container = server.runtime.container;
  const { memoryId } = await container.get(CreateMemory).execute({
    ...memoryDetailsInput({ message: 'primeira mensagem', youtube: '', email }),
    photos: [new Uint8Array(await jpegImage(320, 240))],
  });
  await container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
  return { id: memoryId, token: container.get(PORTS.EditTokens).issue(memoryId, 1) };
}

function edit(id: string, token: string, message: string) {
  const form = new FormData();
  form.set('message', message);
  form.set('datingSince', SAMPLE_MEMORY.datingSince);
  form.set('youtube', '');
  form.set('removedPhotos', '[]');
  return fetch(`${server.url}/api/update/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
}

describe('memories-cli beside a running server', () => {
  it('revokes, resends and reads while the server serves readers and an owner editing, losing no update', async () => {
    const page = await buyPage('ana@example.com');
    const env = { DATA_DIR: server.runtime.paths.dataDir, PUBLIC_URL: server.url };
    const { path } = (await (await fetch(`${server.url}/api/payment-status/${page.id}`)).json()) as { path: string };

    let serving = true;
    const readStatuses = new Map<number, number>();
    const readers = Array.from({ length: 4 }, async () => {
      while (serving) {
        const response = await fetch(`${server.url}/api${path}`);
        await response.arrayBuffer();
        readStatuses.set(response.status, (readStatuses.get(response.status) ?? 0) + 1);
      }
    });
    const editStatuses: number[] = [];
    let lastSaved = 'primeira mensagem';
    let linkRefused: () => void = () => {};
    const refusedThrice = new Promise<void>((resolve) => (linkRefused = resolve));
    const editor = (async () => {
      for (let i = 1; serving; i++) {
        const message = `mensagem ${i}`;
        const response = await edit(page.id, page.token, message);
        await response.arrayBuffer();
        editStatuses.push(response.status);
        if (response.status === 200) lastSaved = message;
        if (editStatuses.slice(-3).join() === '403,403,403') linkRefused();
      }
    })();

    const commands = [
      await runCli(['list', '--json'], { env }),
      await runCli(['revoke-edit-link', page.id], { env }),
      await runCli(['resend', '--id', page.id], { env }),
      await runCli(['stats'], { env }),
    ];
    // The server may read the page from its cache for up to READ_CACHE_TTL_MS (2 s) after the revocation: edits go on
    // until the old link is refused, three times in a row.
    await refusedThrice;
    serving = false;
    await Promise.all([...readers, editor]);

    expect(commands.map((run) => [run.code, run.stderr])).toEqual(commands.map(() => [0, '']));
    expect(commands[2]!.stdout).toContain(`com 1 página(s): ${page.id}`);
    expect([...readStatuses.keys()]).toEqual([200]);
    expect(readStatuses.get(200)).toBeGreaterThan(20);
    // Before the revocation the owner saves; after it the old link is refused; never a server error.
    expect(editStatuses[0]).toBe(200);
    expect(editStatuses.at(-1)).toBe(403);
    expect(editStatuses.slice(editStatuses.indexOf(403))).not.toContain(200);
    expect(editStatuses.every((status) => status === 200 || status === 403 || status === 409)).toBe(true);

    const stored = (await server.runtime.container.get(PORTS.MemoryRepository).findById(page.id))!;
    expect(stored.editTokenVersion).toBe(2);
    expect(stored.message).toBe(lastSaved);
    const shown = JSON.parse((await runCli(['show', page.id, '--json'], { env })).stdout);
    expect(shown).toMatchObject({ editLinkVersion: 2, emails: [{ reason: 'activated' }, { reason: 'resend', status: 'done' }] });
  });
});
