import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

export interface MemoryReading {
  /** Resident set size now, in MiB. */
  readonly rssMb: number;
  /** Peak resident set size since start (VmHWM), in MiB. */
  readonly peakRssMb: number;
}

/** VmRSS and VmHWM of a Linux process, from /proc/<pid>/status. */
export function readMemory(pid: number): MemoryReading {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Number(match[1]);
  };
  return { rssMb: (kb('VmRSS') * 1024) / MB, peakRssMb: (kb('VmHWM') * 1024) / MB };
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU time a process has used so far, in milliseconds (10 ms resolution on most kernels). */
export function readCpuMs(pid: number): number {
  return statTicksMs(pid, 14, 15);
}

/** User + system CPU time of a process's children that have ended and been waited for, and of theirs, in milliseconds. */
export function readChildrenCpuMs(pid: number): number {
  return statTicksMs(pid, 16, 17);
}

/** Two clock-tick fields of /proc/<pid>/stat (numbered as proc(5) does: utime 14, stime 15, cutime 16, cstime 17), summed, in ms. */
function statTicksMs(pid: number, first: number, second: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces, start at field 3 (the state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[first - 3]) + Number(fields[second - 3])) * 1000) / clockTicks();
}
