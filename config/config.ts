import { z } from 'zod';
import { cnpjDigits, formatCnpj } from '../src/domain/shop/cnpj.js';
import { hasControlCharacter } from '../src/domain/shared/control-characters.js';
import type { ShopContentGiven } from '../src/domain/shop/shop-content.js';
import { readShopContentFile, ShopContentFileError } from './shop-content-file.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Proxies in front of the server: a count of hops; `true`/`yes` mean one proxy, `false`/`no` none. */
const proxyHops = z
  .string()
  .regex(/^(true|false|yes|no|\d{1,2})$/, 'use the number of proxies in front of the server (1 for one reverse proxy), or false')
  .transform((value) => (value === 'true' || value === 'yes' ? 1 : value === 'false' || value === 'no' ? 0 : Number(value)));

/** `s3://bucket` or `s3://bucket/prefix`: a bucket name as S3 allows it, then key segments without dot segments. */
const S3_STORAGE_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])((?:\/[A-Za-z0-9!_.*'()-]+)*)\/?$/;

const httpUrl = (example: string) =>
  z.string().refine((value) => /^https?:\/\/[^\s/]+/.test(value) && URL.canParse(value), `must be an absolute http(s) URL such as ${example}`);

/** A line people read (a company name, an address): printable, no line breaks. */
const printableLine = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value) && !/[\r\n\t]/.test(value), 'must be one line of text');

/** A WhatsApp number with country and area code, written as people do (`+55 11 91234-5678`): kept as its digits. */
const whatsappNumber = z
  .string()
  .regex(/^\+?[\d\s().-]+$/, 'must be a phone number with country and area code, such as +55 11 91234-5678')
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length >= 10 && digits.length <= 15 && !digits.startsWith('0'), {
    message: 'must be a phone number with country and area code, such as +55 11 91234-5678',
  });

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    MAIL_FROM: z.string().min(3, 'must be an address such as memories <nao-responda@memories.com.br>').optional(),
    SMTP_URL: z
      .url({ message: 'must be a URL such as smtps://user:password@smtp.example.com:465' })
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
    DATABASE_URL: z
      .string()
      .refine(
        (value) => /^postgres(ql)?:\/\/[^/\s]+\/[^/?\s]+(\?\S*)?$/.test(value) && URL.canParse(value),
        'must be a URL such as postgresql://user:password@host:5432/memories',
      )
      .optional(),
    STORAGE_URL: z
      .string()
      .refine(
        (value) => S3_STORAGE_URL.test(value) && !/\/\.{1,2}(\/|$)/.test(value),
        'must be s3://bucket or s3://bucket/prefix (unset keeps photos in DATA_DIR/uploads)',
      )
      .optional(),
    S3_ENDPOINT: httpUrl('http://127.0.0.1:9000').optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    PHOTO_PUBLIC_URL: httpUrl('https://photos.example.com').optional(),
    DATABASE_POOL_SIZE: positiveInt.max(100, 'at most 100').default(10),
    MP_ACCESS_TOKEN: z.string().min(10, 'does not look like a Mercado Pago access token').optional(),
    MP_WEBHOOK_SECRET: z.string().min(8, 'does not look like a Mercado Pago webhook secret').optional(),
    MP_API_URL: z.url({ message: 'must be an absolute http(s) URL' }).default('https://api.mercadopago.com'),
    MP_TIMEOUT_MS: positiveInt.default(10_000),
    MP_STATEMENT_DESCRIPTOR: z.string().min(1).max(22, 'at most 22 characters').default('MEMORIES'),
    QUEUE_POLL_MS: positiveInt.default(1000),
    QUEUE_RETRY_BASE_MS: positiveInt.default(30_000),
    QUEUE_MAX_ATTEMPTS: positiveInt.default(20),
    ALLOW_DEMO_CHECKOUT: booleanFlag.optional(),
    ALLOW_FILE_MAILER: booleanFlag.optional(),
    PHOTO_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
    PHOTO_MAX_PIXELS: positiveInt.default(50_000_000),
    PHOTO_UPLOADS_AT_ONCE: positiveInt.default(4),
    DATA_MIN_FREE_BYTES: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').optional(),
    STAGED_PHOTOS_MAX_BYTES: positiveInt.default(1024 * 1024 * 1024),
    STAGED_PHOTOS_BYTES_PER_HOUR: positiveInt.default(4 * 1024 * 1024 * 1024),
    UPLOAD_MIN_BYTES_PER_SECOND: positiveInt.default(8 * 1024),
    RESEND_LIMIT_PER_EMAIL: positiveInt.default(5),
    RESEND_LIMIT_PER_CLIENT: positiveInt.default(20),
    ORDER_LIMIT_PER_CLIENT: positiveInt.default(10),
    UNPAID_ORDERS_PER_HOUR: positiveInt.default(300),
    UNPAID_ORDERS_MAX: positiveInt.default(5000),
    TRUST_PROXY: proxyHops.default(0),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    HOUSEKEEPING_PERIOD_MS: positiveInt.min(1000, 'at least 1000').max(86_400_000, 'at most 86400000 (a day)').default(3_600_000),
    BACKUP_URL: z
      .string()
      .min(1)
      .refine(
        (value) => !value.startsWith('s3://') || (S3_STORAGE_URL.test(value) && !/\/\.{1,2}(\/|$)/.test(value)),
        'must be a folder or s3://bucket/prefix',
      )
      .optional(),
    BACKUP_PERIOD: z
      .string()
      .regex(/^\d{1,4}[hd]$/, 'must be a number of hours or days, such as 12h or 1d')
      .transform((value) => Number(value.slice(0, -1)) * (value.endsWith('d') ? 86_400_000 : 3_600_000))
      .refine((ms) => ms >= 3_600_000, 'must be at least 1h')
      .default(86_400_000),
    BACKUP_KEEP: z
      .string()
      .regex(/^\d{1,4}[dwmy]?(,\d{1,4}[dwmy]?)*$/, 'must be counts per period, such as 7d,4w,12m (d days, w weeks, m months, y years)')
      .default('7d,4w,12m'),
    READ_CACHE_TTL_MS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(60_000).default(2000),
    METRICS_PORT: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).optional(),
    YOUTUBE_OEMBED_URL: z.union([z.literal('off'), z.url({ message: "must be an absolute http(s) URL, or 'off'" })]).optional(),
    YOUTUBE_OEMBED_TIMEOUT_MS: positiveInt.max(30_000).default(2500),
    SHOP_LEGAL_NAME: printableLine(2, 120).optional(),
    SHOP_CNPJ: z
      .string()
      .transform((value) => cnpjDigits(value))
      .refine((digits) => digits !== null, 'is not a valid CNPJ (14 digits, such as 12.345.678/0001-95, whose check digits must match)')
      .transform((digits) => formatCnpj(digits!))
      .optional(),
    SHOP_ADDRESS: printableLine(5, 200).optional(),
    SUPPORT_WHATSAPP: whatsappNumber.optional(),
    SHOP_CONTENT: z.string().min(1).optional(),
    // A Google API key is 39 characters of letters, digits, '-' and '_'; the message never repeats the value.
    YOUTUBE_API_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'does not look like a Google API key (letters, digits, - and _)')
      .optional(),
    YOUTUBE_API_URL: z.url({ message: 'must be an absolute http(s) URL' }).default('https://www.googleapis.com/youtube/v3'),
    YOUTUBE_API_TIMEOUT_MS: positiveInt.max(30_000).default(4000),
  })
  .superRefine((env, ctx) => {
    if (env.PUBLIC_URL && !/^https?:\/\//.test(env.PUBLIC_URL)) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must start with http:// or https://' });
    }
    if (env.MP_ACCESS_TOKEN && !env.MP_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MP_WEBHOOK_SECRET'],
        message: "is required with MP_ACCESS_TOKEN (the secret of the webhook in Mercado Pago's panel)",
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL (the sender the mail server accepts)' });
    }
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'is required with DATABASE_URL (every instance must derive the same edit links)',
      });
    }
    if (env.METRICS_HOST !== undefined && env.METRICS_PORT === undefined) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_HOST'], message: 'is only used with METRICS_PORT' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (/metrics is never served on the public port)' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.APP_SECRET && !env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    if (!env.MP_ACCESS_TOKEN && !env.ALLOW_DEMO_CHECKOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_DEMO_CHECKOUT'],
        message:
          'no payment provider is configured; set MP_ACCESS_TOKEN (and MP_WEBHOOK_SECRET), or ALLOW_DEMO_CHECKOUT=true to run the demonstration checkout in production',
      });
    }
    if (!env.SMTP_URL && !env.ALLOW_FILE_MAILER) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_FILE_MAILER'],
        message:
          'no mail server is configured; set SMTP_URL (and MAIL_FROM), or ALLOW_FILE_MAILER=true to write e-mails to the local outbox in production',
      });
    }
  });

