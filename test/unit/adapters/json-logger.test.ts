import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from '../../../src/adapters/logging/logger.js';
import { nodeArgsFor } from '../../support/compiled/product-entries.js';

function recording(level: LogLevel | 'silent' = 'debug') {
  const out: string[] = [];
  const errors: string[] = [];
  const logger = createLogger(level, { out: { write: (line) => out.push(line) }, errors: { write: (line) => errors.push(line) } });
  const parse = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, out, errors, entries: () => parse(out), errorEntries: () => parse(errors) };
}

describe('createLogger', () => {
  it('writes one JSON line per call: level, time, bound fields, the call’s fields and msg, nothing else', () => {
    const { logger, out, entries } = recording();

    logger.child({ requestId: 'req-1' }).info('request', { method: 'GET', path: '/api/a/b', status: 200, ms: 3 });

    expect(out).toHaveLength(1);
    expect(out[0]!.endsWith('}\n')).toBe(true);
    expect(out[0]!.slice(0, -1)).not.toContain('\n');
    expect(entries()[0]).toEqual({
      level: 'info',
      time: expect.any(String),
      requestId: 'req-1',
      method: 'GET',
      path: '/api/a/b',
      status: 200,
      ms: 3,
      msg: 'request',
    });
    expect(new Date(entries()[0]!.time as string).toISOString()).toBe(entries()[0]!.time);
  });

  it('writes a request’s closing line with the very text pino writes for the same fields', () => {
    const fields = { requestId: 'req-"1"', method: 'GET', path: '/api/ana-e-jo\u00e3o/x\u2028"y\\', status: 200, ms: 3 };
    for (const bindings of [undefined, { component: 'web "1"' }]) {
      const written: string[] = [];
      const logger = createLogger('info', { bindings, out: { write: (line) => written.push(line) }, errors: { write: () => {} } });
      logger.request(fields);
      logger.info('request', fields);
      expect(written).toHaveLength(2);
      // Apart from the millisecond of the time field, which the next call may have moved on.
      const withoutTime = (line: string) => line.replace(/,"time":"[^"]+"/, '');
      expect(withoutTime(written[0]!)).toBe(withoutTime(written[1]!));
      expect(JSON.parse(written[0]!)).toMatchObject({ level: 'info', ...fields, ...bindings, msg: 'request' });
    }
  });

  it('writes request lines only from level info, and a failed request’s line as an error', () => {
    const quiet = recording('warn');
    quiet.logger.request({ requestId: 'r', method: 'GET', path: '/a', status: 200, ms: 1 });
    expect(quiet.out).toEqual([]);
    quiet.logger.request({ requestId: 'r', method: 'GET', path: '/a', status: 503, ms: 1 });
    expect(quiet.errorEntries()).toEqual([expect.objectContaining({ level: 'error', msg: 'request', status: 503, path: '/a' })]);
  });

  it('escapes what would break the line', () => {
    const { logger, out, entries } = recording();

    logger.child({ note: 'a"b\\c' }).warn('line one\nline "two"', { path: '/x\u2028y', empty: '', nothing: null, gone: undefined });

    expect(out[0]!.slice(0, -1)).not.toContain('\n');
    expect(entries()[0]).toEqual({
      time: expect.any(String),
      level: 'warn',
      msg: 'line one\nline "two"',
      note: 'a"b\\c',
      path: '/x\u2028y',
      empty: '',
      nothing: null,
    });
  });

  it('writes errors with name, message and stack only, at the top level or nested, bound or not', () => {
    const { logger, out, errorEntries, entries } = recording();
    const error = Object.assign(new TypeError('boom'), { response: '535 auth failed for ana:s3cr3t' });

    logger.error('request failed', { err: error, context: { cause: new Error('inner'), list: [new RangeError('third')] } });
    logger.child({ err: error }).warn('bound');

    expect(errorEntries()).toHaveLength(1);
    expect(errorEntries()[0]).toMatchObject({
      level: 'error',
      err: { name: 'TypeError', message: 'boom', stack: expect.stringContaining('boom') },
      context: { cause: { name: 'Error', message: 'inner' }, list: [{ name: 'RangeError', message: 'third' }] },
    });
    expect(Object.keys(errorEntries()[0]!.err as object)).toEqual(['name', 'message', 'stack']);
    expect(entries()[0]).toMatchObject({ level: 'warn', err: { name: 'TypeError', message: 'boom' } });
    expect(out.join('')).not.toContain('s3cr3t');
  });

  it('never writes the value of a field named like a secret', () => {
    const { logger, out, entries } = recording();

    logger
      .child({ token: 'bound-token-value' })
      .info('m', { editToken: 'edit-token-value', password: 'pw-value', authorization: 'Bearer x', id: 'k7' });

    expect(entries()[0]).toMatchObject({
      token: '[redacted]',
      editToken: '[redacted]',
      password: '[redacted]',
      authorization: '[redacted]',
      id: 'k7',
    });
    expect(out.join('')).not.toMatch(/token-value|pw-value|Bearer/);
  });

  it('lets a call’s field replace a bound field of the same name', () => {
    const { logger, entries } = recording();

    logger.child({ requestId: 'a', component: 'http' }).info('m', { requestId: 'b' });

    expect(entries()[0]).toMatchObject({ requestId: 'b', component: 'http', msg: 'm' });
  });

  it('writes nothing below its level; a child keeps its parent’s level; error lines go to their own stream', () => {
    const { logger, out, errors, entries, errorEntries } = recording('warn');

    logger.debug('d');
    logger.info('i');
    logger.child({ requestId: 'x' }).info('i');
    logger.warn('w');
    logger.child({ requestId: 'x' }).error('e');

    expect(entries().map((e) => e.level)).toEqual(['warn']);
    expect(errorEntries().map((e) => [e.level, e.msg])).toEqual([['error', 'e']]);
    expect(out.length + errors.length).toBe(2);
    const silent = recording('silent');
    silent.logger.error('e');
    expect([...silent.out, ...silent.errors]).toEqual([]);
  });
});

