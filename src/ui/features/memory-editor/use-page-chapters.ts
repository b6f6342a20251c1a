import { useCallback } from 'react';
import type { OwnedChaptersResponse } from '../../../adapters/http/contract/chapters.contract.js';
import { CHAPTERS_TEXT as TEXT } from '../../../texts/chapters.pt-br.js';
import { useOwnerSection } from './use-owner-section.js';
import { fetchOwnedChapters, removeChapter, saveChapter, type ChapterSent } from './api/page-chapters.js';

/** The page's chapters as the server has them (read once, read again after each change), and the owner's changes. */
export function usePageChapters(memoryId: string, token: string) {
  const load = useCallback(async () => {
    const found = await fetchOwnedChapters(memoryId, token);
    // An answer without its list (a proxy's page, an older server) is a failure to load, not the editor's end.
    if (!Array.isArray(found?.chapters)) throw new Error('the chapters answer holds no list');
    return found;
  }, [memoryId, token]);
  const { value, loadFailed, saving, notice, change } = useOwnerSection<OwnedChaptersResponse>(load, TEXT.saveFailed);
  const save = useCallback(
    (chapter: ChapterSent, isChange: boolean) =>
      change(
        async () => {
          await saveChapter(memoryId, token, chapter, isChange);
          return load();
        },
        isChange ? TEXT.changed : TEXT.saved,
      ),
    [change, load, memoryId, token],
  );
  const remove = useCallback(
    (year: number) =>
      change(async () => {
        await removeChapter(memoryId, token, year);
        return load();
      }, TEXT.removed),
    [change, load, memoryId, token],
  );
  return { chapters: value, loadFailed, saving, notice, save, remove };
}
