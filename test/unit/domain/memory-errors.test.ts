import { describe, expect, it } from 'vitest';
import { UnpaidOrderLimitError } from '../../../src/domain/memory/memory-errors.js';

describe('a new order refused for the unpaid ones', () => {
  it('says whose limit it reached and when to come back', () => {
    expect(new UnpaidOrderLimitError('client', 600)).toMatchObject({
      code: 'order.unpaid-limit',
      details: { scope: 'client', retryAfterSeconds: 600 },
    });
    expect(new UnpaidOrderLimitError('shop', 60)).toMatchObject({ code: 'order.unpaid-limit', details: { scope: 'shop', retryAfterSeconds: 60 } });
  });
});
