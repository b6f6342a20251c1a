import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/config.js';

const SECRET = 's'.repeat(40);
const production = {
  NODE_ENV: 'production',
  APP_SECRET: SECRET,
  PUBLIC_URL: 'https://memories.com.br',
  ALLOW_DEMO_CHECKOUT: 'true',
  ALLOW_FILE_MAILER: 'true',
};

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
      database: { engine: 'sqlite' },
      appSecret: null,
      mailFrom: 'memories <nao-responda@memories.local>',
      photoMaxBytes: 10 * 1024 * 1024,
      photoMaxPixels: 50_000_000,
      photoUploadsAtOnce: 4,
      dataMinFreeBytes: null,
      stagedPhotosMaxBytes: 1024 ** 3,
      stagedPhotosBytesPerHour: 4 * 1024 ** 3,
      uploadMinBytesPerSecond: 8192,
      resendLimitPerEmail: 5,
      resendLimitPerClient: 20,
      orderLimitPerClient: 10,
      unpaidOrdersPerHour: 300,
      unpaidOrdersMax: 5000,
      trustProxy: 0,
      logLevel: 'info',
      readCacheTtlMs: 2000,
      housekeepingPeriodMs: 3_600_000,
      payments: { provider: 'demo' },
      mail: { transport: 'file' },
      queue: { pollMs: 1000, retryBaseMs: 30_000, maxAttempts: 20 },
      storage: { kind: 'filesystem' },
      photoPublicUrl: null,
      metrics: null,
      s3: { endpoint: null, forcePathStyle: false },
      backup: { url: null, periodMs: 86_400_000, keep: '7d,4w,12m' },
      youtubeOembed: { url: 'https://www.youtube.com/oembed', timeoutMs: 2500 },
      youtubeSearch: null,
      shop: { legalName: null, cnpj: null, address: null, whatsapp: null },
      shopContentFile: null,
    });
  });

  it("takes who the shop is: the company, its CNPJ with its punctuation, its address and support's WhatsApp as digits", () => {
    expect(
      loadConfig({
        SHOP_LEGAL_NAME: ' Memories Presentes Digitais Ltda. ',
        SHOP_CNPJ: '11222333000181',
        SHOP_ADDRESS: 'Rua das Flores, 123, sala 4 – Centro, Curitiba/PR, 80010-000',
        SUPPORT_WHATSAPP: '+55 (11) 91234-5678',
      }).shop,
    ).toEqual({
      legalName: 'Memories Presentes Digitais Ltda.',
      cnpj: '11.222.333/0001-81',
      address: 'Rua das Flores, 123, sala 4 – Centro, Curitiba/PR, 80010-000',
      whatsapp: '5511912345678',
    });
    expect(loadConfig({ SHOP_CNPJ: '33.000.167/0001-01' }).shop.cnpj).toBe('33.000.167/0001-01');
  });

  it.each([
    [{ SHOP_CNPJ: '11.222.333/0001-82' }, 'SHOP_CNPJ: is not a valid CNPJ'],
    [{ SHOP_CNPJ: '11.111.111/1111-11' }, 'SHOP_CNPJ: is not a valid CNPJ'],
    [{ SHOP_CNPJ: '123' }, 'SHOP_CNPJ: is not a valid CNPJ'],
    [{ SUPPORT_WHATSAPP: '98765-4321' }, 'SUPPORT_WHATSAPP: must be a phone number with country and area code'],
    [{ SUPPORT_WHATSAPP: 'wa.me/5511912345678' }, 'SUPPORT_WHATSAPP: must be a phone number with country and area code'],
    [{ SHOP_LEGAL_NAME: 'X' }, 'SHOP_LEGAL_NAME: must be at least 2 characters'],
    [{ SHOP_ADDRESS: 'Rua A, 1\nCentro' }, 'SHOP_ADDRESS: must be one line of text'],
  ])('refuses %o naming the variable and never its value', (env, problem) => {
    const run = () => loadConfig(env);
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(problem);
    const value = Object.values(env)[0]!;
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain(value);
    }
  });

  it('takes the free space DATA_DIR must keep as given, 0 included, or leaves it to be derived', () => {
    expect(loadConfig({ DATA_MIN_FREE_BYTES: '52428800' }).dataMinFreeBytes).toBe(52_428_800);
    expect(loadConfig({ DATA_MIN_FREE_BYTES: '0' }).dataMinFreeBytes).toBe(0);
    expect(loadConfig({}).dataMinFreeBytes).toBeNull();
  });

  it('bounds the photos sent ahead and the slowest upload, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.stagedPhotosMaxBytes).toBe(1024 ** 3);
    expect(defaults.stagedPhotosBytesPerHour).toBe(4 * 1024 ** 3);
    expect(defaults.uploadMinBytesPerSecond).toBe(8192);
    const set = loadConfig({ STAGED_PHOTOS_MAX_BYTES: '1000', STAGED_PHOTOS_BYTES_PER_HOUR: '2000', UPLOAD_MIN_BYTES_PER_SECOND: '100' });
    expect([set.stagedPhotosMaxBytes, set.stagedPhotosBytesPerHour, set.uploadMinBytesPerSecond]).toEqual([1000, 2000, 100]);
  });

  it('offers the music search only with YOUTUBE_API_KEY, and never repeats a refused key', () => {
    const key = 'AIzaSyA-valid_looking-key-0123456789abc';
    expect(loadConfig({ YOUTUBE_API_KEY: key }).youtubeSearch).toEqual({ url: 'https://www.googleapis.com/youtube/v3', key, timeoutMs: 4000 });
    expect(
      loadConfig({ YOUTUBE_API_KEY: key, YOUTUBE_API_URL: 'http://127.0.0.1:9/youtube/v3/', YOUTUBE_API_TIMEOUT_MS: '800' }).youtubeSearch,
    ).toEqual({ url: 'http://127.0.0.1:9/youtube/v3', key, timeoutMs: 800 });
    const refused = 'not a key; but secret';
    expect(() => loadConfig({ YOUTUBE_API_KEY: refused })).toThrow(/YOUTUBE_API_KEY/);
    let message = '';
    try {
      loadConfig({ YOUTUBE_API_KEY: refused });
    } catch (error) {
      message = String(error);
    }
    expect(message).not.toContain(refused);
    expect(() => loadConfig({ YOUTUBE_API_KEY: key, YOUTUBE_API_URL: 'googleapis' })).toThrow(/YOUTUBE_API_URL/);
  });

  it('asks YouTube about music links except under NODE_ENV=test, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).youtubeOembed).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed' }).youtubeOembed).toEqual({
      url: 'http://127.0.0.1:9/oembed',
      timeoutMs: 2500,
    });
    expect(loadConfig({ YOUTUBE_OEMBED_URL: 'off' }).youtubeOembed).toBeNull();
    expect(() => loadConfig({ YOUTUBE_OEMBED_URL: 'youtube' })).toThrow(/YOUTUBE_OEMBED_URL/);
  });

  it('keeps photos in an S3 bucket when STORAGE_URL names one, under its prefix, at S3_ENDPOINT if set', () => {
    expect(loadConfig({ STORAGE_URL: 's3://memories-photos' }).storage).toEqual({
      kind: 's3',
      bucket: 'memories-photos',
      prefix: '',
      endpoint: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({ STORAGE_URL: 's3://memories.photos/site/photos/', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toEqual({ kind: 's3', bucket: 'memories.photos', prefix: 'site/photos', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('refuses a malformed STORAGE_URL or S3_ENDPOINT by name, without echoing it', () => {
    for (const bad of [
      'memories-photos',
      's3://',
      's3://Bad_Bucket',
      's3://b',
      'gs://memories-photos',
      's3://photos/a/../b',
      's3://photos//a',
      's3://key:s3cr3t@photos',
    ]) {
      const problems = problemsOf({ STORAGE_URL: bad });
      expect(problems, bad).toEqual([expect.stringMatching(/^STORAGE_URL: must be s3:\/\/bucket/)]);
      expect(problems.join(' ')).not.toContain('s3cr3t');
    }
    for (const bad of ['127.0.0.1:9000', 'ftp://storage.internal', 'http://', 'http://key:s3cr3t@ not a host']) {
      const problems = problemsOf({ STORAGE_URL: 's3://memories-photos', S3_ENDPOINT: bad });
      expect(problems, bad).toEqual([expect.stringMatching(/^S3_ENDPOINT: must be an absolute http\(s\) URL/)]);
      expect(problems.join(' ')).not.toContain('s3cr3t');
    }
    expect(problemsOf({ STORAGE_URL: 's3://memories-photos', S3_FORCE_PATH_STYLE: 'sometimes' })).toEqual([
      expect.stringMatching(/^S3_FORCE_PATH_STYLE: use true or false/),
    ]);
  });

  it('reads S3 settings without STORAGE_URL too: s3:// backup destinations use them, photos stay on disk', () => {
    const config = loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.storage).toEqual({ kind: 'filesystem' });
    expect(config.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('reads the backup settings: daily and 7d,4w,12m by default, and refuses malformed ones by name', () => {
    expect(loadConfig({}).backup).toEqual({ url: null, periodMs: 86_400_000, keep: '7d,4w,12m' });
    expect(loadConfig({ BACKUP_URL: 's3://shop-backups/nightly', BACKUP_PERIOD: '12h', BACKUP_KEEP: '14d,8w' }).backup).toEqual({
      url: 's3://shop-backups/nightly',
      periodMs: 12 * 3_600_000,
      keep: '14d,8w',
    });
    expect(problemsOf({ BACKUP_URL: 's3://x', BACKUP_PERIOD: '30m', BACKUP_KEEP: 'weekly' })).toEqual([
      expect.stringMatching(/^BACKUP_URL: must be a folder or s3:\/\/bucket\/prefix/),
      expect.stringMatching(/^BACKUP_PERIOD: must be a number of hours or days/),
      expect.stringMatching(/^BACKUP_KEEP: must be counts per period/),
    ]);
  });

  it('reads PHOTO_PUBLIC_URL without its trailing slash, and refuses one that is not an http(s) URL', () => {
    expect(loadConfig({ PHOTO_PUBLIC_URL: 'https://cdn.memories.com.br/photos/' }).photoPublicUrl).toBe('https://cdn.memories.com.br/photos');
    expect(problemsOf({ PHOTO_PUBLIC_URL: 'cdn.memories.com.br' })).toEqual([
      expect.stringMatching(/^PHOTO_PUBLIC_URL: must be an absolute http\(s\) URL/),
    ]);
  });

  it('selects Mercado Pago when an access token is set, with its webhook secret', () => {
    const config = loadConfig({ MP_ACCESS_TOKEN: 'APP_USR-1234567890', MP_WEBHOOK_SECRET: 'whsec-123456789', MP_API_URL: 'http://127.0.0.1:9999/' });
    expect(config.payments).toEqual({
      provider: 'mercadopago',
      accessToken: 'APP_USR-1234567890',
      webhookSecret: 'whsec-123456789',
      apiUrl: 'http://127.0.0.1:9999',
      timeoutMs: 10_000,
      statementDescriptor: 'MEMORIES',
    });
    expect(loadConfig({ MP_ACCESS_TOKEN: 'APP_USR-1234567890', MP_WEBHOOK_SECRET: 'whsec-123456789' }).payments).toMatchObject({
      apiUrl: 'https://api.mercadopago.com',
    });
  });

  it('refuses a Mercado Pago token without the webhook secret, without echoing the token', () => {
    const problems = problemsOf({ MP_ACCESS_TOKEN: 'APP_USR-9876543210' });
    expect(problems).toEqual([expect.stringMatching(/^MP_WEBHOOK_SECRET: is required with MP_ACCESS_TOKEN/)]);
    expect(problems.join(' ')).not.toContain('9876543210');
  });

  it('selects SMTP when SMTP_URL is set, and then requires MAIL_FROM', () => {
    const url = 'smtps://mailer:p4ssw0rd@smtp.example.com:465';
    expect(loadConfig({ SMTP_URL: url, MAIL_FROM: 'memories <oi@memories.com.br>' })).toMatchObject({
      mail: { transport: 'smtp', url },
      mailFrom: 'memories <oi@memories.com.br>',
    });
    const problems = problemsOf({ SMTP_URL: url });
    expect(problems).toEqual([expect.stringMatching(/^MAIL_FROM: is required with SMTP_URL/)]);
    expect(problems.join(' ')).not.toContain('p4ssw0rd');
    expect(problemsOf({ SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'a@b.c' })).toEqual([expect.stringMatching(/^SMTP_URL:/)]);
  });

  it('uses the SQLite file unless DATABASE_URL names a PostgreSQL database, which then needs APP_SECRET; never echoes the password', () => {
    expect(loadConfig({}).database).toEqual({ engine: 'sqlite' });
    const url = 'postgresql://memories:s3cr3t-pw@db.internal:5432/memories';
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATABASE_URL: url, APP_SECRET: secret }).database).toEqual({ engine: 'postgresql', url, poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: url, APP_SECRET: secret, DATABASE_POOL_SIZE: '25' }).database).toMatchObject({ poolSize: 25 });

    const withoutSecret = problemsOf({ DATABASE_URL: url });
    expect(withoutSecret).toEqual([expect.stringMatching(/^APP_SECRET: is required with DATABASE_URL/)]);
    for (const bad of ['mysql://memories:s3cr3t-pw@db.internal/memories', 'postgresql://memories:s3cr3t-pw@db.internal', 'not a url s3cr3t-pw']) {
      const problems = problemsOf({ DATABASE_URL: bad, APP_SECRET: secret });
      expect(problems).toEqual([expect.stringMatching(/^DATABASE_URL: must be/)]);
      expect(problems.join(' ')).not.toContain('s3cr3t-pw');
    }
    expect(problemsOf({ DATABASE_URL: url, APP_SECRET: secret, DATABASE_POOL_SIZE: '0' })).toEqual([expect.stringMatching(/^DATABASE_POOL_SIZE:/)]);
  });

  it('needs neither the demo checkout nor the file mailer allowed in production once real ones are configured', () => {
    const live = { ...production, ALLOW_DEMO_CHECKOUT: '', ALLOW_FILE_MAILER: '' };
    expect(problemsOf(live).map((p) => p.split(':')[0])).toEqual(['ALLOW_DEMO_CHECKOUT', 'ALLOW_FILE_MAILER']);
    const config = loadConfig({
      ...live,
      MP_ACCESS_TOKEN: 'APP_USR-1234567890',
      MP_WEBHOOK_SECRET: 'whsec-123456789',
      SMTP_URL: 'smtp://smtp.example.com:587',
      MAIL_FROM: 'memories <oi@memories.com.br>',
    });
    expect(config).toMatchObject({ payments: { provider: 'mercadopago' }, mail: { transport: 'smtp' } });
  });

  it('reads the queue worker settings', () => {
    expect(loadConfig({ QUEUE_POLL_MS: '50', QUEUE_RETRY_BASE_MS: '200', QUEUE_MAX_ATTEMPTS: '3' }).queue).toEqual({
      pollMs: 50,
      retryBaseMs: 200,
      maxAttempts: 3,
    });
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://memories.com.br/' }).publicUrl).toBe('https://memories.com.br');
  });

  it.each([
    ['true', 1],
    ['yes', 1],
    ['false', 0],
    ['no', 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i proxies in front of the server', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
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
    [{ PHOTO_UPLOADS_AT_ONCE: '0' }, 'PHOTO_UPLOADS_AT_ONCE'],
    [{ DATA_MIN_FREE_BYTES: '-1' }, 'DATA_MIN_FREE_BYTES'],
    [{ DATA_MIN_FREE_BYTES: 'lots' }, 'DATA_MIN_FREE_BYTES'],
    [{ STAGED_PHOTOS_MAX_BYTES: '0' }, 'STAGED_PHOTOS_MAX_BYTES'],
    [{ STAGED_PHOTOS_BYTES_PER_HOUR: 'much' }, 'STAGED_PHOTOS_BYTES_PER_HOUR'],
    [{ UPLOAD_MIN_BYTES_PER_SECOND: '-5' }, 'UPLOAD_MIN_BYTES_PER_SECOND'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ READ_CACHE_TTL_MS: '-1' }, 'READ_CACHE_TTL_MS'],
    [{ HOUSEKEEPING_PERIOD_MS: '500' }, 'HOUSEKEEPING_PERIOD_MS'],
    [{ READ_CACHE_TTL_MS: '1.5' }, 'READ_CACHE_TTL_MS'],
    [{ MP_API_URL: 'not a url' }, 'MP_API_URL'],
    [{ MP_STATEMENT_DESCRIPTOR: 'x'.repeat(23) }, 'MP_STATEMENT_DESCRIPTOR'],
    [{ QUEUE_MAX_ATTEMPTS: '0' }, 'QUEUE_MAX_ATTEMPTS'],
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

  it.each(['APP_SECRET', 'PUBLIC_URL', 'ALLOW_DEMO_CHECKOUT', 'ALLOW_FILE_MAILER'])('in production refuses to start without %s', (variable) => {
    const { [variable]: _removed, ...env } = production as Record<string, string>;
    expect(problemsOf(env).some((p) => p.startsWith(`${variable}:`))).toBe(true);
  });

  it('in production refuses the demo checkout when it is explicitly disallowed', () => {
    expect(problemsOf({ ...production, ALLOW_DEMO_CHECKOUT: 'false' }).some((p) => p.startsWith('ALLOW_DEMO_CHECKOUT:'))).toBe(true);
  });

  it('keeps no metrics unless METRICS_PORT is set, then serves them on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ host: '10.0.0.5', port: 9464 });
    expect(problemsOf({ METRICS_HOST: '10.0.0.5' })).toEqual([expect.stringMatching(/^METRICS_HOST: is only used with METRICS_PORT/)]);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([expect.stringMatching(/^METRICS_PORT: must differ from PORT/)]);
    expect(problemsOf({ METRICS_PORT: 'abc' })).toEqual([expect.stringMatching(/^METRICS_PORT:/)]);
    expect(problemsOf({ METRICS_PORT: '70000' })).toEqual([expect.stringMatching(/^METRICS_PORT:/)]);
  });
});
