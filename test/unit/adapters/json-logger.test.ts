import { describe, expect, it, vi } from 'vitest';
import { LineBuffer } from '../../../src/adapters/logging/line-buffer.js';
import { JsonLogger, type LogLevel } from '../../../src/adapters/logging/logger.js';

function recording(level: LogLevel | 'silent' = 'debug') {
  const lines: { line: string; level: LogLevel }[] = [];
  const logger = new JsonLogger(level, {}, (line, lineLevel) => lines.push({ line, level: lineLevel }));
  const entries = () => lines.map(({ line }) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

describe('JsonLogger', () => {
  it('writes one JSON object per call: time, level, msg, bound fields, then the call’s fields', () => {
    const { logger, lines, entries } = recording();

    logger.child({ requestId: 'req-1' }).info('request', { method: 'GET', path: '/api/a/b', status: 200, ms: 3 });

    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).not.toContain('\n');
    expect(Object.keys(entries()[0]!)).toEqual(['time', 'level', 'msg', 'requestId', 'method', 'path', 'status', 'ms']);
    expect(entries()[0]).toMatchObject({ level: 'info', msg: 'request', requestId: 'req-1', method: 'GET', path: '/api/a/b', status: 200, ms: 3 });
    expect(new Date(entries()[0]!.time as string).toISOString()).toBe(entries()[0]!.time);
  });

  it('escapes what would break the line', () => {
    const { logger, entries } = recording();

    logger.child({ note: 'a"b\\c' }).warn('line one\nline "two"', { path: '/x\u2028y', empty: '', nothing: null, gone: undefined });

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

  it('writes errors with name, message and stack, at the top level or nested, bound or not', () => {
    const { logger, lines, entries } = recording();
    const error = new TypeError('boom');

    logger.error('request failed', { err: error, context: { cause: new Error('inner') } });
    logger.child({ err: error }).warn('bound');

    expect(lines[0]!.level).toBe('error');
    expect(entries()[0]).toMatchObject({ err: { name: 'TypeError', message: 'boom', stack: expect.stringContaining('boom') }, context: { cause: { message: 'inner' } } });
    expect(entries()[1]).toMatchObject({ err: { name: 'TypeError', message: 'boom' } });
  });

  it('lets a field replace a bound field or the header of the same name, in its place', () => {
    const { logger, entries } = recording();

    logger.child({ requestId: 'a', component: 'http' }).info('m', { requestId: 'b' });
    logger.info('m', { level: 'custom' });
    logger.child({ msg: 'bound' }).info('m');

    expect(entries()[0]).toMatchObject({ requestId: 'b', component: 'http' });
    expect(Object.keys(entries()[0]!)).toEqual(['time', 'level', 'msg', 'requestId', 'component']);
    expect(entries()[1]!.level).toBe('custom');
    expect(entries()[2]!.msg).toBe('bound');
  });

  it('writes nothing below its level; a child keeps its parent’s level', () => {
    const { logger, lines } = recording('warn');

    logger.debug('d');
    logger.info('i');
    logger.child({ requestId: 'x' }).info('i');
    logger.warn('w');
    logger.child({ requestId: 'x' }).error('e');

    expect(lines.map((l) => l.level)).toEqual(['warn', 'error']);
    expect(recording('silent').lines).toEqual([]);
  });
});

describe('LineBuffer', () => {
  it('writes the lines of a short spell in one piece, in order, soon after the first', async () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      const buffer = new LineBuffer((text) => writes.push(text), 20);

      buffer.push('{"a":1}');
      vi.advanceTimersByTime(19);
      buffer.push('{"b":2}');
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);

      expect(writes).toEqual(['{"a":1}\n{"b":2}\n']);
      buffer.push('{"c":3}');
      vi.advanceTimersByTime(20);
      expect(writes).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes at once when enough is waiting, and on flush()', () => {
    const writes: string[] = [];
    const buffer = new LineBuffer((text) => writes.push(text), 20, 10);

    buffer.push('12345');
    buffer.push('67890');
    expect(writes).toEqual(['12345\n67890\n']);
    buffer.push('x');
    buffer.flush();
    buffer.flush();
    expect(writes).toEqual(['12345\n67890\n', 'x\n']);
  });
});
