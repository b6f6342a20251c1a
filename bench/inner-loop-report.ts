import type { InnerLoopFigures, InnerLoopRun } from './inner-loop.js';
import { median } from './support/stats.js';
import type { Row, Section } from './support/table.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

/**
 * The fixed work's cost on this machine when quiet (2.7 s of wall and of CPU, 2026-12-07): the inner loop's budget of
 * 45 s and 70 s of CPU on a quiet machine, as multiples of it.
 */
const QUIET_FIXED_WORK_S = 2.7;
const WALL_BUDGET = Math.round((45 / QUIET_FIXED_WORK_S) * 10) / 10;
const CPU_BUDGET = Math.round((70 / QUIET_FIXED_WORK_S) * 10) / 10;

const s1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const x = (value: number) => `${value.toFixed(1)}×`;

/** `npm run test:fast` as multiples of the fixed work of its round. */
export function innerLoopSection(loop: InnerLoopFigures, targets: Target[]): Section {
  const wall = target('npm run test:fast wall, worst round, × fixed work', loop.worstWallRatio, '×', '<=', WALL_BUDGET);
  const cpu = target('npm run test:fast CPU, worst round, × fixed work', loop.worstCpuRatio, '×', '<=', CPU_BUDGET);
  targets.push(wall, cpu);
  const row = (measure: 'Wall' | 'CPU', key: keyof InnerLoopRun, worst: number, middle: number, goal: Target): Row => [
    measure,
    s1(median(loop.testFast.map((run) => run[key]))),
    s1(median(loop.fixedWork.map((run) => run[key]))),
    `${x(worst)} worst, ${x(middle)} median`,
    describeTarget(goal),
    verdict(goal),
  ];
  return {
    title: `Inner loop: npm run test:fast (medians) against a fixed piece of JavaScript work run in the same round, ${loop.rounds} alternating rounds after one to warm the transforms`,
    rows: [row('Wall', 'wallMs', loop.worstWallRatio, loop.medianWallRatio, wall), row('CPU', 'cpuMs', loop.worstCpuRatio, loop.medianCpuRatio, cpu)],
    notes: [
      `the budget is 45 s and 70 s of CPU on a quiet machine, where the fixed work takes ${QUIET_FIXED_WORK_S} s: ${WALL_BUDGET}× and ${CPU_BUDGET}×`,
      'CPU counts test:fast and everything it starts (npm, both vitest processes, their workers and children)',
    ],
  };
}
