import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { chartPoint } from '../../src/domain/sky/sky-chart.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
const MESSAGE = 'Olha o céu da noite em que tudo começou.';
const CAMPINAS = { latitude: -22.91, longitude: -47.07 };
/** What the form's start date (12/06/2021, no time) means for the sky: nine in the evening in Campinas. */
const THAT_NIGHT = new Date('2021-06-12T21:00:00-03:00');
/** The drawing's horizon radius, in its units (sky-svg.ts). */
const HORIZON = 500;

/** Bright stars of that June evening, by their J2000 places (hours, degrees) as the Yale Bright Star Catalogue lists them. */
const STARS = [
  { name: 'Antares', ra: 16.4901, dec: -26.432, magnitude: 1.06 },
  { name: 'Arcturus', ra: 14.261, dec: 19.1825, magnitude: -0.05 },
  { name: 'Spica', ra: 13.4199, dec: -11.1613, magnitude: 0.97 },
] as const;

function seenFromCampinas(body: Astronomy.Body) {
  const observer = new Astronomy.Observer(CAMPINAS.latitude, CAMPINAS.longitude, 0);
  const equator = Astronomy.Equator(body, THAT_NIGHT, observer, true, true);
  return Astronomy.Horizon(THAT_NIGHT, observer, equator.ra, equator.dec);
}

interface DrawnStar {
  readonly x: number;
  readonly y: number;
  readonly magnitude: number;
}

describe('"O céu daquela noite" on a phone (Chromium, 390×844)', () => {
  it('the buyer picks Campinas on the form, and the recipient sees that night’s sky: the stars and the Moon where the ephemeris puts them', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=basic');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    await page.getByRole('button', { name: 'Mostrar o céu daquela noite' }).click();
    await page.getByLabel('Onde vocês estavam?').fill('campinas');
    await page.getByRole('button', { name: 'Campinas, SP' }).click();
    await page.getByText('Escolhido: Campinas, SP').waitFor();
    await keepScreenshot(await page.screenshot(), 'sky-1-create-form');
    await fillTheCouple(page, MESSAGE);
    const { id, sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    expect(sentBody).toContain('name="sky"\r\n\r\n{"name":"Campinas, SP","latitude":-22.91,"longitude":-47.07,"timeZone":"America/Sao_Paulo"}');
    await fetch(`${app.server.baseUrl}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });
    const mails = await app.server.outbox();
    const pageLink = mails.map((mail) => new RegExp(`https?://[^\\s]+/[a-z0-9-]+/${id}`).exec(mail.text ?? '')?.[0]).find(Boolean)!;

    const recipient = await app.phonePage();
    await recipient.page.goto(new URL(pageLink).pathname);
    await recipient.page.getByRole('button', { name: 'Clique' }).tap();
    const section = recipient.page.getByRole('region', { name: 'O céu daquela noite' });
    await section.getByText('O céu de Campinas, SP na noite de 12 de junho de 2021').waitFor();
    const drawing = section.getByRole('img');
    await drawing.scrollIntoViewIfNeeded();
    await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
    await keepScreenshot(await recipient.page.screenshot(), 'sky-2-public-page');

    const svg = decodeURIComponent((await drawing.getAttribute('src'))!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    const drawn: DrawnStar[] = [...svg.matchAll(/data-body="star" data-magnitude="([-\d.]+)" cx="([-\d.]+)" cy="([-\d.]+)"/g)].map((m) => ({
      magnitude: Number(m[1]),
      x: Number(m[2]) / HORIZON,
      y: Number(m[3]) / HORIZON,
    }));
    expect(drawn.length).toBeGreaterThan(300);
    for (const star of STARS) {
      Astronomy.DefineStar(Astronomy.Body.Star1, star.ra, star.dec, 1000);
      const seen = seenFromCampinas(Astronomy.Body.Star1);
      expect(seen.altitude, star.name).toBeGreaterThan(10);
      const expected = chartPoint(seen);
      const nearest = drawn.reduce((best, each) =>
        Math.hypot(each.x - expected.x, each.y - expected.y) < Math.hypot(best.x - expected.x, best.y - expected.y) ? each : best,
      );
      // Within a degree of the ephemeris (a degree near the zenith is 0.0087 of the horizon's radius, more lower down).
      const degree = chartPoint({ altitude: seen.altitude - 1, azimuth: seen.azimuth });
      expect(Math.hypot(nearest.x - expected.x, nearest.y - expected.y), star.name).toBeLessThan(
        Math.hypot(degree.x - expected.x, degree.y - expected.y),
      );
      expect(Math.abs(nearest.magnitude - star.magnitude), star.name).toBeLessThan(0.3);
    }

    const moon = seenFromCampinas(Astronomy.Body.Moon);
    const lit = Astronomy.Illumination(Astronomy.Body.Moon, THAT_NIGHT).phase_fraction;
    const described = (await drawing.getAttribute('alt'))!;
    expect(described).toContain(`Lua crescente, ${Math.round(lit * 100)}% iluminada`);
    expect(svg.includes('data-body="moon"')).toBe(moon.altitude > 0);
    expect(recipient.problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the owner shows the sky from the edit page, over a city picked there, and the page shows it', async () => {
    const bought = await app.server.buy({ ...memoryFormFields({ message: MESSAGE }) }, [await jpegImage(900, 1200)]);
    const { page, problems } = await app.phonePage();
    await page.goto(bought.editUrl);
    const section = page.getByRole('region', { name: 'O céu daquela noite' });
    await section.getByText('A página ainda não mostra o céu.').waitFor();
    await section.getByRole('button', { name: 'Mostrar o céu daquela noite' }).click();
    await section.getByLabel('Onde vocês estavam?').fill('Manaus');
    await section.getByRole('button', { name: 'Manaus, AM' }).click();
    await section.getByRole('button', { name: 'Salvar o céu' }).click();
    await section.getByText('Céu salvo.').waitFor();
    await section.getByText('Lugar: Manaus, AM').waitFor();
    await expect.poll(() => section.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
    await section.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'sky-3-edit-page');

    const recipient = await app.phonePage();
    await recipient.page.goto(bought.path);
    await recipient.page.getByRole('button', { name: 'Clique' }).tap();
    await recipient.page
      .getByRole('region', { name: 'O céu daquela noite' })
      .getByText(/^O céu de Manaus, AM em 12 de junho de 2021, às 20h30$/)
      .waitFor();
    expect(recipient.problems).toEqual([]);
    expect(problems).toEqual([]);
  });
});
