import { describe, expect, it } from 'vitest';
import { goLiveFindings, mayGoLive, type GoLiveFacts } from '../../../src/domain/shop/go-live-findings.js';
import type { ShopContent } from '../../../src/domain/shop/shop-content.js';
import { DEMO_SHOP_CONTENT } from '../../../src/texts/demo-shop-content.pt-br.js';

const OWN_CONTENT: ShopContent = {
  name: 'Amor em Página',
  contactEmail: 'contato@amorempagina.com.br',
  instagram: { handle: '@amorempagina', url: 'https://www.instagram.com/amorempagina' },
  tiktok: null,
  testimonials: [{ text: 'Ela guardou o QR Code na carteira.', name: 'Paula', city: 'Curitiba, PR' }],
  extraFaq: [],
  prices: { basic: 1200, premium: 1600 },
  promotion: { kind: 'percent', percent: 30, endsAt: new Date('2027-06-15T03:00:00Z') },
  withdrawal: 'until-opened',
};

const READY: GoLiveFacts = {
  production: true,
  demoCheckout: false,
  fileMailer: false,
  publicUrl: 'https://amorempagina.com.br',
  backup: 'elsewhere',
  metrics: true,
  appSecretLength: 48,
  contentFile: true,
  content: OWN_CONTENT,
  shop: { legalName: true, cnpj: true, address: true },
};

const ids = (facts: GoLiveFacts) => goLiveFindings(facts, DEMO_SHOP_CONTENT).map((finding) => `${finding.id}:${finding.severity}`);

