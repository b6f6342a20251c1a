// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '../../src/ui/components/ui/toast.js';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('Erro ao processar. Tente novamente.')}>erro</button>
      <button onClick={() => toast.success('Link copiado!')}>sucesso</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps an error, announced as an alert, until it is closed; the same error again shows once', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Erro ao processar. Tente novamente.']);

    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a success go by itself after 3 s', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'sucesso' }));
    expect(screen.getByRole('status').textContent).toBe('Link copiado!');
    expect(screen.queryByRole('button', { name: 'Fechar aviso' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
