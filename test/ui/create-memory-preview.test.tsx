// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryPreview, previewLink } from '../../src/ui/features/create-memory/components/memory-preview.js';

const shownSlide = () =>
  screen
    .getAllByRole('img', { hidden: true })
    .find((img) => img.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('alt');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-15T15:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the live preview', () => {
  it('builds the link from the cleaned names, or "seu-link" while they are empty', () => {
    expect(previewLink('memories.com.br', '', '')).toBe('memories.com.br/seu-link');
    expect(previewLink('memories.com.br', 'Ana Júlia ', '<b>João</b>')).toBe('memories.com.br/ana-julia-e-joao');
    expect(previewLink('memories.com.br', 'Ana', '')).toBe('memories.com.br/seu-link');
  });

  it('turns the photos every 2 seconds, wrapping around', () => {
    render(
      <MemoryPreview
        plan="premium"
        host="memories.com.br"
        yourName="Ana"
        lovedName="João"
        datingSince=""
        message=""
        youtube=""
        photos={['blob:1', 'blob:2', 'blob:3'].map((url, i) => ({ url, name: `foto-${i + 1}.jpg` }))}
      />,
    );
    expect(shownSlide()).toBe('Foto 1 de 3');
    act(() => vi.advanceTimersByTime(1999));
    expect(shownSlide()).toBe('Foto 1 de 3');
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe('Foto 2 de 3');
    act(() => vi.advanceTimersByTime(4000));
    expect(shownSlide()).toBe('Foto 1 de 3');
  });

  it('counts the time together and refreshes it every second', () => {
    render(
      <MemoryPreview
        plan="basic"
        host="memories.com.br"
        yourName="Ana"
        lovedName="João"
        datingSince="2024-06-15T12:00"
        message="Te amo"
        youtube=""
        photos={[]}
      />,
    );
    const counter = screen.getByTestId('contador-previa');
    expect(counter.textContent).toBe('1 ano, 0 meses, 0 dias, 0 horas, 0 minutos e 0 segundos');
    act(() => vi.advanceTimersByTime(1000));
    expect(counter.textContent).toBe('1 ano, 0 meses, 0 dias, 0 horas, 0 minutos e 1 segundo');
    expect(screen.getByText('Suas fotos aparecem aqui')).toBeTruthy();
  });

  it('embeds the video only on premium and only with an 11-character id', () => {
    const { rerender } = render(
      <MemoryPreview plan="premium" host="h" yourName="" lovedName="" datingSince="" message="" youtube="https://youtu.be/abc" photos={[]} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    rerender(
      <MemoryPreview plan="basic" host="h" yourName="" lovedName="" datingSince="" message="" youtube="https://youtu.be/dQw4w9WgXcQ" photos={[]} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
