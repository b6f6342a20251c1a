import type { Config } from '../../../config/config.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { Logger } from '../logging/logger.js';
import { FileMailer } from '../mail/file-mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import type { DataPaths } from './data-paths.js';
import { shopContentOf } from './shop-content.js';

/** E-mails go to the SMTP server of SMTP_URL, or as files to DATA_DIR/outbox. */
export function mailerFor(config: Config, paths: DataPaths, logger: Logger): Mailer {
  const mailLog = logger.child({ component: 'mailer' });
  const content = shopContentOf(config);
  return config.mail.transport === 'smtp'
    ? new SmtpMailer({ url: config.mail.url, from: config.mailFrom, logger: mailLog, shop: config.shop, content })
    : new FileMailer({ outboxDir: paths.outbox, from: config.mailFrom, logger: mailLog, shop: config.shop, content });
}
