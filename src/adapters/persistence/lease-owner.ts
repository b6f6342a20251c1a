import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { processExists } from '../shared/process-exists.js';

/**
 * Who holds the leases this process takes: `{host}/{pid}/{random}`. The random part tells this life of the process
 * from an earlier one with the same pid (a container restarted keeps its host name and often its pid).
 */
export const PROCESS_LEASE_OWNER = leaseOwnerOf(hostname(), process.pid);

export function leaseOwnerOf(host: string, pid: number): string {
  return `${host}/${pid}/${randomBytes(8).toString('hex')}`;
}

/**
 * True only when the owner's process is certainly gone: it ran on this host and its pid is free, or the pid is now
 * this very process (a previous life of it). Anything else (a live pid, another host, an owner of another shape) might
 * still be working, and its lease must run out on its own: taking its task could send an e-mail twice.
 */
export function leaseOwnerIsGone(owner: string, self: string = PROCESS_LEASE_OWNER): boolean {
  if (owner === self) return false;
  const theirs = parse(owner);
  const ours = parse(self);
  if (theirs === null || ours === null || theirs.host !== ours.host) return false;
  if (theirs.pid === ours.pid) return true;
  return !processExists(theirs.pid);
}

function parse(owner: string): { host: string; pid: number } | null {
  const match = /^(.+)\/([1-9]\d{0,9})\/[0-9a-f]+$/.exec(owner);
  return match ? { host: match[1]!, pid: Number(match[2]) } : null;
}
