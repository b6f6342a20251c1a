/**
 * `POST /api/staged-photos`: one photo (multipart, the file under `photo`) sent while the buyer still fills the form.
 * Answers 201 with its reference; `POST /api/create-payment` then names it in a repeated `stagedPhotos` field, in the
 * photos' order (beside or instead of files under `photos`). A reference is taken by one order only, and lapses after
 * an hour unused.
 */
export interface StagedPhotoResponse {
  /** Unguessable (32 characters of base64url); whoever holds it may put the photo in an order. */
  readonly reference: string;
}
