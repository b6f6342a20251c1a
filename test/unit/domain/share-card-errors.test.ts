import { describe, expect, it } from 'vitest';
import { ShareCardAskOwnerError, ShareCardKeyInvalidError, ShareCardKeyMissingError } from '../../../src/domain/memory/share-card-errors.js';

describe('a share card refused', () => {
  it('names why by its code: no key, a key not this page’s, or the page id alone once the checkout’s return is past', () => {
    expect(new ShareCardKeyMissingError()).toMatchObject({ code: 'share-card.missing', name: 'ShareCardKeyMissingError' });
    expect(new ShareCardKeyInvalidError()).toMatchObject({ code: 'share-card.invalid', name: 'ShareCardKeyInvalidError' });
    expect(new ShareCardAskOwnerError()).toMatchObject({ code: 'share-card.ask-owner', name: 'ShareCardAskOwnerError' });
  });
});