// The run's compiled logger where the run has one (plain node starts in a fraction of tsx's time), else through tsx.
const LOGGER_ARGS = nodeArgsFor(join(import.meta.dirname, '../../../src/adapters/logging/logger.ts'));
const LOGGER_MODULE = LOGGER_ARGS.at(-1)!;
const LOADER = LOGGER_ARGS.slice(0, -1);

/** Runs `body` in a node process with `createLogger` in scope; resolves with its output once it has exited. */
function runLogging(
  body: string,
  onStderr?: (stderr: string, stdout: string) => void,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = `import { createLogger } from ${JSON.stringify(LOGGER_MODULE)};\n${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...LOADER, '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    // Decoded across chunks: a character may be split between two.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      onStderr?.(stderr, stdout);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the process’s log streams', () => {
  it('lines below error go to stdout, errors to stderr, and what waits is written when the process exits', async () => {
    const run = await runLogging(`
      const log = createLogger('info');
      for (let i = 0; i < 3; i++) log.info('line', { i });
      log.error('failed', { err: new Error('boom') });
      process.exit(0);
    `);

    expect(run.code).toBe(0);
    expect(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).i),
    ).toEqual([0, 1, 2]);
    expect(JSON.parse(run.stderr)).toMatchObject({ level: 'error', msg: 'failed', err: { message: 'boom' } });
  }, 15_000);

  it('writes every line whole and in order through full batches, lines longer than a batch and text beyond ASCII', async () => {
    const run = await runLogging(`
      const log = createLogger('info');
      for (let i = 0; i < 2000; i++) log.info('line', { i, note: i % 7 === 0 ? 'Ana & João 💕 '.repeat(i % 50) : 'x' });
      log.info('long', { i: 2000, note: 'ç'.repeat(40000) });
      for (let i = 2001; i < 2100; i++) log.request({ requestId: 'req-' + i, method: 'GET', path: '/api/ana-e-joão/' + i, status: 200, ms: 1 });
      process.exit(0);
    `);

    expect(run.code).toBe(0);
    const entries = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i?: number; note?: string; requestId?: string });
    expect(entries).toHaveLength(2100);
    expect(entries.slice(0, 2001).map((entry) => entry.i)).toEqual([...Array(2001).keys()]);
    expect(entries[14]!.note).toBe('Ana & João 💕 '.repeat(14));
    expect(entries[2000]!.note).toBe('ç'.repeat(40000));
    expect(entries[2099]).toMatchObject({ requestId: 'req-2099', path: '/api/ana-e-joão/2099' });
  }, 15_000);

  it('writes a line soon after it is logged, without waiting for more lines or the exit', async () => {
    let stdoutWhenAsked: string | null = null;
    const run = await runLogging(
      `
      createLogger('info').info('ready');
      setTimeout(() => process.stderr.write('still running\\n'), 250);
      setTimeout(() => process.exit(0), 350);
    `,
      (stderr, stdout) => {
        if (stderr.includes('still running')) stdoutWhenAsked ??= stdout;
      },
    );

    expect(run.code).toBe(0);
    expect(stdoutWhenAsked).toContain('"msg":"ready"');
  }, 15_000);
});
