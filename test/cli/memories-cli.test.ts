import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { CheckPaymentNotifications } from '../../src/application/payments/check-payment-notifications.js';
import { ReceivePaymentNotification } from '../../src/application/payments/receive-payment-notification.js';
import { STARTUP_ERROR_TEXT } from '../../src/texts/startup-errors.pt-br.js';
import { startFakeMercadoPago } from '../support/fake-mercado-pago/fake-mercado-pago.js';
import { tempDir } from '../support/temp-dir.js';
import { runCli, runCliHere, runPackageBin } from '../support/cli/run-cli.js';
import { SupportData } from '../support/cli/support-data.js';
import { makeTone } from '../support/voice/audio-fixtures.js';

/**
 * memories-cli as support runs it, on a data folder the product's own use cases filled: each command's output, exit
 * code and effect on the data. Help, usage and configuration errors come from the package's bin as a process; the
 * commands run in this process through the entry the bin calls (runMemoriesCli), a Node process each being most of
 * this file's time; the one whose logs are read runs as a process.
 */
const DAY = 24 * 60 * 60 * 1000;

// Several commands, some as processes of their own: on a busy machine a test can take minutes. A time budget, not a
// measurement: no assertion here depends on how long anything took.
vi.setConfig({ testTimeout: 240_000 });

let dir: { path: string; remove(): Promise<void> };
let env: Record<string, string>;

beforeEach(async () => {
  dir = await tempDir('memories-cli-');
  env = { DATA_DIR: join(dir.path, 'data'), PUBLIC_URL: 'https://memories.test' };
});

afterEach(async () => {
  await dir.remove();
});

/** Prepares pages through the use cases at `at`, then closes, so the CLI is the only one on the data. */
async function prepare<T>(at: Date, fill: (data: SupportData) => Promise<T>): Promise<T> {
  const data = await SupportData.open(env, at);
  try {
    return await fill(data);
  } finally {
    await data.close();
  }
}

/** A command in this process, through the bin's own entry; the usage and configuration cases run the bin itself. */
const cli = (args: string[], input?: string) => runCliHere(args, { env, ...(input === undefined ? {} : { input }) });
/** A command as a process of its own, with everything it printed (its logs too). */
const cliProcess = (args: string[]) => runCli(args, { env });
const listJson = async (...args: string[]) => {
  const run = await cli(['list', '--json', ...args]);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as { id: string; status: string; plan: string; email: string }[];
};
const emlFiles = async () => (await readdir(join(env.DATA_DIR!, 'outbox')).catch(() => [])).filter((name) => name.endsWith('.eml'));
const uploadFiles = async () =>
  (await readdir(join(env.DATA_DIR!, 'uploads'), { recursive: true }).catch(() => [])).map(String).filter((name) => name.endsWith('.webp'));