/** Which checkout takes the money: the embedded demonstration, or Mercado Pago Checkout Pro. */
export type PaymentsConfig =
  | { readonly provider: 'demo' }
  | {
      readonly provider: 'mercadopago';
      readonly accessToken: string;
      readonly webhookSecret: string;
      readonly apiUrl: string;
      readonly timeoutMs: number;
      readonly statementDescriptor: string;
    };

/** Where the rows live: the SQLite file in DATA_DIR (the default), or a PostgreSQL database shared by every instance. */
export type DatabaseConfig = { readonly engine: 'sqlite' } | { readonly engine: 'postgresql'; readonly url: string; readonly poolSize: number };

/**
 * Where photos are kept: files in DATA_DIR/uploads (the default), or objects of an S3 bucket (any S3-compatible
 * service through `endpoint`). Credentials and region are not here: the AWS SDK reads them from its own chain.
 */
export type StorageConfig =
  | { readonly kind: 'filesystem' }
  | { readonly kind: 's3'; readonly bucket: string; readonly prefix: string; readonly endpoint: string | null; readonly forcePathStyle: boolean };

/** Where e-mails go once taken from the outbox: `.eml` files in DATA_DIR/outbox, or an SMTP server. */
export type MailConfig = { readonly transport: 'file' } | { readonly transport: 'smtp'; readonly url: string };

