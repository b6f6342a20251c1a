import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/config.js';

const SECRET = 's'.repeat(40);
const production = { NODE_ENV: 'production', APP_SECRET: SECRET, PUBLIC_URL: 'https://memories.com.br', ALLOW_DEMO_CHECKOUT: 'true', ALLOW_FILE_MAILER: 'true' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      appSecret: null,
      mailFrom: 'memories <nao-responda@memories.local>',
      photoMaxBytes: 10 * 1024 * 1024,
      photoMaxPixels: 50_000_000,
      resendLimitPerEmail: 5,
      resendLimitPerClient: 20,
      trustProxy: false,
      logLevel: 'info',
      readCacheTtlMs: 2000,
    });
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://memories.com.br/' }).publicUrl).toBe('https://memories.com.br');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', APP_SECRET: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'memories.com.br' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://memories.com.br' }, 'PUBLIC_URL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ PHOTO_MAX_BYTES: '-1' }, 'PHOTO_MAX_BYTES'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ READ_CACHE_TTL_MS: '-1' }, 'READ_CACHE_TTL_MS'],
    [{ READ_CACHE_TTL_MS: '1.5' }, 'READ_CACHE_TTL_MS'],
  ])('stops on %j naming %s', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.some((p) => p.startsWith(`${variable}:`))).toBe(true);
  });

  it('never echoes a value in its message', () => {
    const problems = problemsOf({ APP_SECRET: 'hunter2-is-my-secret' });
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('accepts a complete production environment', () => {
    expect(loadConfig(production)).toMatchObject({ env: 'production', appSecret: SECRET, publicUrl: 'https://memories.com.br' });
  });

  it.each(['APP_SECRET', 'PUBLIC_URL', 'ALLOW_DEMO_CHECKOUT', 'ALLOW_FILE_MAILER'])(
    'in production refuses to start without %s',
    (variable) => {
      const { [variable]: _removed, ...env } = production as Record<string, string>;
      expect(problemsOf(env).some((p) => p.startsWith(`${variable}:`))).toBe(true);
    },
  );

  it('in production refuses the demo checkout when it is explicitly disallowed', () => {
    expect(problemsOf({ ...production, ALLOW_DEMO_CHECKOUT: 'false' }).some((p) => p.startsWith('ALLOW_DEMO_CHECKOUT:'))).toBe(true);
  });
});
