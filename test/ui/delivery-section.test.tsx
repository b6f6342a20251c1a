// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnedDeliveryResponse } from '../../src/adapters/http/contract/delivery.contract.js';
import { DeliverySection } from '../../src/ui/features/memory-editor/delivery-section.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { jsonApiEachTest } from '../support/ui/json-api-each-test.js';

const api = jsonApiEachTest();

const NONE: OwnedDeliveryResponse = { status: 'none', to: null, sentAt: null };
const SCHEDULED: OwnedDeliveryResponse = { status: 'scheduled', to: 'j•••@example.com', sentAt: null };

/** Answers the section's first read with `current`, and each change as the server would. */
function serverWith(current: OwnedDeliveryResponse) {
  api().answer = (request) => {
    if (request.method === 'GET') return jsonResponse(200, current);
    const { to } = request.body as { to: string | null };
    return jsonResponse(
      200,
      to === null ? { ...current, status: 'cancelled' } : { status: 'scheduled', to: `${to[0]}•••@${to.split('@')[1]}`, sentAt: null },
    );
  };
}

const mount = (revealAt: string | null = '2026-06-12T00:00') => {
  render(<DeliverySection memoryId="mem123" token="segredo" revealAt={revealAt} />);
  return userEvent.setup();
};

describe('"Entrega no dia" on the edit page', () => {
  it('is not offered on a page without a reveal date, and asks the server nothing', () => {
    mount(null);
    expect(screen.queryByRole('heading', { name: 'Entrega no dia' })).toBeNull();
    expect(api().sent).toEqual([]);
  });

  it('schedules the delivery with the edit token, the address checked first as the server does', async () => {
    serverWith(NONE);
    const user = mount();
    const field = await screen.findByLabelText('E-mail de quem vai receber');
    expect(api().sent).toEqual([{ url: '/api/update/mem123/delivery', method: 'GET', body: null, authorization: 'Bearer segredo' }]);

    await user.type(field, 'joao@{Enter}');
    expect(await screen.findByText('E-mail de quem vai receber inválido: confira o endereço (exemplo: nome@gmail.com).')).toBeTruthy();
    expect(api().sent).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'joao@example.com');
    await user.click(screen.getByRole('button', { name: 'Agendar entrega' }));
    expect(await screen.findByText('Entrega agendada.')).toBeTruthy();
    expect(api().sent[1]).toEqual({
      url: '/api/update/mem123/delivery',
      method: 'PUT',
      body: { to: 'joao@example.com' },
      authorization: 'Bearer segredo',
    });
    expect(screen.getByText('Na hora em que a página abrir, enviamos o link e o QR Code para j•••@example.com.')).toBeTruthy();
  });

  it('changes the address or cancels a scheduled delivery', async () => {
    serverWith(SCHEDULED);
    const user = mount();
    await screen.findByText('Na hora em que a página abrir, enviamos o link e o QR Code para j•••@example.com.');

    await user.click(screen.getByRole('button', { name: 'Trocar e-mail' }));
    await user.type(screen.getByLabelText('E-mail de quem vai receber'), 'bia@example.com');
    await user.click(screen.getByRole('button', { name: 'Salvar e-mail' }));
    expect(await screen.findByText('E-mail trocado.')).toBeTruthy();
    expect(screen.getByText('Na hora em que a página abrir, enviamos o link e o QR Code para b•••@example.com.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancelar entrega' }));
    expect(await screen.findByText('Entrega cancelada.')).toBeTruthy();
    expect(api().sent.at(-1)).toMatchObject({ method: 'PUT', body: { to: null } });
    expect(screen.getByRole('button', { name: 'Agendar entrega' })).toBeTruthy();
  });

  it('says when it was sent, and to whom, masked, with nothing left to change', async () => {
    serverWith({ status: 'sent', to: 'j•••@example.com', sentAt: '2026-06-12T03:00:00.000Z' });
    mount();
    expect(await screen.findByText('Entregue em 12/06 às 00:00 para j•••@example.com.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's Portuguese refusal", async () => {
    serverWith(SCHEDULED);
    const user = mount();
    await user.click(await screen.findByRole('button', { name: 'Cancelar entrega' }));
    api().answer = () => jsonResponse(409, { code: 'delivery.too-late', error: 'A página já abriu: a entrega não pode mais ser mudada.' });
    await user.type(screen.getByLabelText('E-mail de quem vai receber'), 'bia@example.com');
    await user.click(screen.getByRole('button', { name: 'Agendar entrega' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A página já abriu: a entrega não pode mais ser mudada.');
  });
});