/** The durable queues' worker: how often it looks for due work, and how it backs off a failing task. */
export interface QueueConfig {
  readonly pollMs: number;
  /** The wait after the first failure; doubled after each next one, up to an hour. */
  readonly retryBaseMs: number;
  /** Attempts before a task is given up and kept as failed. */
  readonly maxAttempts: number;
}

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
  /** Requests with photos handled at once; more are answered 503 with Retry-After, so uploads have a memory bound. */
  readonly photoUploadsAtOnce: number;
  /**
   * Free space DATA_DIR's file system must keep for `/healthz` to answer 200 (0: never low). Null: derived from the
   * largest photo and the uploads taken at once (`freeSpaceReserve` in the composition root).
   */
  readonly dataMinFreeBytes: number | null;
  /** Bytes of photos sent ahead of their order (DATA_DIR/incoming) held at once, every client together. */
  readonly stagedPhotosMaxBytes: number;
  /** Bytes of photos sent ahead that this instance takes per hour, every client together. */
  readonly stagedPhotosBytesPerHour: number;
  /** The slowest pace an upload's body may come at, over each few seconds; a slower one is cut off (408). */
  readonly uploadMinBytesPerSecond: number;
  readonly resendLimitPerEmail: number;
  readonly resendLimitPerClient: number;
  /** New orders (create-payment) one client may send per hour. */
  readonly orderLimitPerClient: number;
  /** Unpaid orders the shop takes per hour, and holds at once, from all clients together: a flood's bound on the disk. */
  readonly unpaidOrdersPerHour: number;
  readonly unpaidOrdersMax: number;
  /**
   * Reverse proxies in front of the server (0: none). The client is the address the outermost of them saw: the
   * `trustProxy`-th entry of X-Forwarded-For from the right; whatever the client wrote to the left of it is ignored.
   */
  readonly trustProxy: number;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** How long a page read by id may be served from memory; 0 reads the database every time. */
  readonly readCacheTtlMs: number;
  /** How often the lifecycle's chores run (once per period across all instances on one database). */
  readonly housekeepingPeriodMs: number;
  /** Holds the database password: never log it. */
  readonly database: DatabaseConfig;
  /** Holds secrets (access token, webhook secret, SMTP password): never log it. */
  readonly payments: PaymentsConfig;
  readonly mail: MailConfig;
  readonly queue: QueueConfig;
  readonly storage: StorageConfig;
  /**
   * Where browsers fetch photos, when not from this server (a CDN, or a public bucket): the page JSON then names
   * `{photoPublicUrl}/{memoryId}/{file}`. Null: `/api/uploads/{memoryId}/{file}` on this server.
   */
  readonly photoPublicUrl: string | null;
  /** Where `/metrics` is served, apart from the public port; null: nowhere (no metrics are kept). */
  readonly metrics: MetricsConfig | null;
  /** The S3-compatible service of STORAGE_URL and of s3:// backup destinations. */
  readonly s3: { readonly endpoint: string | null; readonly forcePathStyle: boolean };
  /** Scheduled backups: where to (null: none), how often, and which snapshots to keep (`7d,4w,12m`). */
  readonly backup: { readonly url: string | null; readonly periodMs: number; readonly keep: string };
  /**
   * YouTube's oEmbed endpoint, asked whether a music video plays outside YouTube before a page is paid (null: not
   * asked; every link is taken as it is). Never asked under NODE_ENV=test unless set: tests use a local fake.
   */
  readonly youtubeOembed: { readonly url: string; readonly timeoutMs: number } | null;
  /**
   * The music field's search by name, through the YouTube Data API (null without YOUTUBE_API_KEY: the field takes a
   * pasted link only). Holds the key: never log it, never send it to a browser.
   */
  readonly youtubeSearch: { readonly url: string; readonly key: string; readonly timeoutMs: number } | null;
  readonly shop: ShopIdentityConfig;
  /** What the file SHOP_CONTENT gives of the shop's words, contacts and prices (checked at start); null without one. */
  readonly shopContentFile: ShopContentGiven | null;
}

