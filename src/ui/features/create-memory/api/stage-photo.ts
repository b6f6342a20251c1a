import type { StagedPhotoResponse } from '../../../../adapters/http/contract/staged-photos.contract.js';
import { sendForm, type UploadOptions } from '../../../lib/api-send.js';

/** Sends one photo ahead of the order (POST /api/staged-photos) and answers its reference. Reports progress, 0 to 1. */
export async function stagePhoto(photo: File, options: Pick<UploadOptions, 'onUploadProgress' | 'signal'>): Promise<string> {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  const { reference } = await sendForm<StagedPhotoResponse>('POST', '/staged-photos', form, options);
  return reference;
}
