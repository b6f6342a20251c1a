import { describe, expect, it } from 'vitest';
import { EXAMPLE_PAGE, EXAMPLE_PAGE_PATH, isExamplePage } from '../../../src/domain/memory/example-page.js';

describe('the product’s own example page', () => {
  it('is read at an address of a real page’s shape, /{slug}/{id}', () => {
    expect(EXAMPLE_PAGE_PATH).toBe('/helena-e-rafael/exemplo000000000');
  });

  it('is told apart from a real page by its id alone', () => {
    expect(isExamplePage(EXAMPLE_PAGE.id)).toBe(true);
    expect(isExamplePage('k7m2q9x4v8c3n6p1')).toBe(false);
    expect(isExamplePage(EXAMPLE_PAGE.slug)).toBe(false);
  });
});
