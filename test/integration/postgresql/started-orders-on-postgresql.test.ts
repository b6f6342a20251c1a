import { SqlStartedOrders } from '../../../src/adapters/persistence/mikro-orm/sql-started-orders.js';
import { describeStartedOrdersContract } from '../../contract/started-orders.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlStartedOrders', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  describeStartedOrdersContract('SqlStartedOrders on PostgreSQL', async () => {
    return { orders: new SqlStartedOrders(await emptied()), cleanup: async () => {} };
  });
});
