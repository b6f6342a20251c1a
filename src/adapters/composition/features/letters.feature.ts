import type { FutureLetters } from '../../../application/ports/future-letters.js';
import { SqlFutureLetters } from '../../persistence/mikro-orm/sql-future-letters.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/** "Cartas para o futuro": so far the store of the pages' letters, which support's commands read and copy. */
export const lettersFeature = featureModule({
  /** The pages' letters for the future. */
  ports: {
    tokens: { futureLetters: P.FutureLetters },
    make: ({ database }): { futureLetters: FutureLetters } => ({ futureLetters: new SqlFutureLetters(database) }),
  },
});
