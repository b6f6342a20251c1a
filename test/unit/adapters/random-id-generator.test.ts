import { describe, expect, it } from 'vitest';
import { RandomIdGenerator } from '../../../src/adapters/system/random-id-generator.js';

describe('RandomIdGenerator', () => {
  it('makes 16-character ids without look-alike letters, all different', () => {
    const generator = new RandomIdGenerator();
    const ids = Array.from({ length: 5000 }, () => generator.memoryId());
    for (const id of ids) expect(id).toMatch(/^[a-km-np-z2-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
