import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import { logGoLiveFindings } from '../../../src/adapters/composition/go-live.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';

/** What a production start logs of `memories-cli go-live`'s list: once, as one line, and nothing when all passes. */
async function startLines(env: Record<string, string>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const logger = createLogger('info', { out: { write: (line) => lines.push(line) }, errors: { write: (line) => lines.push(line) } });
  await logGoLiveFindings(loadConfig(env), logger);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/memories-go-live-start',
  PUBLIC_URL: 'https://amorempagina.com.br',
  APP_SECRET: 'K2p9vQ7rT4mW8zL1nB6cY3hD5fJ0sA-x1y2z3',
  MP_ACCESS_TOKEN: 'APP_USR-1234567890-abcdef',
  MP_WEBHOOK_SECRET: 'webhook-secret-123',
  SMTP_URL: 'smtps://loja:senha@smtp.example.com:465',
  MAIL_FROM: 'Loja <nao-responda@amorempagina.com.br>',
  BACKUP_URL: 's3://copias/loja',
  METRICS_PORT: '9464',
};

describe('the go-live list at a production start', () => {
  it('is logged once, as a warning naming each item and its variable, while something blocks', async () => {
    const lines = await startLines(PRODUCTION);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'go-live check: not ready for real money (memories-cli go-live)', ready: false });
    expect(lines[0]!.findings).toEqual([
      expect.stringMatching(/^BLOQUEIA: não há conteúdo próprio da loja.* → SHOP_CONTENT$/),
      expect.stringMatching(/^BLOQUEIA: falta a razão social.* → SHOP_LEGAL_NAME$/),
      expect.stringMatching(/^BLOQUEIA: falta o CNPJ.* → SHOP_CNPJ$/),
      expect.stringMatching(/^BLOQUEIA: falta o endereço físico.* → SHOP_ADDRESS$/),
    ]);
  });

  it('is not logged outside production', async () => {
    expect(await startLines({ DATA_DIR: '/tmp/memories-go-live-start' })).toEqual([]);
  });
});
