// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ToastProvider, useToast, type DismissToast } from '../../src/ui/components/ui/toast.js';

function Buttons() {
  const toast = useToast();
  const [dismiss, setDismiss] = useState<DismissToast>(() => () => undefined);
  return (
    <>
      <button onClick={() => toast.error('Erro ao processar. Tente novamente.')}>erro</button>
      <button onClick={() => setDismiss(() => toast.error('Preencha os campos.'))}>erro e volta</button>
      <button onClick={() => dismiss()}>resolvido</button>
      <button onClick={() => toast.success('Link copiado!')}>sucesso</button>
    </>
  );
}

const showButtons = () =>
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows an error as an alert for 6 s, or until it is closed; the same error again shows once', async () => {
    vi.useFakeTimers();
    showButtons();
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    await act(() => vi.advanceTimersByTimeAsync(5900));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Erro ao processar. Tente novamente.']);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes an error back when whoever showed it says it no longer holds', () => {
    showButtons();
    fireEvent.click(screen.getByRole('button', { name: 'erro e volta' }));
    expect(screen.getByRole('alert').textContent).toBe('Preencha os campos.');
    fireEvent.click(screen.getByRole('button', { name: 'resolvido' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a success go by itself after 3 s', async () => {
    vi.useFakeTimers();
    showButtons();
    fireEvent.click(screen.getByRole('button', { name: 'sucesso' }));
    expect(screen.getByRole('status').textContent).toBe('Link copiado!');
    expect(screen.queryByRole('button', { name: 'Fechar aviso' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
