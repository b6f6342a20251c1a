import { describeBoundValues } from '../../contract/bound-values.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('values bound, never written into the statement', (cluster) => {
  describeBoundValues(sharedPostgresDatabase(cluster), 'refused-by-the-engine');
});