describe('goLiveFindings', () => {
  it('finds nothing in a shop configured for real money', () => {
    expect(goLiveFindings(READY, DEMO_SHOP_CONTENT)).toEqual([]);
    expect(mayGoLive([])).toBe(true);
  });

  it('lists every piece of the demonstration on the embedded defaults, each with the variable that fixes it', () => {
    const embedded: GoLiveFacts = {
      production: false,
      demoCheckout: true,
      fileMailer: true,
      publicUrl: 'http://localhost:3000',
      backup: 'none',
      metrics: false,
      appSecretLength: null,
      contentFile: false,
      content: DEMO_SHOP_CONTENT,
      shop: { legalName: false, cnpj: false, address: false },
    };
    const findings = goLiveFindings(embedded, DEMO_SHOP_CONTENT);
    expect(findings.map((finding) => [finding.id, finding.severity, finding.fix.join(',')])).toEqual([
      ['not-production', 'blocker', 'NODE_ENV'],
      ['demo-checkout', 'blocker', 'MP_ACCESS_TOKEN,MP_WEBHOOK_SECRET'],
      ['file-mailer', 'blocker', 'SMTP_URL,MAIL_FROM'],
      ['public-url', 'blocker', 'PUBLIC_URL'],
      ['app-secret', 'blocker', 'APP_SECRET'],
      ['demonstration-content', 'blocker', 'SHOP_CONTENT'],
      ['endless-promotion', 'blocker', 'SHOP_CONTENT'],
      ['legal-name', 'blocker', 'SHOP_LEGAL_NAME'],
      ['cnpj', 'blocker', 'SHOP_CNPJ'],
      ['address', 'blocker', 'SHOP_ADDRESS'],
      ['no-backup', 'warning', 'BACKUP_URL'],
      ['no-metrics', 'warning', 'METRICS_PORT'],
    ]);
    expect(mayGoLive(findings)).toBe(false);
  });

  it.each<[string, Partial<GoLiveFacts>, string[]]>([
    ['an http address', { publicUrl: 'http://amorempagina.com.br' }, ['public-url:blocker']],
    ['an https address on this machine', { publicUrl: 'https://localhost:3000' }, ['public-url:blocker']],
    ['a short secret', { appSecretLength: 20 }, ['app-secret:blocker']],
    ['backups on the data folder’s disk', { backup: 'same-disk' }, ['backup-same-disk:blocker']],
    ['no scheduled backups', { backup: 'none' }, ['no-backup:warning']],
    ['no metrics', { metrics: false }, ['no-metrics:warning']],
    [
      'a production shop without a content file',
      { contentFile: false, content: { ...OWN_CONTENT, contactEmail: null } },
      ['no-content-file:blocker'],
    ],
    ['a content file without a contact e-mail', { content: { ...OWN_CONTENT, contactEmail: null } }, ['no-contact-email:blocker']],
    ['a content file keeping the default name', { content: { ...OWN_CONTENT, name: 'memories' } }, ['default-name:warning']],
    ['the demonstration’s e-mail', { content: { ...OWN_CONTENT, contactEmail: 'contato@memories.com.br' } }, ['demonstration-content:blocker']],
    ['the demonstration’s TikTok', { content: { ...OWN_CONTENT, tiktok: DEMO_SHOP_CONTENT.tiktok } }, ['demonstration-content:blocker']],
    [
      'one of the spec’s testimonials',
      { content: { ...OWN_CONTENT, testimonials: [DEMO_SHOP_CONTENT.testimonials[1]!] } },
      ['demonstration-content:blocker'],
    ],
    [
      'a promotion with no end',
      { content: { ...OWN_CONTENT, promotion: { kind: 'percent', percent: 50, endsAt: null } } },
      ['endless-promotion:blocker'],
    ],
    ['no legal name', { shop: { legalName: false, cnpj: true, address: true } }, ['legal-name:blocker']],
    ['no CNPJ', { shop: { legalName: true, cnpj: false, address: true } }, ['cnpj:blocker']],
    ['no address', { shop: { legalName: true, cnpj: true, address: false } }, ['address:blocker']],
    ['no promotion at all', { content: { ...OWN_CONTENT, promotion: null } }, []],
    ['the demonstration’s Instagram', { content: { ...OWN_CONTENT, instagram: DEMO_SHOP_CONTENT.instagram } }, ['demonstration-content:blocker']],
    ['a secret of exactly 32 characters', { appSecretLength: 32 }, []],
    ['a secret of 31 characters', { appSecretLength: 31 }, ['app-secret:blocker']],
    ['no secret', { appSecretLength: null }, ['app-secret:blocker']],
    ['an address that is no URL', { publicUrl: 'amorempagina.com.br' }, ['public-url:blocker']],
    ['an https address on 127.0.0.1', { publicUrl: 'https://127.0.0.1' }, ['public-url:blocker']],
    ['an https address on [::1]', { publicUrl: 'https://[::1]:8443' }, ['public-url:blocker']],
    ['an https address on 0.0.0.0', { publicUrl: 'https://0.0.0.0' }, ['public-url:blocker']],
    ['an https address on LOCALHOST', { publicUrl: 'https://LOCALHOST' }, ['public-url:blocker']],
    ['a real host whose name starts with localhost', { publicUrl: 'https://localhost.amorempagina.com.br' }, []],
    ['a real host whose name ends with 127.0.0.1', { publicUrl: 'https://shop127.0.0.1.nip.io' }, []],
    ['a real host in the 127 range of another name', { publicUrl: 'https://127.0.0.1.amorempagina.com.br' }, []],
  ])('judges %s', (_case, change, expected) => {
    expect(ids({ ...READY, ...change })).toEqual(expected);
  });

  it('reads the demonstration as it is: no contact or profile of its own is no match for a shop without one', () => {
    const bareDemonstration: ShopContent = { ...DEMO_SHOP_CONTENT, contactEmail: null, instagram: null, tiktok: null, testimonials: [] };
    const bare: ShopContent = { ...OWN_CONTENT, contactEmail: null, instagram: null, tiktok: null, testimonials: [] };
    expect(goLiveFindings({ ...READY, contentFile: false, content: bare }, bareDemonstration).map((finding) => finding.id)).toEqual([
      'no-content-file',
    ]);
  });

  it('a shop’s own profiles are no match for a demonstration without any', () => {
    expect(goLiveFindings(READY, { ...DEMO_SHOP_CONTENT, instagram: null, tiktok: null })).toEqual([]);
  });

  it('names the variable that fixes each finding about the content file and the backups', () => {
    const fixes = (facts: GoLiveFacts) => goLiveFindings(facts, DEMO_SHOP_CONTENT).map((finding) => `${finding.id}:${finding.fix.join(',')}`);
    expect(fixes({ ...READY, contentFile: false, content: { ...OWN_CONTENT, contactEmail: null } })).toEqual(['no-content-file:SHOP_CONTENT']);
    expect(fixes({ ...READY, content: { ...OWN_CONTENT, contactEmail: null, name: 'memories' } })).toEqual([
      'no-contact-email:SHOP_CONTENT',
      'default-name:SHOP_CONTENT',
    ]);
    expect(fixes({ ...READY, backup: 'same-disk' })).toEqual(['backup-same-disk:BACKUP_URL']);
  });

  it('lets a shop with warnings only go live', () => {
    const findings = goLiveFindings({ ...READY, backup: 'none', metrics: false }, DEMO_SHOP_CONTENT);
    expect(findings).toHaveLength(2);
    expect(mayGoLive(findings)).toBe(true);
  });
});
