import { describe, expect, it } from 'vitest';
import { scratchCoverage } from '../../src/ui/features/memory-page/builders/scratch-coverage.js';

describe('how much of the scratch card a finger has scratched', () => {
  it('is nothing before a touch, and a little after one', () => {
    const card = scratchCoverage(240, 300, 24);
    expect(card.fraction()).toBe(0);
    card.stroke({ x: 120, y: 150 }, { x: 120, y: 150 });
    // A disc of radius 24 is about 2.5 % of 240 × 300.
    expect(card.fraction()).toBeGreaterThan(0.02);
    expect(card.fraction()).toBeLessThan(0.035);
  });

  it('counts a place once, however often it is scratched', () => {
    const card = scratchCoverage(240, 300, 24);
    card.stroke({ x: 20, y: 20 }, { x: 220, y: 20 });
    const once = card.fraction();
    card.stroke({ x: 220, y: 20 }, { x: 20, y: 20 });
    expect(card.fraction()).toBe(once);
  });

  it('fills the line between two far points, not only its ends', () => {
    const card = scratchCoverage(240, 300, 24);
    card.stroke({ x: 0, y: 150 }, { x: 240, y: 150 });
    // A band 48 high across the card: 48 / 300.
    expect(card.fraction()).toBeCloseTo(48 / 300, 1);
  });

  it('passes half after zigzags over half the card, and reaches the whole', () => {
    const card = scratchCoverage(240, 300, 24);
    for (let y = 24; y < 150; y += 40) card.stroke({ x: 0, y }, { x: 240, y });
    expect(card.fraction()).toBeLessThan(0.6);
    for (let y = 0; y <= 300; y += 30) card.stroke({ x: 0, y }, { x: 240, y });
    expect(card.fraction()).toBe(1);
  });

  it('ignores what falls outside the card', () => {
    const card = scratchCoverage(240, 300, 24);
    card.stroke({ x: -100, y: -100 }, { x: -60, y: -400 });
    expect(card.fraction()).toBe(0);
  });
});
