import { DomainError } from '../shared/domain-error.js';

/** A card's download address without its key. */
export class ShareCardKeyMissingError extends DomainError {
  constructor() {
    super('share-card.missing');
  }
}

/** A card's key that is not this page's (another page's, or from before its edit link was revoked). */
export class ShareCardKeyInvalidError extends DomainError {
  constructor() {
    super('share-card.invalid');
  }
}

/** The card asked for with the page id alone, once the buyer's return from the checkout is long past. */
export class ShareCardAskOwnerError extends DomainError {
  constructor() {
    super('share-card.ask-owner');
  }
}
