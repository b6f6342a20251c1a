import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { parse as ParseYaml } from 'yaml';
import { z } from 'zod';
import { Email } from '../src/domain/memory/email.js';
import { hasControlCharacter } from '../src/domain/shared/control-characters.js';
import { instantOfWallTime } from '../src/domain/shared/zoned-time.js';
import { SPEC_PLAN_PRICES, WITHDRAWAL_POLICIES, type ShopContentGiven, type SocialProfile } from '../src/domain/shop/shop-content.js';

/** Text people read: trimmed, within its bounds, no control characters (line breaks only where `multiline`). */
const text = (min: number, max: number, multiline = false) =>
  z
    .string({ message: 'deve ser um texto' })
    .trim()
    .min(min, `deve ter pelo menos ${min} caracteres`)
    .max(max, `deve ter no máximo ${max} caracteres`)
    .refine((value) => !hasControlCharacter(value.replace(multiline ? /[\r\n]/g : /$^/g, '')), 'não pode ter caracteres de controle')
    .refine((value) => multiline || !/[\r\n\t]/.test(value), 'deve ter uma linha só');

/** An amount in reais as people write it in a file (`12`, `12.9`, `"12,90"`): kept in cents. */
const reais = z
  .union([z.number(), z.string().regex(/^\d{1,5}([.,]\d{1,2})?$/, 'deve ser um valor em reais, como 12 ou 12,90')], {
    message: 'deve ser um valor em reais, como 12 ou 12,90',
  })
  .transform((value) => Math.round(Number(String(value).replace(',', '.')) * 100))
  .refine((cents) => Number.isFinite(cents) && cents >= 100 && cents <= 1_000_000, 'deve ser um valor entre R$ 1,00 e R$ 10.000,00');

const planPrices = z.strictObject({ basic: reais, premium: reais }, { message: 'deve dar os preços de basic e premium' });

/** `2027-06-14`: the promotion runs through that whole day in São Paulo; or an exact instant with its offset. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const endInstant = z
  .string({ message: 'deve ser uma data como 2027-06-14' })
  .refine((value) => DAY.test(value) || (/T\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))), {
    message: 'deve ser uma data como 2027-06-14 (o último dia da promoção) ou um instante como 2027-06-14T23:59:00-03:00',
  })
  .transform((value) => {
    const day = DAY.exec(value);
    if (!day) return new Date(value);
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return instantOfWallTime({ year, month, day: date + 1, hour: 0, minute: 0 });
  });

const promotion = z
  .strictObject(
    {
      percent: z
        .number({ message: 'deve ser um número' })
        .int('deve ser um número inteiro')
        .min(1, 'deve ser de 1 a 90')
        .max(90, 'deve ser de 1 a 90')
        .optional(),
      listPrices: planPrices.optional(),
      ends: endInstant,
    },
    { message: 'deve dizer o desconto (percent ou listPrices) e quando termina (ends)' },
  )
  .refine((value) => (value.percent === undefined) !== (value.listPrices === undefined), {
    message: 'deve ter percent ou listPrices, um dos dois',
  });

/** `@loja`, `loja` or the profile's address on `host`: kept as the handle and the address. */
function socialProfile(host: string, pathPrefix: string) {
  const profile = new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/${pathPrefix}([A-Za-z0-9._]{1,30})/?$`);
  return z
    .string({ message: 'deve ser um perfil, como @sualoja' })
    .trim()
    .transform((value, context): SocialProfile => {
      const handle = /^@?([A-Za-z0-9._]{1,30})$/.exec(value)?.[1] ?? profile.exec(value)?.[2];
      if (!handle) {
        context.addIssue({ code: 'custom', message: `deve ser um perfil, como @sualoja ou https://www.${host}/${pathPrefix}sualoja` });
        return z.NEVER;
      }
      return { handle: `@${handle}`, url: `https://www.${host}/${pathPrefix}${handle}` };
    });
}

