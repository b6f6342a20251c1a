// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoPicker } from '../../src/ui/features/create-memory/components/photo-picker.js';
import type { SelectedPhoto } from '../../src/ui/features/create-memory/use-photo-selection.js';

afterEach(cleanup);

const chosen = (name: string, traits: Partial<SelectedPhoto> = {}): SelectedPhoto => ({
  key: name,
  name,
  url: `blob:${name}`,
  processing: false,
  upload: Promise.resolve(new File([], name)),
  lowResolution: false,
  sending: { state: 'waiting' },
  ...traits,
});

const picker = (photos: readonly SelectedPhoto[]) =>
  render(<PhotoPicker plan="premium" photos={photos} onAdd={() => undefined} onRemove={() => undefined} onUpgrade={() => undefined} />);

describe('the photo picker', () => {
  it('shows a photo the browser cannot draw (an iPhone HEIC) by its name, not as a broken image', () => {
    picker([chosen('praia.jpg'), chosen('IMG_4321.HEIC', { drawable: false })]);

    expect(screen.getByRole('img', { name: 'Foto 1' }).getAttribute('src')).toBe('blob:praia.jpg');
    const heic = screen.getByRole('img', { name: 'Foto 2: IMG_4321.HEIC (sem prévia neste aparelho)' });
    expect(heic.tagName).not.toBe('IMG');
    expect(heic.textContent).toBe('IMG_4321.HEICSem prévia neste aparelho');
    expect(document.querySelector('img[src="blob:IMG_4321.HEIC"]')).toBeNull();
  });

  it('says which photos are so wide or tall that the page shows them small, and takes them all the same', () => {
    picker([chosen('panorama.jpg', { shape: 'very-wide' }), chosen('praia.jpg', { shape: null }), chosen('torre.jpg', { shape: 'very-tall' })]);

    expect(screen.getByRole('status').textContent).toBe(
      'A foto 1 é muito larga: na página ela aparece inteira, mas pequena.' + 'A foto 3 é muito alta: na página ela aparece inteira, mas pequena.',
    );
    expect(screen.getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing of shape for ordinary photos', () => {
    picker([chosen('praia.jpg', { shape: null }), chosen('IMG_4321.HEIC', { drawable: false })]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
