import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import { pageLinksMessage } from '../../../src/adapters/mail/page-links-message.js';
import { anniversaryMessage, pageOpenedMessage } from '../../../src/adapters/mail/turn-off-link-messages.js';
import { pageReplyMessage } from '../../../src/adapters/mail/page-reply-message.js';
import { deliveryMessage } from '../../../src/adapters/mail/delivery-message.js';
import { letterOpenedMessage } from '../../../src/adapters/mail/letter-opened-message.js';
import { questionAlertMessage } from '../../../src/adapters/mail/question-alert-message.js';
import { UndeliverableEmailError } from '../../../src/application/ports/mailer.js';
import { describeMailerContract } from '../../contract/mailer.contract.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';

describeMailerContract(
  'RecordingMailer',
  async () => {
    const mailer = new RecordingMailer();
    return {
      mailer,
      // What it recorded, as the real mailers would send it.
      delivered: async () =>
        [
          ...mailer.sent.map((email) => pageLinksMessage(email, 'memories <nao-responda@memories.local>')),
          ...mailer.opened.map((email) => pageOpenedMessage(email, 'memories <nao-responda@memories.local>')),
          ...mailer.anniversaries.map((email) => anniversaryMessage(email, 'memories <nao-responda@memories.local>')),
          ...mailer.replies.map((email) => pageReplyMessage(email, 'memories <nao-responda@memories.local>')),
          ...mailer.deliveries.map((email) => deliveryMessage(email, 'memories <nao-responda@memories.local>')),
          ...mailer.letters.map((email) => letterOpenedMessage(email, 'memories <nao-responda@memories.local>')),
          ...mailer.questionAlerts.map((email) => questionAlertMessage(email, 'memories <nao-responda@memories.local>')),
        ].map((message) => {
          return {
            to: [String(message.to)],
            subject: String(message.subject),
            html: String(message.html),
            text: String(message.text),
            attachments: (message.attachments ?? []).map((file: Attachment) => ({
              contentType: String(file.contentType),
              content: file.content as Buffer,
            })),
          };
        }),
      refuseForGood: () => {
        mailer.failNext = new UndeliverableEmailError('550 mailbox unavailable');
      },
      failForNow: () => {
        mailer.failNext = new Error('451 try again later');
      },
      acceptAgain: () => {
        mailer.failNext = null;
      },
      cleanup: async () => {},
    };
  },
  { canRefuseForGood: true },
);
