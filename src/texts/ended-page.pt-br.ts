/**
 * What the public page says of an ended basic page: a file of its own, so that the recipient's page does not download
 * the renewal screens' texts for two sentences.
 */

/** What a visitor of an ended basic page reads under the notice that it ended. */
export const ENDED_PAGE_OWNER_HINT =
  'Se foi você quem criou esta página, renove pelo link que enviamos por e-mail: ela volta no mesmo endereço e com o mesmo QR Code.';

/** How the answer for an ended basic page starts (see error-messages): the public page tells it from a suspended one by it. */
export const EXPIRED_SENTENCE_START = 'Esta página expirou';
