import type { OpeningEmailTokens } from '../../../application/ports/opening-email-tokens.js';
import type { PageOpenings } from '../../../application/ports/page-openings.js';
import type { PageOpenedEmailBuilder } from '../../../application/openings/page-opened-email-builder.js';
import type { RecordPageOpening } from '../../../application/openings/record-page-opening.js';
import type { TurnOffOpeningEmails } from '../../../application/openings/turn-off-opening-emails.js';
import { token } from './token.js';

/** "A surpresa foi aberta!": the counts of openings, their e-mail and the link that turns it off. */
export const OPENINGS_TOKENS = {
  PageOpenings: token<PageOpenings>('PageOpenings'),
  OpeningEmailTokens: token<OpeningEmailTokens>('OpeningEmailTokens'),
  PageOpenedEmailBuilder: token<PageOpenedEmailBuilder>('PageOpenedEmailBuilder'),
  RecordPageOpening: token<RecordPageOpening>('RecordPageOpening'),
  TurnOffOpeningEmails: token<TurnOffOpeningEmails>('TurnOffOpeningEmails'),
} as const;
