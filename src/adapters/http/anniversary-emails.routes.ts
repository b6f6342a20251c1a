import { TurnOffAnniversaryEmails } from '../../application/anniversaries/turn-off-anniversary-emails.js';
import { ANNIVERSARY_EMAILS_OFF_PAGE } from '../../texts/anniversaries.pt-br.js';
import { emailTurnOffRoutes } from './email-turn-off.routes.js';

/** `GET|POST /aviso-de-aniversario/{id}/desligar?token=`: the signed link of the anniversary e-mail. */
export const anniversaryEmailsRoutes = emailTurnOffRoutes('/aviso-de-aniversario', TurnOffAnniversaryEmails, ANNIVERSARY_EMAILS_OFF_PAGE);
