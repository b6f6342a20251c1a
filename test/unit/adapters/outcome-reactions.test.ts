import { describe, expect, it } from 'vitest';
import { outcomeReactions, type Reactors } from '../../../src/adapters/composition/outcome-reactions.js';
import { ReactingOutcomes } from '../../../src/adapters/composition/reacting-outcomes.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import type { BackgroundTask } from '../../../src/application/ports/background-tasks.js';
import type { Outcome } from '../../../src/application/ports/outcomes.js';

/** The reactions over a recording queue and recording metrics (or none), as `Outcomes`. */
function reacting(withMetrics = true) {
  const queued: BackgroundTask[] = [];
  const counted: string[] = [];
  const metrics: Reactors['metrics'] = {
    payment: (label) => void counted.push(`payment:${label}`),
    reconciled: (count) => void counted.push(`reconciled:${count}`),
    pageOpened: () => void counted.push('opened'),
  };
  const reactions = outcomeReactions({ queue: async (task) => void queued.push(task), metrics: withMetrics ? metrics : null });
  return { outcomes: new ReactingOutcomes(reactions, createLogger('silent')), queued, counted, reactions };
}

const EVERY_KIND: readonly Outcome[] = [
  { kind: 'page-activated', memoryId: 'page1' },
  { kind: 'page-edited', memoryId: 'page2' },
  { kind: 'chapter-written', memoryId: 'page4' },
  { kind: 'payment-recorded', outcome: 'approved' },
  { kind: 'payment-not-applied', reason: 'mismatch' },
  { kind: 'payment-not-applied', reason: 'unknown-memory' },
  { kind: 'payment-not-applied', reason: 'duplicate' },
  { kind: 'payment-not-applied', reason: 'refused' },
  { kind: 'payments-reconciled', count: 2 },
  { kind: 'page-opened', memoryId: 'page3' },
];

describe('the reactions to the use cases’ outcomes', () => {
  it('queue the AVIF copies of a page activated or edited, and of a chapter written, and count payments, reconciliations and openings', async () => {
    const { outcomes, queued, counted } = reacting();

    for (const outcome of EVERY_KIND) await outcomes.publish(outcome);

    expect(queued).toEqual([
      { kind: 'avif-copies', memoryId: 'page1' },
      { kind: 'avif-copies', memoryId: 'page2' },
      { kind: 'chapter-avif-copies', memoryId: 'page4' },
    ]);
    expect(counted).toEqual([
      'payment:approved',
      'payment:amount_mismatch',
      'payment:unknown_page',
      'payment:duplicate',
      'payment:refused_order',
      'reconciled:2',
      'opened',
    ]);
  });

  it('count nothing without metrics, and still queue the AVIF copies', async () => {
    const { outcomes, queued, reactions } = reacting(false);

    for (const outcome of EVERY_KIND) await outcomes.publish(outcome);

    expect(queued).toHaveLength(3);
    expect(
      Object.entries(reactions)
        .filter(([, list]) => list.length > 0)
        .map(([kind]) => kind),
    ).toEqual(['page-activated', 'page-edited', 'chapter-written']);
  });

  it('run every reaction of an outcome even when one fails, and never fail the use case that published it', async () => {
    const ran: string[] = [];
    const failing = new ReactingOutcomes(
      {
        ...reacting().reactions,
        'page-opened': [() => Promise.reject(new Error('queue unavailable')), () => void ran.push('second')],
      },
      createLogger('silent'),
    );

    await expect(failing.publish({ kind: 'page-opened', memoryId: 'page1' })).resolves.toBeUndefined();
    expect(ran).toEqual(['second']);
  });
});
