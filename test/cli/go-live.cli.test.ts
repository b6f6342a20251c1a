import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCliHere } from '../support/cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

/**
 * `memories-cli go-live` on the configuration support would run it with: every piece of the demonstration listed with
 * the variable that fixes it and exit 2; a shop configured for real money passes with 0. It reads the configuration
 * only (no database is opened), so every case runs in this process.
 */
vi.setConfig({ testTimeout: 60_000 });

let dir: { path: string; remove(): Promise<void> };

beforeEach(async () => {
  dir = await tempDir('memories-go-live-');
});

afterEach(async () => {
  await dir.remove();
});

/** A content file of the operator's own, with `fields` over (or, given `undefined`, without) the usual ones. */
async function contentFile(fields: Record<string, unknown> = {}): Promise<string> {
  const content: Record<string, unknown> = {
    name: 'Amor em Página',
    contactEmail: 'contato@amorempagina.com.br',
    instagram: '@amorempagina',
    testimonials: [{ text: 'Ela guardou o QR Code na carteira.', name: 'Paula', city: 'Curitiba, PR' }],
    promotion: { percent: 30, ends: '2099-06-14' },
    withdrawal: 'until-opened',
    ...fields,
  };
  const path = join(dir.path, 'conteudo.json');
  await writeFile(path, JSON.stringify(Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined))));
  return path;
}

/** A production shop with money, mail, an https address, its company and its own content: nothing blocks. */
async function configuredShop(): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: join(dir.path, 'data'),
    PUBLIC_URL: 'https://amorempagina.com.br',
    APP_SECRET: 'x'.repeat(12) + 'K2p9vQ7rT4mW8zL1nB6cY3hD5fJ0sA',
    MP_ACCESS_TOKEN: 'APP_USR-1234567890-abcdef',
    MP_WEBHOOK_SECRET: 'webhook-secret-123',
    SMTP_URL: 'smtps://loja:senha@smtp.example.com:465',
    MAIL_FROM: 'Amor em Página <nao-responda@amorempagina.com.br>',
    SHOP_LEGAL_NAME: 'Amor em Página Presentes Ltda.',
    SHOP_CNPJ: '11.222.333/0001-81',
    SHOP_ADDRESS: 'Rua das Flores, 100, Curitiba, PR',
    BACKUP_URL: 's3://copias-da-loja/memories',
    METRICS_PORT: '9464',
    SHOP_CONTENT: await contentFile(),
  };
}

const goLive = (env: Record<string, string>) => runCliHere(['go-live'], { env });

describe('memories-cli go-live', () => {
  it('lists every piece of the demonstration on the embedded defaults, each with its variable, and exits 2', async () => {
    const run = await goLive({ DATA_DIR: join(dir.path, 'data') });

    expect(run.code).toBe(2);
    expect(run.stdout).toContain('Antes de vender de verdade:');
    for (const line of [
      'BLOQUEIA: NODE_ENV não é production',
      'BLOQUEIA: o pagamento é o de demonstração: ninguém paga de verdade e qualquer pessoa pode aprovar um pedido → MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET',
      'BLOQUEIA: os e-mails são gravados em arquivos (DATA_DIR/outbox) e não chegam a quem comprou → SMTP_URL, MAIL_FROM',
      '→ PUBLIC_URL',
      '→ APP_SECRET',
      'BLOQUEIA: a loja mostra contatos ou depoimentos da demonstração',
      'BLOQUEIA: há uma promoção sem data para terminar',
      '→ SHOP_LEGAL_NAME',
      '→ SHOP_CNPJ',
      '→ SHOP_ADDRESS',
      'AVISO: não há cópias de segurança agendadas',
      'AVISO: não há métricas para os alertas (fila de e-mails parada, pagamentos falhando, disco cheio) → METRICS_PORT',
    ]) {
      expect(run.stdout).toContain(line);
    }
    expect(run.stderr).toBe('memories-cli: Ainda não: 10 itens bloqueiam, 2 avisos.\n');
  });

  it('says when the backups would go down with the data folder’s disk, and when production has no content of its own', async () => {
    const env = await configuredShop();
    await mkdir(join(dir.path, 'copias'));
    const { SHOP_CONTENT: _ownContent, ...withoutContent } = env;
    const run = await goLive({ ...withoutContent, BACKUP_URL: join(dir.path, 'copias') });

    expect(run.code).toBe(2);
    expect(run.stdout).toContain('BLOQUEIA: as cópias de segurança ficam no mesmo disco que a pasta de dados');
    expect(run.stdout).toContain('BLOQUEIA: não há conteúdo próprio da loja');
    expect(run.stdout).not.toContain('demonstração');
    expect(run.stderr).toBe('memories-cli: Ainda não: 2 itens bloqueiam.\n');
  });

  it('says a content file that gives no contact e-mail, and the default name, for what they are', async () => {
    const env = await configuredShop();
    const run = await goLive({ ...env, SHOP_CONTENT: await contentFile({ contactEmail: undefined, name: undefined }) });

    expect(run.code).toBe(2);
    expect(run.stdout).toContain('BLOQUEIA: não há e-mail de contato');
    expect(run.stdout).toContain('AVISO: a loja se apresenta como "memories"');
  });

  it('passes a shop configured for real money with exit 0', async () => {
    const run = await goLive(await configuredShop());

    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('Pronta para vender de verdade: nada bloqueia.\n');
    expect(run.code).toBe(0);
  });

  it('passes with warnings only, and answers in JSON', async () => {
    const { BACKUP_URL: _backups, METRICS_PORT: _metrics, ...env } = await configuredShop();
    const run = await runCliHere(['go-live', '--json'], { env });

    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      ready: true,
      findings: [
        { id: 'no-backup', severity: 'warning', fix: ['BACKUP_URL'] },
        { id: 'no-metrics', severity: 'warning', fix: ['METRICS_PORT'] },
      ],
    });
  });
});
