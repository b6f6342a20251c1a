import type { Locator } from 'playwright-core';

/**
 * Whether a failed player left nothing behind in the page's "Nossa música" section: no frame, and "Não foi possível
 * tocar aqui." close under the heading and the song's name, where the player's 16:9 screen (over 190 px on a phone)
 * stood.
 */
export async function musicPlayerGone(music: Locator): Promise<boolean> {
  const heading = await music.getByRole('heading', { name: 'Nossa música' }).boundingBox();
  const note = await music.getByText('Não foi possível tocar aqui.').boundingBox();
  return (await music.locator('iframe').count()) === 0 && note!.y - (heading!.y + heading!.height) < 120;
}
