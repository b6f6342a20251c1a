import { readFileSync } from 'node:fs';
import { readMemory } from './proc.js';

/** The process and every descendant still alive (Linux: /proc/<pid>/task/<tid>/children). */
export function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

export interface TreeMemoryPeak {
  /** Highest sum of the resident sets of the process and its descendants seen at one sample. */
  readonly peakTotalMb: number;
  /** Highest resident set of the process itself seen at one sample. */
  readonly peakRootMb: number;
  readonly samples: number;
}

/** Samples the resident set of a process tree every `intervalMs` until `stop()`: a child that comes and goes is seen. */
export function sampleTreeMemory(pid: number, intervalMs = 20): { stop(): TreeMemoryPeak } {
  let peakTotalMb = 0;
  let peakRootMb = 0;
  let samples = 0;
  const sample = () => {
    let total = 0;
    for (const member of processTree(pid)) {
      try {
        const { rssMb } = readMemory(member);
        total += rssMb;
        if (member === pid) peakRootMb = Math.max(peakRootMb, rssMb);
      } catch {
        // Exited between listing and reading.
      }
    }
    peakTotalMb = Math.max(peakTotalMb, total);
    samples++;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { peakTotalMb, peakRootMb, samples };
    },
  };
}
