// npm run bench: builds, then measures the product against baselines measured in the same run, prints a table and
// writes the figures to .bench/last-run.json. It reports; it never fails because a target is missed.
//   BENCH_ONLY=photos,photobytes,realphotos,startup,reads,head,engines,scale,creation,memory,uploads,uploadpeaks,lighthouse,tap,openings,backup,checkout,innerloop  run some sections only
//   BENCH_QUICK=1                           shorter runs, to try the benchmark itself
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { benchBackup } from './backup.js';
import { benchCheckout } from './checkout.js';
import { benchCreation } from './creation.js';
import { benchEngines } from './engines.js';
import { benchInnerLoop } from './inner-loop.js';
import { benchLighthouse } from './lighthouse.js';
import { benchMemory } from './memory.js';
import { benchPageHead } from './page-head.js';
import { benchOpenings } from './openings.js';
import { benchPhotoBytes } from './photo-bytes.js';
import { benchRealPhotoBytes } from './real-photo-bytes.js';
import { benchPhotos } from './photos.js';
import { benchReads } from './reads.js';
import { buildReport, type Figures } from './report.js';
import { benchScale } from './scale.js';
import { benchStartup } from './startup.js';
import { benchTapToPhoto } from './tap-to-photo.js';
import { guardChildren, stopAllChildren, wasInterrupted } from './support/children.js';
import { RESULTS_FILE, SERVER_ENTRY } from './support/paths.js';
import { progress } from './support/progress.js';
import { renderTable } from './support/table.js';
import { removeTempDirs } from './support/temp-dirs.js';
import { makeLargePhotos, makeSmallPhotos, makeTestPhotos } from './support/test-photos.js';
import { benchUploads } from './uploads.js';
import { benchUploadPeaks } from './upload-peaks.js';
import { makeRealLargePhotos } from './support/real-large-photos.js';

const SECTIONS = [
  'photos',
  'photobytes',
  'realphotos',
  'startup',
  'reads',
  'head',
  'engines',
  'scale',
  'creation',
  'memory',
  'uploads',
  'uploadpeaks',
  'lighthouse',
  'tap',
  'openings',
  'backup',
  'checkout',
  'innerloop',
] as const;
type SectionName = (typeof SECTIONS)[number];

async function cleanup(): Promise<void> {
  await stopAllChildren();
  await removeTempDirs();
}