describe('memories-cli: help and usage', () => {
  it("explains itself in Portuguese and exits 0, started by the package's bin as support types it", async () => {
    const run = await runPackageBin(['--help'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Uso: memories-cli [opções] [comando]');
    for (const command of [
      'resend',
      'expire',
      'list',
      'show',
      'reconcile',
      'outbox',
      'notifications',
      'purge-pending',
      'revoke-edit-link',
      'export',
      'delete',
      'stats',
    ]) {
      expect(run.stdout).toMatch(new RegExp(`\\n  ${command} `));
    }
    const help = await cliProcess(['expire', '--help']);
    expect(help.stdout).toContain('--dry-run');
    expect(help.stdout).toContain('só mostra o que expiraria');
  });

  it.each([
    [['nope'], 'comando desconhecido "nope"'],
    [['list', '--bogus'], 'opção desconhecida "--bogus"'],
    [['show'], 'falta o argumento "id"'],
    [['resend'], 'informe um e-mail ou --id'],
    [['list', '--status', 'paid'], '--status: "paid" não existe'],
    [['expire', '--as-of', '2027-02-30'], '--as-of: data inválida'],
    [['export'], 'a opção "--email <email>" é obrigatória'],
  ])('%j → exit 2 with one line on stderr', async (args, message) => {
    const run = await cliProcess(args);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(message);
  });

  it('stops with exit 2 naming the variable of a bad configuration', async () => {
    const run = await runCli(['list'], { env: { ...env, MP_ACCESS_TOKEN: 'APP_USR-secret-123456' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('MP_WEBHOOK_SECRET');
    expect(run.stderr).not.toContain('secret-123456');
  });

  it('stops with exit 2 and one plain line when DATA_DIR is a file, not a folder', async () => {
    const file = join(dir.path, 'not-a-folder');
    await writeFile(file, 'x');
    const run = await runCli(['list'], { env: { ...env, DATA_DIR: file } });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([`memories-cli: ${STARTUP_ERROR_TEXT.notAFolder('dataDir', file)}`]);
  });
});

describe('memories-cli: looking at pages', () => {
  it('lists pages newest first, filters them, and prints JSON for scripts', async () => {
    const [old, fresh, unpaid] = await prepare(new Date(Date.now() - 3 * DAY), async (data) => {
      const old = await data.page({ email: 'ana@example.com', plan: 'basic' });
      data.clock.advance(DAY);
      const fresh = await data.page({ email: 'bia@example.com', plan: 'premium', lovedName: 'Caio' });
      data.clock.advance(DAY);
      const unpaid = await data.page({ email: 'ana@example.com', outcome: null });
      return [old, fresh, unpaid];
    });
    expect((await listJson()).map((page) => page.id)).toEqual([unpaid.id, fresh.id, old.id]);
    expect((await listJson('--status', 'active')).map((page) => page.id)).toEqual([fresh.id, old.id]);
    expect((await listJson('--status', 'active', '--plan', 'basic')).map((page) => page.id)).toEqual([old.id]);
    expect((await listJson('--email', 'ANA@example.com')).map((page) => page.id)).toEqual([unpaid.id, old.id]);

    const table = await cli(['list']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^ID\s+SITUAÇÃO\s+PLANO\s+E-MAIL/);
    expect(table.stdout).toContain('aguardando pagamento');
    expect(table.stdout).toContain('Ana Júlia & Caio');
    expect(table.stdout).toContain('3 página(s).');
  });

  it('shows and exports the moments of "Nossa história", in date order', async () => {
    const { page } = await prepare(new Date(), async (data) => ({
      page: await data.page({
        email: 'story@example.com',
        story: [
          { date: '2023-12-24', time: '23:50', title: 'Natal na praia', line: 'Fogos de longe.' },
          { date: '2021-06-12', title: 'Primeiro encontro' },
        ],
      }),
    }));
    const run = await cli(['show', page.id]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /Nossa história:\s+2 momentos\n\s+2021-06-12 {2}Primeiro encontro\n\s+2023-12-24 23:50 {2}Natal na praia — Fogos de longe\./,
    );
    const out = join(dir.path, 'export-story');
    expect((await cli(['export', '--email', 'story@example.com', '--out', out])).code).toBe(0);
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    expect(exported.memories[0].revealStyle).toBe('tap');
    expect(exported.memories[0].story).toEqual([
      { date: '2021-06-12', time: null, title: 'Primeiro encontro', line: '' },
      { date: '2023-12-24', time: '23:50', title: 'Natal na praia', line: 'Fogos de longe.' },
    ]);
  });

  it('shows whether a page keeps a voice message ("Um áudio seu"), and exports its file under audios/', async () => {
    const { page, voice } = await prepare(new Date(), async (data) => {
      const page = await data.page({ email: 'voz@example.com' });
      return { page, voice: await data.voice(page, await makeTone(dir.path, 'wav', 2)) };
    });
    const run = await cli(['show', page.id]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Um áudio seu:\s+sim \(guardado com as fotos da página\)/);
    const out = join(dir.path, 'export-voice');
    expect((await cli(['export', '--email', 'voz@example.com', '--out', out])).code).toBe(0);
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    const file = `audios/${page.id}/${voice.split('/').pop()!}`;
    expect(exported.memories[0].voice).toEqual({ path: voice, file });
    expect((await readFile(join(out, file))).subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('shows one page with its payment, dates and e-mail delivery, never its edit token', async () => {
    const { page, token } = await prepare(new Date(), async (data) => {
      const page = await data.page({ email: 'ana@example.com', plan: 'basic' });
      const token = data.runtime.container.get(PORTS.EditTokens).issue(page.id, 1);
      return { page, token };
    });
    const run = await cli(['show', page.id]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`https://memories.test/ana-julia-e-joao/${page.id}`);
    expect(run.stdout).toMatch(/Situação:\s+no ar \(visível: sim\)/);
    expect(run.stdout).toMatch(new RegExp(`Pagamento:\\s+demo-${page.id} \\(aprovado\\)`));
    expect(run.stdout).toMatch(/Fim do plano:\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(run.stdout).toMatch(/ativação\s+ana@example\.com\s+na fila\s+0/);
    expect(run.stdout).toMatch(/Data de abertura:\s+—/);
    expect(run.stdout).toMatch(/Abre com:\s+Tocar \(tap\)/);
    const asJson = await cli(['show', page.id, '--json']);
    expect(JSON.parse(asJson.stdout)).toMatchObject({
      id: page.id,
      status: 'active',
      paymentOutcome: 'approved',
      emails: [{ reason: 'activated', status: 'pending' }],
    });
    expect(run.stdout + asJson.stdout).not.toContain(token);
    expect(asJson.stdout).not.toMatch(/token/i);
  });

  it('answers exit 1 with the domain error for an unknown id', async () => {
    await prepare(new Date(), async () => {});
    const run = await cli(['show', 'nao-existe']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('memories-cli: memory.not-found: Página não encontrada.');
    expect(run.stdout).toBe('');
  });

  it('sums pages by status and plan, revenue by plan and e-mails waiting', async () => {
    await prepare(new Date(), async (data) => {
      await data.page({ email: 'a@example.com', plan: 'basic' });
      await data.page({ email: 'b@example.com', plan: 'premium' });
      await data.page({ email: 'c@example.com', plan: 'premium' });
      await data.page({ email: 'd@example.com', plan: 'premium', outcome: 'rejected' });
    });
    const run = await cli(['stats', '--json']);
    expect(run.code).toBe(0);
    const stats = JSON.parse(run.stdout);
    expect(stats.pages.active).toEqual({ basic: 1, premium: 2 });
    expect(stats.pages.payment_failed).toEqual({ basic: 0, premium: 1 });
    expect(stats.revenue).toMatchObject({ basic: { paid: 1, cents: 1200 }, premium: { paid: 2, cents: 3200 }, totalCents: 4400, currency: 'BRL' });
    expect(stats.emails).toMatchObject({ pending: 3, failed: 0 });
    const text = await cli(['stats']);
    expect(text.stdout).toContain('R$ 44,00');
    expect(text.stdout).toContain('E-mails: na fila: 3');
  });

  it('says the data folder’s free space against the reserve for orders, and when it is low', async () => {
    await prepare(new Date(), async () => {});
    const stats = JSON.parse((await cli(['stats', '--json'])).stdout);
    // The defaults: 4 uploads at once × 3 photos × 10 MB, twice.
    expect(stats.dataFolder).toMatchObject({ place: env.DATA_DIR, reserveBytes: 4 * 3 * 10 * 1024 * 1024 * 2, low: false });
    expect(stats.dataFolder.freeBytes).toBeGreaterThan(stats.dataFolder.reserveBytes);
    expect((await cli(['stats'])).stdout).toMatch(/^Espaço livre na pasta de dados: \d.* \(.*; reserva para pedidos: 240 MB\)$/m);
    const low = await runCliHere(['stats'], { env: { ...env, DATA_MIN_FREE_BYTES: String(2 ** 52) } });
    expect(low.stdout).toMatch(/^Espaço livre na pasta de dados: BAIXO: .*; o \/healthz responde 503 até liberar espaço\)$/m);
  });
});

describe('memories-cli: e-mails', () => {
  it('resends the QR code e-mail of an address and of one page, and it lands in the outbox', async () => {
    // A minute ago: the second page is a second younger, so its activation e-mail is due by the time the CLI runs.
    const [first, second] = await prepare(new Date(Date.now() - 60_000), async (data) => [
      await data.page({ email: 'ana@example.com' }),
      await data.page({ email: 'ana@example.com', plan: 'basic', lovedName: 'Bia' }),
    ]);
    const run = await cli(['resend', 'Ana@Example.com']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`para ana@example.com com 2 página(s): ${first.id}, ${second.id}.`);
    expect(run.stdout).toContain('Situação: enviado.');
    // The activation e-mails were due as well: the round sent them with it.
    const files = await emlFiles();
    expect(files).toHaveLength(3);
    const resent = await Promise.all(files.map((name) => readFile(join(env.DATA_DIR!, 'outbox', name), 'utf8')));
    expect(resent.filter((text) => text.includes(first.id) && text.includes(second.id))).toHaveLength(1);

    const byId = await cli(['resend', '--id', second.id, '--json']);
    expect(byId.code).toBe(0);
    expect(JSON.parse(byId.stdout)).toMatchObject({ queued: { to: 'ana@example.com', memoryIds: [second.id], status: 'done' } });
    expect(await emlFiles()).toHaveLength(4);
  });

  it('says so when nothing is online for the address (exit 0) and fails for an unknown id (exit 1)', async () => {
    await prepare(new Date(), (data) => data.page({ email: 'ana@example.com', outcome: null }));
    const none = await cli(['resend', 'ana@example.com']);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('Nada foi colocado na fila: nenhuma página no ar para ana@example.com.');
    const unknown = await cli(['resend', '--id', 'nao-existe']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('memory.not-found');
  });

  it('lists e-mails that failed and sends them again with --retry', async () => {
    await prepare(new Date(), (data) => data.page({ email: 'ana@example.com' }));
    // No mail server listens on port 9: the one attempt allowed fails and the e-mail is kept as failed.
    const down = { ...env, SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'memories <oi@memories.test>', QUEUE_MAX_ATTEMPTS: '1' };
    expect((await runCliHere(['resend', 'ana@example.com'], { env: down })).code).toBe(0);

    const listed = await cli(['outbox', '--json']);
    const emails = JSON.parse(listed.stdout) as { id: number; status: string; lastError: string }[];
    expect(emails.map((email) => email.status)).toEqual(['failed', 'failed']);
    expect(emails[0]!.lastError).toContain('ECONNREFUSED');
    const table = await cli(['outbox']);
    expect(table.stdout).toMatch(/falhou\s+ana@example\.com\s+ativação\s+1/);

    const retried = await cli(['outbox', '--retry', '--id', String(emails[0]!.id)]);
    expect(retried.code).toBe(0);
    expect(retried.stdout).toContain('Devolvidos à fila: 1. Enviados agora: 1');
    expect(await emlFiles()).toHaveLength(1);
    const all = await cli(['outbox', '--retry']);
    expect(all.stdout).toContain('Devolvidos à fila: 1. Enviados agora: 1');
    expect((await cli(['outbox'])).stdout).toContain('Nenhum e-mail na fila ou com falha.');
  });

  it('revokes the edit link: the old token no longer opens the editor', async () => {
    const page = await prepare(new Date(), (data) => data.page({ email: 'ana@example.com' }));
    const run = await cli(['revoke-edit-link', page.id]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`memories-cli resend --id ${page.id}`);
    await prepare(new Date(), async (data) => {
      const memory = (await data.runtime.container.get(PORTS.MemoryRepository).findById(page.id))!;
      const tokens = data.runtime.container.get(PORTS.EditTokens);
      expect(memory.editTokenVersion).toBe(2);
      expect(tokens.matches(page.id, memory.editTokenVersion, tokens.issue(page.id, 1))).toBe(false);
    });
    expect((await cli(['revoke-edit-link', 'nao-existe'])).code).toBe(1);
  });
});

describe('memories-cli: lifecycle chores', () => {
  it('expire --dry-run changes nothing, --as-of moves the boundary, expire ends what is due', async () => {
    const now = Date.now();
    const [due, later, forever] = await prepare(new Date(now - 400 * DAY), async (data) => {
      const due = await data.page({ email: 'ana@example.com', plan: 'basic' });
      data.clock.advance(200 * DAY);
      const later = await data.page({ email: 'bia@example.com', plan: 'basic' });
      const forever = await data.page({ email: 'caio@example.com', plan: 'premium' });
      return [due, later, forever];
    });
    const dry = await cli(['expire', '--dry-run', '--json']);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, expired: [{ id: due.id }] });
    expect(await listJson('--status', 'expired')).toEqual([]);

    const ahead = new Date(now + 200 * DAY).toISOString().slice(0, 10);
    const asOf = await cli(['expire', '--dry-run', '--as-of', ahead, '--json']);
    expect((JSON.parse(asOf.stdout).expired as { id: string }[]).map((page) => page.id).sort()).toEqual([due.id, later.id].sort());

    const run = await cli(['expire']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Expiradas: 1 página(s).');
    expect(run.stdout).toContain(due.id);
    expect((await listJson('--status', 'expired')).map((page) => page.id)).toEqual([due.id]);
    expect((await listJson('--status', 'active')).map((page) => page.id).sort()).toEqual([later.id, forever.id].sort());
    expect((await cli(['expire'])).stdout).toContain('Expiradas: 0 página(s).');
  });

  it('purge-pending removes abandoned unpaid pages and their photos, and --dry-run changes nothing', async () => {
    const [abandoned, recent, paid] = await prepare(new Date(Date.now() - 10 * DAY), async (data) => {
      const abandoned = await data.page({ email: 'ana@example.com', outcome: 'rejected' });
      const paid = await data.page({ email: 'bia@example.com' });
      data.clock.advance(8 * DAY);
      const recent = await data.page({ email: 'caio@example.com', outcome: null });
      return [abandoned, recent, paid];
    });
    const photosBefore = await uploadFiles();
    // One photo per page, each with its 480, 720 and 1080 px widths.
    expect(photosBefore).toHaveLength(12);

    const dry = await cli(['purge-pending', '--dry-run']);
    expect(dry.stdout).toContain('Seriam apagados: 1 pedido(s) não pago(s) (nada foi alterado).');
    expect(await uploadFiles()).toEqual(photosBefore);

    const run = await cli(['purge-pending', '--older-than', '7d']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(abandoned.id);
    expect((await listJson()).map((page) => page.id).sort()).toEqual([recent.id, paid.id].sort());
    expect((await uploadFiles()).some((path) => path.includes(abandoned.id))).toBe(false);
    // Two pages' photos left, each with its 480, 720 and 1080 px widths.
    expect(await uploadFiles()).toHaveLength(8);

    const shorter = await cli(['purge-pending', '--older-than', '1h', '--json']);
    expect(JSON.parse(shorter.stdout)).toEqual({ dryRun: false, removed: [recent.id] });
  });

  it('reconcile asks the checkout about unpaid orders and reports (the demo checkout keeps none to ask about)', async () => {
    await prepare(new Date(), (data) => data.page({ email: 'ana@example.com', outcome: null }));
    const run = await cli(['reconcile']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Pedidos verificados: 1; alterados: 0.');
  });
});

describe('memories-cli reconcile with Mercado Pago', () => {
  it('publishes a paid page whose notification never arrived, sends its e-mail, and exits 2 when Mercado Pago is down', async () => {
    const mp = await startFakeMercadoPago();
    try {
      env = { ...env, MP_ACCESS_TOKEN: mp.accessToken, MP_WEBHOOK_SECRET: 'webhook-secret-0123456789', MP_API_URL: mp.url, MP_TIMEOUT_MS: '1000' };
      const [paid, unpaid] = await prepare(new Date(), async (data) => [
        await data.page({ email: 'ana@example.com', outcome: null }),
        await data.page({ email: 'bia@example.com', outcome: null }),
      ]);
      mp.createPayment({ externalReference: paid.id, status: 'approved', amount: 16 });
      mp.createPayment({ externalReference: unpaid.id, status: 'in_process', amount: 16 });

      const run = await cli(['reconcile']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Pedidos verificados: 2; alterados: 1.');
      expect(run.stdout).toMatch(new RegExp(`${paid.id}\\s+aguardando pagamento\\s+no ar\\s+1`));
      expect((await listJson('--status', 'active')).map((page) => page.id)).toEqual([paid.id]);
      expect(await emlFiles()).toHaveLength(1);

      // A second approved payment for the same page, notified: kept as failed for support to refund.
      const second = mp.createPayment({ externalReference: paid.id, status: 'approved', amount: 16 });
      await prepare(new Date(), async (data) => {
        await data.runtime.container.get(ReceivePaymentNotification).execute({ paymentId: String(second.id) });
        await data.runtime.container.get(CheckPaymentNotifications).execute();
      });
      const listed = await cli(['notifications']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(new RegExp(`falhou\\s+${second.id}\\s+1`));
      expect(listed.stdout).toContain(`que já foi paga pelo pagamento`);
      expect(listed.stdout).toContain('devolva-o ao comprador');
      const retried = await cli(['notifications', '--retry', '--json']);
      expect(JSON.parse(retried.stdout)).toMatchObject({
        requeued: 1,
        checked: { failed: 1 },
        remaining: [{ paymentId: String(second.id), status: 'failed', attempts: 2 }],
      });

      mp.down(503);
      // As a process, so that its logs are read too: none may carry the access token.
      const down = await cliProcess(['reconcile']);
      expect(down.code).toBe(2);
      expect(down.stderr).toContain('o provedor de pagamento não respondeu');
      expect(down.stderr).not.toContain(mp.accessToken);
    } finally {
      await mp.close();
    }
  });
});

describe("memories-cli: a buyer's rights", () => {
  it('exports every page of an address as JSON with its photos and replies, and nothing of anyone else', async () => {
    const [first, second] = await prepare(new Date(), async (data) => {
      const ana = await data.page({ email: 'ana@example.com' });
      const unpaid = await data.page({ email: 'ana@example.com', plan: 'basic', outcome: 'rejected' });
      const bia = await data.page({ email: 'bia@example.com' });
      await data.reply(ana, 'Te amo 💖');
      await data.reply(bia, 'Oi Bia');
      return [ana, unpaid] as const;
    });
    const out = join(dir.path, 'export');
    const run = await cli(['export', '--email', 'ana@example.com', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 página(s) e 2 e-mail(s) em dados.json; 2 foto(s) em fotos/.');
    expect(run.stdout).toContain('1 resposta(s) às páginas em dados.json.');
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    expect(exported.email).toBe('ana@example.com');
    expect(exported.memories.map((memory: { id: string }) => memory.id)).toEqual([first.id, second.id]);
    expect(exported.memories[0]).toMatchObject({ yourName: 'Ana Júlia', message: 'Cada dia ao seu lado é o meu favorito.', status: 'active' });
    expect(exported.replies).toEqual([{ id: expect.any(String), memoryId: first.id, note: 'Te amo 💖', createdAt: expect.any(String) }]);
    expect(JSON.stringify(exported)).not.toMatch(/bia@example|Oi Bia|editTokenVersion|token|clientKey|203\.0\.113/);
    for (const memory of exported.memories as { photos: { file: string }[] }[]) {
      for (const photo of memory.photos) expect(existsSync(join(out, photo.file))).toBe(true);
    }
    const again = await cli(['export', '--email', 'ana@example.com', '--out', out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('já existe e não está vazia');
  });

  it('delete asks first: anything but "sim" deletes nothing', async () => {
    await prepare(new Date(), (data) => data.page({ email: 'ana@example.com' }));
    const run = await cli(['delete', '--email', 'ana@example.com'], 'não\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Apagar definitivamente? Digite "sim" para confirmar:');
    expect(run.stdout).toContain('Nada foi apagado.');
    expect(await listJson()).toHaveLength(1);
    const closedInput = await cli(['delete', '--email', 'ana@example.com']);
    expect(closedInput.stdout).toContain('Nada foi apagado.');
    expect(await listJson()).toHaveLength(1);
  });

  it('delete removes every row, photo and e-mail of that buyer and reports what went; other buyers stay', async () => {
    const [ana1, ana2, bia] = await prepare(new Date(), async (data) => [
      await data.page({ email: 'ana@example.com' }),
      await data.page({ email: 'ana@example.com', plan: 'basic', outcome: null }),
      await data.page({ email: 'bia@example.com' }),
    ]);
    const confirmed = await cli(['delete', '--email', 'ana@example.com'], 'sim\n');
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toContain('Apagados para ana@example.com: 2 página(s), 2 foto(s) e 1 e-mail(s).');
    expect((await listJson()).map((page) => page.id)).toEqual([bia.id]);
    const photos = await uploadFiles();
    expect(photos.some((path) => path.includes(ana1.id) || path.includes(ana2.id))).toBe(false);
    // Bia's photo and its 480, 720 and 1080 px widths.
    expect(photos).toHaveLength(4);
    const outbox = JSON.parse((await cli(['outbox', '--json'])).stdout) as { to: string }[];
    expect(outbox.map((email) => email.to)).toEqual(['bia@example.com']);

    const nothing = await cli(['delete', '--email', 'ana@example.com', '--yes']);
    expect(nothing.stdout).toContain('Nenhum dado encontrado para ana@example.com.');
    const yes = await cli(['delete', '--email', 'bia@example.com', '--yes', '--json']);
    expect(JSON.parse(yes.stdout)).toMatchObject({ deleted: true, memories: [{ id: bia.id }] });
    expect(await uploadFiles()).toEqual([]);
  });
});
