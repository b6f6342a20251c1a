/**
 * A stored photo path (`/uploads/{memoryId}/{file}`) as a public page's answers name it: `{photoBaseUrl}/{memoryId}/{file}`
 * when browsers fetch photos from elsewhere (PHOTO_PUBLIC_URL), else the stored path, which the app fetches under /api.
 * Anything else is left as it is.
 */
export function photoPublicUrl(storedPath: string, photoBaseUrl: string | null): string {
  return photoBaseUrl !== null && storedPath.startsWith('/uploads/') ? `${photoBaseUrl}${storedPath.slice('/uploads'.length)}` : storedPath;
}
