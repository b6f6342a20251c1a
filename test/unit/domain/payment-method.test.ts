import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../src/domain/memory/payment-method.js';

describe('how a page was paid', () => {
  it('is one of the four ways the checkout reports, the only ones read back from storage', () => {
    expect(PAYMENT_METHODS).toEqual(['pix', 'card', 'demo', 'other']);
  });
});
