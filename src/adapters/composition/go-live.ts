import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Config } from '../../../config/config.js';
import { goLiveFindings, mayGoLive, type BackupPlace, type GoLiveFacts, type GoLiveFinding } from '../../domain/shop/go-live-findings.js';
import { DEMO_SHOP_CONTENT } from '../../texts/demo-shop-content.pt-br.js';
import { goLiveFindingLine } from '../../texts/go-live.pt-br.js';
import type { Logger } from '../logging/logger.js';
import { shopContentOf } from './shop-content.js';

/** The file system a path is on, from its nearest existing folder (a backup folder is made by the first backup). */
async function deviceOf(path: string): Promise<number | null> {
  let place = resolve(path);
  for (;;) {
    try {
      return (await stat(place)).dev;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(place) === place) return null;
      place = dirname(place);
    }
  }
}

/** Whether BACKUP_URL's snapshots would be lost with the disk that holds the shop's data (DATA_DIR's SQLite or photos). */
async function backupPlace(config: Config): Promise<BackupPlace> {
  const url = config.backup.url;
  if (url === null) return 'none';
  const dataInDataDir = config.database.engine === 'sqlite' || config.storage.kind === 'filesystem';
  if (url.startsWith('s3://') || !dataInDataDir) return 'elsewhere';
  const [backups, data] = await Promise.all([deviceOf(url), deviceOf(config.dataDir)]);
  return backups !== null && backups === data ? 'same-disk' : 'elsewhere';
}

/** The facts `memories-cli go-live` judges, read from the running configuration and the disks. */
export async function goLiveFactsOf(config: Config): Promise<GoLiveFacts> {
  return {
    production: config.env === 'production',
    demoCheckout: config.payments.provider === 'demo',
    fileMailer: config.mail.transport === 'file',
    publicUrl: config.publicUrl,
    backup: await backupPlace(config),
    metrics: config.metrics !== null,
    appSecretLength: config.appSecret?.length ?? null,
    contentFile: config.shopContentFile !== null,
    content: shopContentOf(config),
    shop: { legalName: config.shop.legalName !== null, cnpj: config.shop.cnpj !== null, address: config.shop.address !== null },
  };
}

/** What still keeps this configuration from taking real money, and what only warns. */
export async function goLiveFindingsOf(config: Config): Promise<GoLiveFinding[]> {
  return goLiveFindings(await goLiveFactsOf(config), DEMO_SHOP_CONTENT);
}

/**
 * At a production start, the same list `memories-cli go-live` prints, once: a shop that starts with the demonstration's
 * pieces left says so in its log. Nothing is logged when every item passes.
 */
export async function logGoLiveFindings(config: Config, logger: Logger): Promise<void> {
  if (config.env !== 'production') return;
  const findings = await goLiveFindingsOf(config);
  if (findings.length === 0) return;
  const fields = { ready: mayGoLive(findings), findings: findings.map(goLiveFindingLine) };
  if (fields.ready) logger.info('go-live check: warnings only (memories-cli go-live)', fields);
  else logger.warn('go-live check: not ready for real money (memories-cli go-live)', fields);
}
