import type { ShopContent } from './shop-content.js';

/** Where scheduled backups go, as far as losing the data folder's disk is concerned. */
export type BackupPlace = 'none' | 'elsewhere' | 'same-disk';

/** The plain facts of a running configuration that say whether the shop may take real money. */
export interface GoLiveFacts {
  readonly production: boolean;
  readonly demoCheckout: boolean;
  readonly fileMailer: boolean;
  /** PUBLIC_URL as the shop uses it (its default when unset). */
  readonly publicUrl: string;
  readonly backup: BackupPlace;
  readonly metrics: boolean;
  /** Null: no APP_SECRET (a secret generated into the data folder). */
  readonly appSecretLength: number | null;
  readonly contentFile: boolean;
  /** The content the shop shows. */
  readonly content: ShopContent;
  readonly shop: { readonly legalName: boolean; readonly cnpj: boolean; readonly address: boolean };
}

/** A blocker keeps `go-live` from passing; a warning is said and lets it pass. */
export type GoLiveSeverity = 'blocker' | 'warning';

export type GoLiveFindingId =
  | 'not-production'
  | 'demo-checkout'
  | 'file-mailer'
  | 'public-url'
  | 'app-secret'
  | 'demonstration-content'
  | 'no-content-file'
  | 'no-contact-email'
  | 'endless-promotion'
  | 'legal-name'
  | 'cnpj'
  | 'address'
  | 'backup-same-disk'
  | 'no-backup'
  | 'no-metrics'
  | 'default-name';

export interface GoLiveFinding {
  readonly id: GoLiveFindingId;
  readonly severity: GoLiveSeverity;
  /** The variables that fix it. */
  readonly fix: readonly string[];
}

/** The shortest APP_SECRET the configuration takes: 32 characters. */
export const APP_SECRET_MIN_LENGTH = 32;

const LOCAL_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

function servedOverHttps(publicUrl: string): boolean {
  if (!URL.canParse(publicUrl)) return false;
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && !LOCAL_HOSTS.test(url.hostname);
}

/** Whether the shop shows any contact or testimonial of the demonstration's: someone else's address or invented reviews. */
function showsDemonstration(content: ShopContent, demonstration: ShopContent): boolean {
  const sameProfile = (a: ShopContent['instagram'], b: ShopContent['instagram']) => a !== null && b !== null && a.url === b.url;
  const demonstrationTexts = new Set(demonstration.testimonials.map((testimonial) => testimonial.text));
  return (
    (content.contactEmail !== null && content.contactEmail === demonstration.contactEmail) ||
    sameProfile(content.instagram, demonstration.instagram) ||
    sameProfile(content.tiktok, demonstration.tiktok) ||
    content.testimonials.some((testimonial) => demonstrationTexts.has(testimonial.text))
  );
}

/**
 * What is still the demonstration's, or unsafe for real money, in a configuration: money, mail, the address links and
 * QR codes carry, the secret of the edit links, the shop's own words and the law's (who sells, how to reach them, a
 * promotion that ends) block; what only weakens the operator's safety net (backups elsewhere, metrics) warns.
 */
export function goLiveFindings(facts: GoLiveFacts, demonstration: ShopContent): GoLiveFinding[] {
  const findings: GoLiveFinding[] = [];
  const blocker = (id: GoLiveFindingId, ...fix: string[]) => findings.push({ id, severity: 'blocker', fix });
  const warning = (id: GoLiveFindingId, ...fix: string[]) => findings.push({ id, severity: 'warning', fix });
  const { content, shop } = facts;

  if (!facts.production) blocker('not-production', 'NODE_ENV');
  if (facts.demoCheckout) blocker('demo-checkout', 'MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET');
  if (facts.fileMailer) blocker('file-mailer', 'SMTP_URL', 'MAIL_FROM');
  if (!servedOverHttps(facts.publicUrl)) blocker('public-url', 'PUBLIC_URL');
  if (facts.appSecretLength === null || facts.appSecretLength < APP_SECRET_MIN_LENGTH) blocker('app-secret', 'APP_SECRET');
  if (showsDemonstration(content, demonstration)) blocker('demonstration-content', 'SHOP_CONTENT');
  else if (!facts.contentFile) blocker('no-content-file', 'SHOP_CONTENT');
  if (facts.contentFile && content.contactEmail === null) blocker('no-contact-email', 'SHOP_CONTENT');
  if (content.promotion !== null && content.promotion.endsAt === null) blocker('endless-promotion', 'SHOP_CONTENT');
  if (!shop.legalName) blocker('legal-name', 'SHOP_LEGAL_NAME');
  if (!shop.cnpj) blocker('cnpj', 'SHOP_CNPJ');
  if (!shop.address) blocker('address', 'SHOP_ADDRESS');
  if (facts.backup === 'same-disk') blocker('backup-same-disk', 'BACKUP_URL');
  if (facts.backup === 'none') warning('no-backup', 'BACKUP_URL');
  if (!facts.metrics) warning('no-metrics', 'METRICS_PORT');
  if (facts.contentFile && content.name === demonstration.name) warning('default-name', 'SHOP_CONTENT');
  return findings;
}

/** Whether the shop may go live: no blocker. */
export function mayGoLive(findings: readonly GoLiveFinding[]): boolean {
  return findings.every((finding) => finding.severity !== 'blocker');
}