/** Who the shop is, for the site, the legal pages, the receipt and every e-mail; each part null when unset. */
export interface ShopIdentityConfig {
  readonly legalName: string | null;
  /** Written with its punctuation: `12.345.678/0001-95`. */
  readonly cnpj: string | null;
  readonly address: string | null;
  /** Support's WhatsApp number, digits only with country code (`5511912345678`), as wa.me links take it. */
  readonly whatsapp: string | null;
}

export interface MetricsConfig {
  readonly host: string;
  readonly port: number;
}

/** The metrics port listens on the loopback interface unless METRICS_HOST says otherwise. */
const DEFAULT_METRICS_HOST = '127.0.0.1';

const DEFAULT_MAIL_FROM = 'memories <nao-responda@memories.local>';

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Every variable the product reads from its environment. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

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
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    photoMaxBytes: e.PHOTO_MAX_BYTES,
    photoMaxPixels: e.PHOTO_MAX_PIXELS,
    photoUploadsAtOnce: e.PHOTO_UPLOADS_AT_ONCE,
    dataMinFreeBytes: e.DATA_MIN_FREE_BYTES ?? null,
    stagedPhotosMaxBytes: e.STAGED_PHOTOS_MAX_BYTES,
    stagedPhotosBytesPerHour: e.STAGED_PHOTOS_BYTES_PER_HOUR,
    uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
    resendLimitPerEmail: e.RESEND_LIMIT_PER_EMAIL,
    resendLimitPerClient: e.RESEND_LIMIT_PER_CLIENT,
    orderLimitPerClient: e.ORDER_LIMIT_PER_CLIENT,
    unpaidOrdersPerHour: e.UNPAID_ORDERS_PER_HOUR,
    unpaidOrdersMax: e.UNPAID_ORDERS_MAX,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    housekeepingPeriodMs: e.HOUSEKEEPING_PERIOD_MS,
    database: e.DATABASE_URL ? { engine: 'postgresql', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } : { engine: 'sqlite' },
    payments:
      e.MP_ACCESS_TOKEN && e.MP_WEBHOOK_SECRET
        ? {
            provider: 'mercadopago',
            accessToken: e.MP_ACCESS_TOKEN,
            webhookSecret: e.MP_WEBHOOK_SECRET,
            apiUrl: e.MP_API_URL.replace(/\/+$/, ''),
            timeoutMs: e.MP_TIMEOUT_MS,
            statementDescriptor: e.MP_STATEMENT_DESCRIPTOR,
          }
        : { provider: 'demo' },
    mail: e.SMTP_URL ? { transport: 'smtp', url: e.SMTP_URL } : { transport: 'file' },
    queue: { pollMs: e.QUEUE_POLL_MS, retryBaseMs: e.QUEUE_RETRY_BASE_MS, maxAttempts: e.QUEUE_MAX_ATTEMPTS },
    storage: storageConfig(e.STORAGE_URL, e.S3_ENDPOINT, e.S3_FORCE_PATH_STYLE ?? false),
    photoPublicUrl: e.PHOTO_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    metrics: e.METRICS_PORT === undefined ? null : { host: e.METRICS_HOST ?? DEFAULT_METRICS_HOST, port: e.METRICS_PORT },
    s3: { endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null, forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false },
    backup: { url: e.BACKUP_URL ?? null, periodMs: e.BACKUP_PERIOD, keep: e.BACKUP_KEEP },
    youtubeOembed: youtubeOembedConfig(e.YOUTUBE_OEMBED_URL, e.NODE_ENV, e.YOUTUBE_OEMBED_TIMEOUT_MS),
    shop: {
      legalName: e.SHOP_LEGAL_NAME ?? null,
      cnpj: e.SHOP_CNPJ ?? null,
      address: e.SHOP_ADDRESS ?? null,
      whatsapp: e.SUPPORT_WHATSAPP ?? null,
    },
    shopContentFile: e.SHOP_CONTENT ? shopContentFile(e.SHOP_CONTENT) : null,
    youtubeSearch: e.YOUTUBE_API_KEY
      ? { url: e.YOUTUBE_API_URL.replace(/\/+$/, ''), key: e.YOUTUBE_API_KEY, timeoutMs: e.YOUTUBE_API_TIMEOUT_MS }
      : null,
  };
}

/** The content file's own sentences (Portuguese, naming the field) stop the start as any bad variable does. */
function shopContentFile(path: string): ShopContentGiven {
  try {
    return readShopContentFile(path);
  } catch (error) {
    if (error instanceof ShopContentFileError) throw new ConfigError(error.problems);
    throw error;
  }
}

const YOUTUBE_OEMBED_URL = 'https://www.youtube.com/oembed';

function youtubeOembedConfig(url: string | undefined, env: Config['env'], timeoutMs: number): Config['youtubeOembed'] {
  if (url === 'off' || (url === undefined && env === 'test')) return null;
  return { url: url ?? YOUTUBE_OEMBED_URL, timeoutMs };
}

function storageConfig(url: string | undefined, endpoint: string | undefined, forcePathStyle: boolean): StorageConfig {
  const match = url ? S3_STORAGE_URL.exec(url) : null;
  if (!match) return { kind: 'filesystem' };
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: (match[2] ?? '').replace(/^\//, ''),
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    forcePathStyle,
  };
}
