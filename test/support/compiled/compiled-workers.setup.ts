import { inject } from 'vitest';
import { startWorkersFromCompiledCopy } from '../../../src/adapters/shared/child-process-worker.js';
import './product-entries.js';

// The product's workers (photos, preview images) that servers started in the test process fork run from the run's
// compiled product, as in production, rather than through tsx.
const compiled = inject('compiledProduct') as string | undefined;
if (compiled) startWorkersFromCompiledCopy(compiled);
