/**
 * What this browser may do about the address of an order it placed: the correction key the server gave with the
 * order (for one hour), and the address masked as the return page shows it. Kept in localStorage, never sent anywhere
 * but POST /api/email-correction/{id}.
 */
export interface EmailCorrectionGrant {
  readonly key: string;
  /** The address the e-mail goes to, masked ("a•••@gmail.com"). */
  readonly maskedEmail: string;
  /** Epoch ms after which the server refuses the key: the form is no longer offered. */
  readonly until: number;
}

const key = (memoryId: string) => `memories.email-correction.${memoryId}`;

function parse(text: string | null): EmailCorrectionGrant | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<EmailCorrectionGrant>;
    if (typeof value.key !== 'string' || typeof value.maskedEmail !== 'string' || typeof value.until !== 'number') return null;
    return { key: value.key, maskedEmail: value.maskedEmail, until: value.until };
  } catch {
    return null;
  }
}

export const emailCorrectionStore = {
  get(memoryId: string): EmailCorrectionGrant | null {
    try {
      return parse(localStorage.getItem(key(memoryId)));
    } catch {
      return null;
    }
  },
  save(memoryId: string, grant: EmailCorrectionGrant): void {
    try {
      localStorage.setItem(key(memoryId), JSON.stringify(grant));
    } catch {
      // Private mode without storage: the e-mail still goes to the address typed; only the correction is not offered.
    }
  },
  remove(memoryId: string): void {
    try {
      localStorage.removeItem(key(memoryId));
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