async function main(): Promise<number> {
  guardChildren(cleanup);
  const quick = process.env.BENCH_QUICK === '1';
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const selected = SECTIONS.filter((s) => only.length === 0 || only.includes(s));
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);

  const startedAt = new Date();
  const loadBefore = loadavg();
  progress(`generating three 12 MP test photos${quick ? ' (quick mode)' : ''}`);
  const photos = await makeTestPhotos();
  const photoBytes = photos.map((p) => p.bytes);

  const figures: Figures = {};
  const errors: Partial<Record<SectionName, string>> = {};
  const attempt = async (name: SectionName, work: () => Promise<void>) => {
    if (!selected.includes(name) || wasInterrupted()) return;
    try {
      await work();
    } catch (error) {
      if (wasInterrupted()) return;
      errors[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      progress(`${name} failed: ${errors[name]}`);
      await stopAllChildren();
    }
  };

  // Photos first, in this process, while no server is running.
  await attempt('photos', async () => {
    figures.photos = await benchPhotos({ photos, rounds: quick ? 2 : 5 });
  });
  await attempt('photobytes', async () => {
    figures.photoBytes = await benchPhotoBytes({ photos, rounds: quick ? 1 : 3 });
  });
  await attempt('realphotos', async () => {
    figures.realPhotoBytes = await benchRealPhotoBytes();
  });
  await attempt('startup', async () => {
    figures.startup = await benchStartup({ rounds: quick ? 2 : 7, pollIntervalMs: 10 });
  });
  await attempt('reads', async () => {
    figures.reads = await benchReads({
      photos: photoBytes,
      connections: 50,
      durationS: quick ? 3 : 10,
      warmupS: quick ? 1 : 2,
      rounds: 3,
    });
  });
  await attempt('head', async () => {
    figures.head = await benchPageHead({ photos: photoBytes, connections: 50, durationS: quick ? 3 : 10, warmupS: quick ? 1 : 2, rounds: 2 });
  });
  await attempt('engines', async () => {
    figures.engines = await benchEngines({ photos: photoBytes, connections: 50, durationS: quick ? 3 : 10, warmupS: quick ? 1 : 2, rounds: 2 });
  });
  await attempt('scale', async () => {
    figures.scale = await benchScale({ small: 1000, large: quick ? 100_000 : 1_000_000, requests: quick ? 1000 : 4000, concurrency: 8 });
  });
  await attempt('creation', async () => {
    figures.creation = await benchCreation({ photos: photoBytes, rounds: quick ? 2 : 6 });
  });
  await attempt('memory', async () => {
    const common = { reads: 10_000, connections: 50, logLevel: 'info' } as const;
    figures.memory = await benchMemory({ ...common, photosLabel: '3 × 12 MP JPEG', photos: photoBytes });
    // The same with small photos: what reads cost without sharp's working set from the upload.
    figures.memorySmallPhotos = await benchMemory({ ...common, photosLabel: '3 × 800×600 JPEG', photos: await makeSmallPhotos() });
  });

  await attempt('uploads', async () => {
    progress('uploads: generating three photos just under the 10 MB limit');
    figures.uploads = await benchUploads({ photos: await makeLargePhotos(), concurrency: [10, 30], gates: ['default', 'all'] });
  });

  await attempt('uploadpeaks', async () => {
    progress('uploadpeaks: enlarging three real photographs to about 10 MB');
    figures.uploadPeaks = await benchUploadPeaks({ photos: await makeRealLargePhotos(), buyers: [10, 30], afterMs: quick ? 10_000 : 60_000 });
  });

  await attempt('openings', async () => {
    figures.openings = await benchOpenings({
      photos: photoBytes,
      connections: 50,
      durationS: quick ? 3 : 10,
      warmupS: quick ? 1 : 2,
      rounds: quick ? 1 : 3,
      steadyOpeningsPerSec: 50,
      floodConnections: 10,
    });
  });

  await attempt('backup', async () => {
    figures.backup = await benchBackup({ pages: quick ? 100 : 1000, photosPerPage: 3 });
  });

  await attempt('lighthouse', async () => {
    figures.lighthouse = await benchLighthouse({ photos: photoBytes, runs: quick ? 1 : 3 });
  });
  await attempt('tap', async () => {
    figures.tapToPhoto = await benchTapToPhoto({ photos: photoBytes, runs: quick ? 1 : 3 });
  });
  await attempt('checkout', async () => {
    figures.checkout = await benchCheckout({ photos: photoBytes, fillMs: quick ? 20_000 : 60_000 });
  });
  // Last, with no server of the bench running beside it.
  await attempt('innerloop', async () => {
    figures.innerLoop = await benchInnerLoop({ rounds: quick ? 1 : 4 });
  });

  // Interrupted: the signal handler stops the children and exits; an incomplete run is neither printed nor saved.
  if (wasInterrupted()) return 130;
  const { sections, targets } = buildReport(figures, errors);
  const environment = {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadavgBefore: loadBefore,
    loadavgAfter: loadavg(),
    quick,
  };
  const finishedAt = new Date();
  const met = targets.filter((t) => t.met).length;

  process.stdout.write(
    [
      '',
      `memories benchmark, ${finishedAt.toISOString()}, node ${environment.node}, ${environment.cpus} CPUs (${environment.cpuModel}), ` +
        `load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${environment.loadavgAfter.map((l) => l.toFixed(2)).join(' ')} after` +
        (quick ? ', QUICK MODE (shorter runs)' : ''),
      '',
      renderTable(sections),
      `Targets met: ${met} of ${targets.length}${
        targets.some((t) => !t.met)
          ? ` (not met: ${targets
              .filter((t) => !t.met)
              .map((t) => t.name)
              .join('; ')})`
          : ''
      }`,
      `Figures written to ${RESULTS_FILE}`,
      '',
    ].join('\n'),
  );

  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        durationS: (finishedAt.getTime() - startedAt.getTime()) / 1000,
        environment,
        targets,
        figures,
        errors,
      },
      null,
      2,
    )}\n`,
  );
  return Object.keys(errors).length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (wasInterrupted()) exitCode = 130;
  else process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
} finally {
  await cleanup();
}
process.exit(exitCode);
