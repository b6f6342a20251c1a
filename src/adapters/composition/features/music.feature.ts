import type { Router } from '@koa/router';
import { ContainerModule } from 'inversify';
import { CheckMusicLink } from '../../../application/buyer/check-music-link.js';
import { SearchMusic } from '../../../application/buyer/search-music.js';
import type { VideoSearch } from '../../../application/ports/video-search.js';
import { RateLimiter } from '../../http/middleware/rate-limiter.js';
import { MUSIC_CHECKS_PER_CLIENT_PER_HOUR, MUSIC_LIMIT_WINDOW_MS, MUSIC_SEARCHES_PER_CLIENT_PER_HOUR, musicRoutes } from '../../http/music.routes.js';
import { DataApiVideoSearch } from '../../youtube/data-api-video-search.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import type { Runtime } from '../runtime.js';
import { featureModule } from './feature-module.js';

/** The music field: whether a video plays outside YouTube (the catalogue the buyer's order checks too), and the search by name. */
export const musicFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, CheckMusicLink, [P.VideoCatalogue]);
    useCase(bind, SearchMusic, [P.VideoSearch]);
  }),
  routes: ({ runtime }) => [musicRoutesOf(runtime)],
  /** The music field's search by name; null without YOUTUBE_API_KEY. */
  ports: {
    tokens: { videoSearch: P.VideoSearch },
    make: ({ config }): { videoSearch: VideoSearch | null } => ({
      videoSearch: config.youtubeSearch && new DataApiVideoSearch(config.youtubeSearch),
    }),
  },
});

/** Keys an in-memory limiter holds at most, as the API's other limiters. */
const MAX_KEYS = 10_000;

/** The music field's check and search, limited in the database the instances share (PostgreSQL) or in memory. */
function musicRoutesOf(runtime: Runtime): Router {
  const limit = (name: string, hits: number) =>
    runtime.coordination.rateLimit?.(name, hits, MUSIC_LIMIT_WINDOW_MS) ?? new RateLimiter(hits, MUSIC_LIMIT_WINDOW_MS, { maxKeys: MAX_KEYS });
  return musicRoutes(runtime.useCase, {
    checksPerClient: limit('music-check-per-client', MUSIC_CHECKS_PER_CLIENT_PER_HOUR),
    searchesPerClient: limit('music-search-per-client', MUSIC_SEARCHES_PER_CLIENT_PER_HOUR),
  });
}
