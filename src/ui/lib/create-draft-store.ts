/**
 * The creation form's draft on this device, in localStorage (sessionStorage dies with the tab in some in-app
 * browsers): one entry for what was typed and chosen, one per photo for its copy. Kept at most a day, removed once the
 * order is paid, and never sent anywhere.
 */
export const DRAFT_KEY = 'memories.create-draft';
/**
 * A cookie that says only that a draft is kept (nothing of it), read by the form's page before its code runs
 * (vite.config.ts) so that a kept draft is shown at once: a first localStorage read there cost a fresh browser 5-40 ms
 * of the first paint's task, a cookie's a few. Sent with the form's page alone (its path), and ignored by the server.
 */
export const DRAFT_MARK_COOKIE = 'memories-draft=1';
const DRAFT_MARK_PATH = '/create';
const COPY_PREFIX = 'memories.create-draft.photo.';
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored {
  readonly savedAt: number;
  readonly draft: unknown;
}

function storedKeys(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key !== null && (key === DRAFT_KEY || key.startsWith(COPY_PREFIX))) keys.push(key);
  }
  return keys;
}

function markDraftKept(kept: boolean): void {
  const seconds = kept ? DRAFT_MAX_AGE_MS / 1000 : 0;
  document.cookie = `${DRAFT_MARK_COOKIE}; path=${DRAFT_MARK_PATH}; max-age=${seconds}; SameSite=Lax`;
}

function read(): Stored | null {
  const text = localStorage.getItem(DRAFT_KEY);
  if (!text) return null;
  const value = JSON.parse(text) as Partial<Stored>;
  return typeof value.savedAt === 'number' ? { savedAt: value.savedAt, draft: value.draft } : null;
}

/** Private modes without storage, a full quota: the form works as before, only nothing is kept. */
function quietly<T>(work: () => T, otherwise: T): T {
  try {
    return work();
  } catch {
    return otherwise;
  }
}

export const createDraftStore = {
  /** The draft saved within the last day, or null; an older one is removed, with its photos' copies. */
  load(now: number): unknown {
    return quietly(() => {
      const stored = read();
      if (stored && now - stored.savedAt >= 0 && now - stored.savedAt < DRAFT_MAX_AGE_MS) return stored.draft;
      // Also the copies of photos no draft names any more (one sent just as the form was emptied).
      createDraftStore.clear();
      return null;
    }, null);
  },
  /** Saves the draft; the copies of photos it no longer names (`references`) go. */
  save(draft: unknown, references: readonly string[], now: number): void {
    quietly(() => {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, draft } satisfies Stored));
      markDraftKept(true);
      for (const key of storedKeys())
        if (key.startsWith(COPY_PREFIX) && !references.includes(key.slice(COPY_PREFIX.length))) localStorage.removeItem(key);
    }, undefined);
  },
  /** Keeps a photo's copy (a data URL); false when there is no room for it. */
  savePhotoCopy(reference: string, dataUrl: string): boolean {
    return quietly(() => {
      localStorage.setItem(COPY_PREFIX + reference, dataUrl);
      return true;
    }, false);
  },
  photoCopy(reference: string): string | null {
    return quietly(() => localStorage.getItem(COPY_PREFIX + reference), null);
  },
  /** Removes the draft and every photo copy: "Começar de novo", a paid order, a draft over a day old. */
  clear(): void {
    quietly(() => {
      markDraftKept(false);
      for (const key of storedKeys()) localStorage.removeItem(key);
    }, undefined);
  },
};
