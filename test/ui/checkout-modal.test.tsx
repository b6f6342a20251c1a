// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutModal } from '../../src/ui/features/create-memory/components/checkout-modal.js';

afterEach(cleanup);

function Harness({ onPay }: { onPay: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return <CheckoutModal open plan="basic" names="Bia & Caio" email={email} onEmailChange={setEmail} onClose={() => {}} onPay={onPay} />;
}

describe('the payment modal', () => {
  it('offers the fix of a mistyped provider in one tap and shows the address masked', async () => {
    const user = userEvent.setup();
    render(<Harness onPay={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Quase lá!' });
    await user.type(within(dialog).getByLabelText('Seu e-mail'), 'bia@hotmal.con');
    expect(within(dialog).getByText('Enviaremos para b•••@hotmal.con')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^Você quis dizer bia@hotmail\.com ?\?$/ }));
    expect((within(dialog).getByLabelText('Seu e-mail') as HTMLInputElement).value).toBe('bia@hotmail.com');
    expect(within(dialog).queryByRole('button', { name: /Você quis dizer/ })).toBeNull();
    expect(within(dialog).getByText('Enviaremos para b•••@hotmail.com')).toBeTruthy();
  });

  it('pays only once both names are confirmed, and links the terms and the privacy policy in another tab', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(<Harness onPay={onPay} />);
    const dialog = screen.getByRole('dialog', { name: 'Quase lá!' });
    await user.type(within(dialog).getByLabelText('Seu e-mail'), 'bia@gmail.com');
    const pay = within(dialog).getByRole('button', { name: /Ir para o pagamento/ }) as HTMLButtonElement;
    expect(within(dialog).getByRole('group', { name: 'Confira os nomes' }).textContent).toContain('Bia & Caio');
    expect(pay.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Os nomes estão corretos' }));
    expect(pay.disabled).toBe(false);
    await user.click(pay);
    expect(onPay).toHaveBeenCalledWith('bia@gmail.com');

    for (const [name, href] of [
      [/Termos de Uso/, '/terms-of-use'],
      [/Política de Privacidade/, '/privacy-policy'],
    ] as const) {
      const link = within(dialog).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });
});
