/**
 * The JSON shapes of "Responder com carinho" (a visitor's reply, the owner's list and switch). The UI imports these with
 * `import type` only.
 */
import type { OwnedRepliesView, PageReplyView } from '../../../application/replies/owned-page-replies.js';

/** POST /api/{slug}/{id}/replies: a heart alone (no note, or an empty one), or a heart and a note. */
export interface SendReplyRequest {
  readonly note?: string | null;
}
/** 201: the reply as stored (the note cleaned). */
export interface SendReplyResponse {
  readonly note: string | null;
  readonly createdAt: string;
}

/** PUT /api/update/{id}/replies (with the edit token), and `replies` of GET /api/update/{id}. */
export type OwnedRepliesResponse = OwnedRepliesView;
export type PageReplyResponse = PageReplyView;

/** PUT /api/update/{id}/replies: the owner turns replies on or off. */
export interface TurnRepliesRequest {
  readonly enabled: boolean;
}