const fileSchema = z.strictObject({
  name: text(2, 40).optional(),
  contactEmail: z
    .string({ message: 'deve ser um e-mail' })
    .refine((value) => Email.isValid(value), 'deve ser um e-mail, como contato@sualoja.com.br')
    .transform((value) => Email.parse(value))
    .optional(),
  instagram: socialProfile('instagram.com', '').optional(),
  tiktok: socialProfile('tiktok.com', '@').optional(),
  testimonials: z
    .array(z.strictObject({ text: text(10, 400, true), name: text(1, 40), city: text(2, 60) }), { message: 'deve ser uma lista' })
    .max(6, 'deve ter no máximo 6 depoimentos')
    .optional(),
  faq: z
    .array(z.strictObject({ question: text(5, 160), answer: text(5, 1000, true) }), { message: 'deve ser uma lista' })
    .max(10, 'deve ter no máximo 10 perguntas')
    .optional(),
  prices: planPrices.refine((prices) => prices.premium > prices.basic, 'o premium deve custar mais que o basic').optional(),
  promotion: promotion.optional(),
  withdrawal: z.enum(WITHDRAWAL_POLICIES, { message: `deve ser ${WITHDRAWAL_POLICIES.join(' ou ')}` }).optional(),
});

/** A content file that cannot be used: each problem a Portuguese sentence naming the field. */
export class ShopContentFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ShopContentFileError';
  }
}

/** YAML's parser (70 modules), loaded only for a file in YAML: every start and every memories-cli command reads this module. */
function parseYaml(text: string): unknown {
  const { parse } = createRequire(import.meta.url)('yaml') as { parse: typeof ParseYaml };
  return parse(text);
}

function parseText(path: string): unknown {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    throw new ShopContentFileError([`SHOP_CONTENT: não foi possível ler o arquivo ${path}`]);
  }
  try {
    return /\.json$/i.test(path) ? JSON.parse(raw) : parseYaml(raw);
  } catch {
    throw new ShopContentFileError([`SHOP_CONTENT: o arquivo ${path} não é ${/\.json$/i.test(path) ? 'JSON' : 'YAML'} válido`]);
  }
}

function checkedPromotion(given: ShopContentGiven, prices: { basic: number; premium: number }): string[] {
  const listPrices = given.promotion?.kind === 'list-prices' ? given.promotion.listPrices : null;
  if (!listPrices) return [];
  return (['basic', 'premium'] as const)
    .filter((plan) => listPrices[plan] <= prices[plan])
    .map((plan) => `SHOP_CONTENT: o campo "promotion.listPrices.${plan}" deve ser maior que o preço do plano`);
}

/**
 * The shop's own content from the file SHOP_CONTENT names (JSON, or YAML for any other extension), checked once at
 * start: a field that is wrong stops the start with a Portuguese sentence naming it. Only the fields the file gives.
 */
export function readShopContentFile(path: string): ShopContentGiven {
  const parsed = fileSchema.safeParse(parseText(path) ?? {});
  if (!parsed.success) {
    throw new ShopContentFileError(
      parsed.error.issues.map((issue) => {
        const field = issue.path.join('.');
        const message = issue.code === 'unrecognized_keys' ? `não conhece ${issue.keys.map((key) => `"${key}"`).join(', ')}` : issue.message;
        return field ? `SHOP_CONTENT: o campo "${field}" ${message}` : `SHOP_CONTENT: o arquivo ${message}`;
      }),
    );
  }
  const file = parsed.data;
  const given: ShopContentGiven = {
    ...(file.name !== undefined && { name: file.name }),
    ...(file.contactEmail !== undefined && { contactEmail: file.contactEmail }),
    ...(file.instagram !== undefined && { instagram: file.instagram }),
    ...(file.tiktok !== undefined && { tiktok: file.tiktok }),
    ...(file.testimonials !== undefined && { testimonials: file.testimonials }),
    ...(file.faq !== undefined && { extraFaq: file.faq }),
    ...(file.prices !== undefined && { prices: file.prices }),
    ...(file.withdrawal !== undefined && { withdrawal: file.withdrawal }),
    ...(file.promotion !== undefined && {
      promotion: file.promotion.listPrices
        ? { kind: 'list-prices', listPrices: file.promotion.listPrices, endsAt: file.promotion.ends }
        : { kind: 'percent', percent: file.promotion.percent!, endsAt: file.promotion.ends },
    }),
  };
  const problems = checkedPromotion(given, given.prices ?? SPEC_PLAN_PRICES);
  if (problems.length > 0) throw new ShopContentFileError(problems);
  return given;
}
