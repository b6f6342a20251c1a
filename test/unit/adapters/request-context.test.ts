import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorToHttp } from '../../../src/adapters/http/error-to-http.js';
import { requestContext, requestLogger } from '../../../src/adapters/http/middleware/request-context.js';
import { createLogger, type LogLevel } from '../../../src/adapters/logging/logger.js';

function server(level: LogLevel = 'info') {
  const lines: { level: LogLevel; entry: Record<string, unknown> }[] = [];
  const record = (line: string) => {
    const entry = JSON.parse(line) as Record<string, unknown>;
    lines.push({ level: entry.level as LogLevel, entry });
  };
  const logger = createLogger(level, { out: { write: record }, errors: { write: record } });
  const app = new Koa();
  app.silent = true;
  app.use(requestContext(logger));
  app.use(errorToHttp(requestLogger));
  app.use(async (ctx) => {
    if (ctx.path === '/boom') throw new Error('database down');
    if (ctx.path === '/noisy') ctx.state.log.warn('something odd', { detail: 1 });
    ctx.body = { ok: true };
  });
  return { http: request(app.callback()), lines };
}

describe('requestContext', () => {
  it('writes one line per request carrying the id it answers with, and only the path', async () => {
    const { http, lines } = server();

    const response = await http.get('/api/ana-e-joao/abc123?token=secret').expect(200);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      entry: { msg: 'request', requestId: response.headers['x-request-id'], method: 'GET', path: '/api/ana-e-joao/abc123', status: 200 },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof lines[0]!.entry.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('binds the id to what the request logs itself, and keeps a sane incoming id', async () => {
    const { http, lines } = server();

    await http.get('/noisy').set('X-Request-Id', 'trace-12345678').expect(200);

    expect(lines.map((l) => [l.entry.msg, l.entry.requestId])).toEqual([
      ['something odd', 'trace-12345678'],
      ['request', 'trace-12345678'],
    ]);
  });

  it('writes the line of a failed request as an error, after the error itself', async () => {
    const { http, lines } = server();

    const response = await http.get('/boom').expect(500);

    expect(lines.map((l) => [l.level, l.entry.msg])).toEqual([
      ['error', 'request failed'],
      ['error', 'request'],
    ]);
    expect(lines.every((l) => l.entry.requestId === response.headers['x-request-id'])).toBe(true);
    expect(lines[0]!.entry.err).toMatchObject({ message: 'database down' });
  });

  it('writes nothing for a successful request below warn', async () => {
    const { http, lines } = server('warn');

    await http.get('/').expect(200);

    expect(lines).toEqual([]);
  });
});
