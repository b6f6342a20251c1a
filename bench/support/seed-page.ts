import { HOST } from './net.js';

export interface SeededPage {
  readonly id: string;
  readonly slug: string;
  /** GET /api/{slug}/{id} */
  readonly apiPath: string;
  /** The exact JSON body the server answers on `apiPath`. */
  readonly body: string;
}

/** Places one premium order with these photos (POST /api/create-payment) and answers the new page's id. */
export async function orderPremiumPage(port: number, photos: readonly Buffer[]): Promise<string> {
  const form = new FormData();
  const fields = {
    yourName: 'Ana Júlia',
    lovedName: 'João',
    datingSince: '2021-06-12T20:30',
    message: 'Cada dia ao seu lado é o meu favorito. Obrigada por todos os momentos, dos grandes aos pequenos.',
    plan: 'premium',
    youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    email: 'ana@example.com',
    // A look of their own (a palette and roses, not the defaults) and Nossa história at its limit: the page's budgets
    // are measured with every option in use, eight moments included.
    palette: 'lavender',
    fallingEmoji: 'roses',
    story: JSON.stringify(
      Array.from({ length: 8 }, (_, i) => ({
        date: `${2014 + i}-06-12`,
        time: i % 2 === 0 ? '20:30' : null,
        title: `Um momento nosso, o ${i + 1}º de oito`,
        line: 'Uma frase sobre ele, curta como um bilhete, para lembrar do dia, do lugar e de quem estava junto.',
      })),
    ),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((bytes, i) => form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`));

  const created = await fetch(`http://${HOST}:${port}/api/create-payment`, { method: 'POST', body: form });
  if (created.status !== 201) throw new Error(`create-payment answered ${created.status}: ${await created.text()}`);
  const { init_point: initPoint } = (await created.json()) as { init_point: string };
  return new URL(initPoint).pathname.split('/').pop()!;
}

/** Buys one premium page through the API as a buyer would: create, approve on the demo checkout, read the status. */
export async function seedPremiumPage(port: number, photos: readonly Buffer[]): Promise<SeededPage> {
  const base = `http://${HOST}:${port}`;
  const id = await orderPremiumPage(port, photos);

  const approved = await fetch(`${base}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });
  if (approved.status !== 303) throw new Error(`approve answered ${approved.status}`);

  const status = await fetch(`${base}/api/payment-status/${id}`);
  const { path } = (await status.json()) as { status: string; path?: string };
  if (!path) throw new Error(`payment-status gave no path (HTTP ${status.status})`);
  const slug = path.split('/')[1]!;
  const apiPath = `/api/${slug}/${id}`;

  const page = await fetch(`${base}${apiPath}`);
  const body = await page.text();
  if (page.status !== 200) throw new Error(`${apiPath} answered ${page.status}: ${body}`);
  return { id, slug, apiPath, body };
}
