import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    MAIL_FROM: z.string().min(3).default('memories <nao-responda@memories.local>'),
    ALLOW_DEMO_CHECKOUT: booleanFlag.optional(),
    ALLOW_FILE_MAILER: booleanFlag.optional(),
    PHOTO_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
    PHOTO_MAX_PIXELS: positiveInt.default(50_000_000),
    RESEND_LIMIT_PER_EMAIL: positiveInt.default(5),
    RESEND_LIMIT_PER_CLIENT: positiveInt.default(20),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    READ_CACHE_TTL_MS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(60_000).default(2000),
  })
  .superRefine((env, ctx) => {
    if (env.PUBLIC_URL && !/^https?:\/\//.test(env.PUBLIC_URL)) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must start with http:// or https://' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.APP_SECRET) ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    if (!env.ALLOW_DEMO_CHECKOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_DEMO_CHECKOUT'],
        message: 'no payment provider is configured; set ALLOW_DEMO_CHECKOUT=true to run the demonstration checkout in production',
      });
    }
    if (!env.ALLOW_FILE_MAILER) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_FILE_MAILER'],
        message: 'no mail server is configured; set ALLOW_FILE_MAILER=true to write e-mails to the local outbox in production',
      });
    }
  });

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly dataDir: string;
  /** Null in development and test: a secret is then generated once and kept in the data folder. */
  readonly appSecret: string | null;
  readonly mailFrom: string;
  readonly photoMaxBytes: number;
  readonly photoMaxPixels: number;
  readonly resendLimitPerEmail: number;
  readonly resendLimitPerClient: number;
  readonly trustProxy: boolean;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** How long a page read by id may be served from memory; 0 reads the database every time. */
  readonly readCacheTtlMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once. A bad value throws a ConfigError naming the variable; values are never echoed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    appSecret: e.APP_SECRET ?? null,
    mailFrom: e.MAIL_FROM,
    photoMaxBytes: e.PHOTO_MAX_BYTES,
    photoMaxPixels: e.PHOTO_MAX_PIXELS,
    resendLimitPerEmail: e.RESEND_LIMIT_PER_EMAIL,
    resendLimitPerClient: e.RESEND_LIMIT_PER_CLIENT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
  };
}
