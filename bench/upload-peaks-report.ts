import type { UploadPeaksFigures } from './upload-peaks.js';
import type { Row, Section } from './support/table.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

const mb = (v: number) => `${v.toFixed(0)} MB`;
/** The documented budget of the server and its workers together (performance.md, Memory). */
const PEAK_LIMIT_MB = 600;

/** The uploadpeaks section: each peak against the budget, and what is still held a minute after it. */
export function uploadPeaksSection(figures: UploadPeaksFigures, withTarget: (t: Target, row: (t: Target) => Row) => Row): Section {
  const rows: Row[] = figures.runs.flatMap((run): Row[] => {
    const who = `${run.buyers} buyers (${run.created} orders, ${run.failed} failed, ${run.retries} photos sent again, ${run.seconds.toFixed(0)} s)`;
    const peak = withTarget(target(`upload peak RSS, ${run.buyers} buyers`, run.peakTotalMb, ' MB', '<=', PEAK_LIMIT_MB), (t) => [
      `Peak, ${who}`,
      `${mb(run.peakTotalMb)} (server ${mb(run.peakServerMb)})`,
      `${mb(run.idleMb)} idle`,
      '',
      describeTarget(t),
      verdict(t),
    ]);
    const after: Row = [
      `${figures.afterMs / 1000} s after the peak, ${run.buyers} buyers`,
      `${mb(run.afterTotalMb)} (${run.afterProcesses} process${run.afterProcesses === 1 ? '' : 'es'})`,
      `${mb(run.idleMb)} idle`,
      `${(run.afterTotalMb / run.idleMb).toFixed(2)}×`,
      '(context)',
      '',
    ];
    return [peak, after];
  });
  return {
    title: `Upload peaks: resident set of server + photo worker while N buyers each send 3 real photographs of ${figures.photoMb.map((v) => v.toFixed(1)).join(' / ')} MB ahead, then order`,
    rows,
    notes: [
      'each buyer sends its photos one after the other as the web app does (POST /api/staged-photos, sent again after Retry-After, at most 10 s, when answered 503 or 408, at once when the connection dropped), then the order naming them; a fresh server on its defaults per run',
    ],
  };
}
