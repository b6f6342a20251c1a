import type { BackupFigures } from './backup.js';
import { backupSection } from './backup-report.js';
import type { CreationFigures } from './creation.js';
import type { EnginesFigures } from './engines.js';
import type { LighthouseFigures } from './lighthouse.js';
import { lighthouseSection, tapToPhotoSection } from './lighthouse-report.js';
import type { MemoryFigures } from './memory.js';
import type { PageHeadFigures } from './page-head.js';
import type { OpeningsFigures } from './openings.js';
import type { PhotosFigures } from './photos.js';
import { photoBytesSection } from './photo-bytes-report.js';
import type { PhotoBytesFigures } from './photo-bytes.js';
import { realPhotoBytesSection } from './real-photo-bytes-report.js';
import type { RealPhotoBytesFigures } from './real-photo-bytes.js';
import { uploadPeaksSection } from './upload-peaks-report.js';
import type { UploadPeaksFigures } from './upload-peaks.js';
import type { ReadsFigures, ReadTargetFigures } from './reads.js';
import type { ScaleFigures } from './scale.js';
import type { StartupFigures } from './startup.js';
import type { TapToPhotoFigures } from './tap-to-photo.js';
import type { CheckoutFigures } from './checkout.js';
import { checkoutSection } from './checkout-report.js';
import type { InnerLoopFigures } from './inner-loop.js';
import { innerLoopSection } from './inner-loop-report.js';
import type { UploadsFigures } from './uploads.js';
import type { Row, Section } from './support/table.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

export interface Figures {
  photos?: PhotosFigures;
  photoBytes?: PhotoBytesFigures;
  realPhotoBytes?: RealPhotoBytesFigures;
  startup?: StartupFigures;
  reads?: ReadsFigures;
  head?: PageHeadFigures;
  engines?: EnginesFigures;
  scale?: ScaleFigures;
  creation?: CreationFigures;
  memory?: MemoryFigures;
  memorySmallPhotos?: MemoryFigures;
  uploads?: UploadsFigures;
  uploadPeaks?: UploadPeaksFigures;
  lighthouse?: LighthouseFigures;
  openings?: OpeningsFigures;
  tapToPhoto?: TapToPhotoFigures;
  checkout?: CheckoutFigures;
  innerLoop?: InnerLoopFigures;
  backup?: BackupFigures;
}

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const n1 = (v: number) => v.toFixed(1);
const x = (v: number | null) => (v === null || !Number.isFinite(v) ? '—' : `${v.toFixed(2)}×`);
const ms = (v: number) => `${v < 100 ? v.toFixed(1) : n0(v)} ms`;
const mb = (v: number) => `${n1(v)} MB`;

/** The table's sections and the list of targets with their verdicts. */
export function buildReport(figures: Figures, errors: Record<string, string>): { sections: Section[]; targets: Target[] } {
  const sections: Section[] = [];
  const targets: Target[] = [];
  const withTarget = (t: Target, row: (t: Target) => Row): Row => {
    targets.push(t);
    return row(t);
  };

  const { reads, photos, memory, memorySmallPhotos: small, startup } = figures;
  if (reads) {
    const short = (level: string) => level.replace(' (default)', '');
    const throughputRow = (real: ReadTargetFigures, level: string, r: number): Row =>
      withTarget(target(`reads throughput ratio, ${short(level)}`, r, '×', '>=', 0.9), (t) => [
        `Throughput, ${level}`,
        `${n0(real.medianReqPerSec)} req/s`,
        `${n0(reads.bare.medianReqPerSec)} req/s`,
        x(r),
        describeTarget(t),
        verdict(t),
      ]);
    const p99Row = (real: ReadTargetFigures, level: string): Row =>
      withTarget(target(`reads p99 latency, ${short(level)}`, real.medianP99Ms, ' ms', '<', 25), (t) => [
        `p99 latency, ${level}`,
        ms(real.medianP99Ms),
        ms(reads.bare.medianP99Ms),
        x(real.medianP99Ms / reads.bare.medianP99Ms),
        describeTarget(t),
        verdict(t),
      ]);
    const cpuRow = (real: ReadTargetFigures, level: string, r: number | null): Row => [
      `Server CPU per request, ${level}`,
      real.medianCpuUsPerReq === null ? '—' : `${n0(real.medianCpuUsPerReq)} µs`,
      reads.bare.medianCpuUsPerReq === null ? '—' : `${n0(reads.bare.medianCpuUsPerReq)} µs`,
      x(r),
      '(context)',
      '',
    ];
    const loadgen = Math.max(...[reads.bare, reads.realWarn, reads.realInfo].flatMap((f) => f.runs.map((r) => r.loadgenCpuPct)));
    sections.push({
      title: `Reads: GET ${reads.path}, ${reads.connections} connections, ${reads.durationS} s after ${reads.warmupS} s warm-up, median of ${reads.rounds} alternating rounds (baseline: bare Koa, same JSON, ${n0(reads.bodyBytes)} bytes)`,
      rows: [
        throughputRow(reads.realWarn, 'LOG_LEVEL=warn', reads.throughputRatioWarn),
        throughputRow(reads.realInfo, 'LOG_LEVEL=info (default)', reads.throughputRatioInfo),
        p99Row(reads.realWarn, 'LOG_LEVEL=warn'),
        p99Row(reads.realInfo, 'LOG_LEVEL=info (default)'),
        [
          'p50 latency, warn / info',
          `${ms(reads.realWarn.medianP50Ms)} / ${ms(reads.realInfo.medianP50Ms)}`,
          ms(reads.bare.medianP50Ms),
          '',
          '(context)',
          '',
        ],
        cpuRow(reads.realWarn, 'warn', reads.cpuPerReqRatioWarn),
        cpuRow(reads.realInfo, 'info', reads.cpuPerReqRatioInfo),
      ],
      notes: [
        `load generator (autocannon, in the bench process, on the same machine) used up to ${loadgen.toFixed(0)}% of a core`,
        'server CPU per request = user+system time of the server process / answered requests (less sensitive to noise than req/s)',
      ],
    });
  }

  const openings = figures.openings;
  if (openings) {
    const readsRow = (label: string, rps: number, p99: number, r: number, name: string): Row =>
      withTarget(target(name, r, '×', '>=', 0.9), (t) => [
        label,
        `${n0(rps)} req/s, p99 ${ms(p99)}`,
        `${n0(openings.readsAloneReqPerSec)} req/s`,
        x(r),
        describeTarget(t),
        verdict(t),
      ]);
    sections.push({
      title: `Openings: POST /api/{slug}/{id}/opened beside GET /api/{slug}/{id} (${openings.connections} connections), ${openings.durationS} s runs, median of ${openings.rounds} rounds (baseline: the reads alone, same server, same run)`,
      rows: [
        [
          `"opened" alone, ${openings.floodConnections} connections, one page (over its limit an answer waits 1 s)`,
          `${n0(openings.openedAlone.reqPerSec)} req/s, p99 ${ms(openings.openedAlone.p99Ms)}`,
          '',
          '',
          '(context)',
          '',
        ],
        readsRow(
          `Reads with ${openings.steadyOpeningsPerSec} openings/s`,
          openings.readsWithSteadyReqPerSec,
          openings.readsWithSteadyP99Ms,
          openings.steadyRatio,
          'reads with openings ratio',
        ),
        readsRow(
          `Reads with a flood of "opened" (${openings.floodConnections} connections)`,
          openings.readsWithFloodReqPerSec,
          openings.readsWithFloodP99Ms,
          openings.floodRatio,
          'reads with an openings flood ratio',
        ),
      ],
      notes: [
        `openings answered beside the reads: ${n0(openings.steadyOpeningsAnswered)} steady, ${n0(openings.floodOpeningsAnswered)} in the floods`,
        'one page: after its first opening the half-hour window and the per-page limit (30 per 10 min) keep the table from being written again',
      ],
    });
  }

  if (photos) {
    const rows: Row[] = [
      // The processor writes 1600, 960 and 480 px: judged against bare sharp writing the same three files.
      withTarget(target('photo pipeline ratio', photos.ratioAllWidths, '×', '<=', 1.2), (t) => [
        '3 × 12 MP JPEG → WebP 1600 + 960 + 480 px (Promise.all)',
        ms(photos.processor.medianMs),
        ms(photos.bareSharpAllWidths.medianMs),
        x(photos.ratioAllWidths),
        describeTarget(t),
        verdict(t),
      ]),
      [
        '  against bare sharp writing the 1600 px file only',
        ms(photos.processor.medianMs),
        ms(photos.bareSharp.medianMs),
        x(photos.ratio),
        '(context)',
        '',
      ],
    ];
    if (photos.bareSharpSameEffort) {
      rows.push([
        `  same, baseline at effort ${photos.processorEffort}`,
        ms(photos.processor.medianMs),
        ms(photos.bareSharpSameEffort.medianMs),
        x(photos.ratioSameEffort),
        '(context)',
        '',
      ]);
    }
    const outKb = (f: { outputs: readonly { bytes: number }[] }) => f.outputs.map((o) => `${Math.round(o.bytes / 1024)}`).join('/');
    sections.push({
      title: `Photos: SharpPhotoProcessor vs sharp(buf).rotate().resize(1600 inside).webp({quality: ${photos.quality}}), median of ${photos.rounds} alternating rounds`,
      rows,
      notes: [
        `inputs: ${photos.inputs.map((i) => `${i.width}×${i.height} ${(i.bytes / 1e6).toFixed(2)} MB${i.orientation !== 1 ? ` (EXIF orientation ${i.orientation})` : ''}`).join(', ')}`,
        `outputs (KiB): processor ${outKb(photos.processor)}; bare sharp ${outKb(photos.bareSharp)}${photos.bareSharpSameEffort ? `; bare sharp effort ${photos.processorEffort} ${outKb(photos.bareSharpSameEffort)}` : ''}`,
      ],
    });
  }

  if (figures.photoBytes) sections.push(photoBytesSection(figures.photoBytes, withTarget));
  if (figures.realPhotoBytes) sections.push(realPhotoBytesSection(figures.realPhotoBytes, withTarget));

  if (memory) {
    sections.push({
      title: `Memory: resident set (VmRSS) of a fresh server (LOG_LEVEL=${memory.logLevel}) that sold one page bought with ${memory.photosLabel}`,
      rows: [
        ['RSS right after start', mb(memory.rssAtStartMb), '', '', '(context)', ''],
        ['RSS after buying the page', mb(memory.rssAfterSeedMb), '', '', '(context)', ''],
        withTarget(target(`RSS after ${memory.reads} reads`, memory.rssAfterReadsMb, ' MB', '<', 150), (t) => [
          `RSS after ${n0(memory.reads)} reads`,
          mb(memory.rssAfterReadsMb),
          '',
          '',
          describeTarget(t),
          verdict(t),
        ]),
        ['Peak RSS (VmHWM)', mb(memory.peakRssMb), '', '', '(context)', ''],
        ...(small
          ? ([
              [
                `  page bought with ${small.photosLabel}: start / bought / ${n0(small.reads)} reads`,
                `${n1(small.rssAtStartMb)} / ${n1(small.rssAfterSeedMb)} / ${mb(small.rssAfterReadsMb)}`,
                '',
                '',
                '(context)',
                '',
              ],
            ] as Row[])
          : []),
        ...(reads
          ? ([
              [`RSS of the read server after ${n0(reads.realWarnReadsServed)} reads`, mb(reads.realWarnRssAfterMb), '', '', '(context)', ''],
            ] as Row[])
          : []),
      ],
    });
  }

  if (figures.head) sections.push(pageHeadSection(figures.head, targets));
  if (figures.engines) sections.push(enginesSection(figures.engines));
  if (figures.scale) sections.push(scaleSection(figures.scale, targets));
  if (figures.creation) sections.push(creationSection(figures.creation, targets));
  if (figures.uploads) sections.push(uploadsSection(figures.uploads, targets));
  if (figures.uploadPeaks) sections.push(uploadPeaksSection(figures.uploadPeaks, withTarget));
  if (figures.backup) sections.push(backupSection(figures.backup, targets));

  if (startup) {
    const row = (kind: 'fresh' | 'existing', r: number): Row =>
      withTarget(target(`start-up, ${kind} DATA_DIR`, startup[kind].medianReadyMs, ' ms', '<=', 1000), (t) => [
        `Spawn → first 200 /healthz, ${kind} DATA_DIR`,
        ms(startup[kind].medianReadyMs),
        ms(startup.baseline.medianReadyMs),
        x(r),
        describeTarget(t),
        verdict(t),
      ]);
    sections.push({
      title: `Start-up: node dist/src/main.js, polled every ${startup.pollIntervalMs} ms, median of ${startup.rounds} alternating rounds (baseline: node -e http.createServer)`,
      rows: [
        row('fresh', startup.freshRatio),
        row('existing', startup.existingRatio),
        [
          "  server's own startupMs (main() → listening), fresh / existing",
          `${ms(startup.fresh.medianStartupMsLogged ?? Number.NaN)} / ${ms(startup.existing.medianStartupMsLogged ?? Number.NaN)}`,
          '',
          '',
          '(context)',
          '',
        ],
        [
          '  before main(): node boot + loading modules, fresh / existing',
          `${ms(startup.fresh.medianBeforeMainMs ?? Number.NaN)} / ${ms(startup.existing.medianBeforeMainMs ?? Number.NaN)}`,
          ms(startup.baseline.medianReadyMs),
          x(startup.existing.medianBeforeMainMs === null ? null : startup.existing.medianBeforeMainMs / startup.baseline.medianReadyMs),
          '(context)',
          '',
        ],
      ],
      notes: ["before main() = spawn → the 'ready' line read on stdout, minus startupMs"],
    });
  }

  if (figures.lighthouse) sections.push(lighthouseSection(figures.lighthouse, targets));
  if (figures.tapToPhoto) sections.push(tapToPhotoSection(figures.tapToPhoto, targets));
  if (figures.checkout) sections.push(checkoutSection(figures.checkout, targets));
  if (figures.innerLoop) sections.push(innerLoopSection(figures.innerLoop, targets));

  for (const [section, message] of Object.entries(errors)) {
    sections.push({ title: `${section}: FAILED`, rows: [], notes: [message.split('\n').slice(0, 6).join('\n    ')] });
  }
  return { sections, targets };
}

/** Peak memory while many buyers send three ~10 MB photos at once; every run must stay under the bound. */
function uploadsSection(uploads: UploadsFigures, targets: Target[]): Section {
  const rows: Row[] = uploads.runs.map((run) => {
    const gate = run.uploadsAtOnce === null ? 'default gate' : `gate ${run.uploadsAtOnce}`;
    const t = target(`upload peak RSS, ${run.concurrent} at once, ${gate}`, run.peakTotalMb, ' MB', '<=', 600);
    targets.push(t);
    return [
      `${run.concurrent} orders at once (${gate}): created / refused busy / failed ${run.created} / ${run.refused} / ${run.failed}, ${run.seconds.toFixed(1)} s`,
      `${mb(run.peakTotalMb)} (server ${mb(run.peakServerMb)})`,
      '',
      '',
      describeTarget(t),
      verdict(t),
    ];
  });
  return {
    title: `Uploads: peak resident set of server + photo worker (sampled every 20 ms) while N buyers each send 3 photos of ${uploads.photoMb.map((v) => v.toFixed(1)).join(' / ')} MB`,
    rows,
    notes: [
      'default gate: PHOTO_UPLOADS_AT_ONCE=4, extra orders get 503 + Retry-After; gate N: every order is taken, the bound comes from streaming to files',
    ],
  };
}

/** The public page read on each engine, each against bare Koa measured in the same rounds. */
function enginesSection(engines: EnginesFigures): Section {
  const row = (engine: EnginesFigures['sqlite']): Row => [
    `Throughput, ${engine.label} (p50 / p99 ${ms(engine.medianP50Ms)} / ${ms(engine.medianP99Ms)})`,
    `${n0(engine.medianReqPerSec)} req/s`,
    `${n0(engines.bareReqPerSec)} req/s`,
    x(engine.ratioToBare),
    '(context)',
    '',
  ];
  return {
    title: `Engines: GET /api/{slug}/{id} on the SQLite file and on PostgreSQL (LOG_LEVEL=info), ${engines.connections} connections, ${engines.durationS} s, median of ${engines.rounds} rounds (baseline: bare Koa)`,
    rows: [
      row(engines.sqlite),
      row(engines.postgresql),
      ['PostgreSQL / SQLite throughput', '', '', x(engines.postgresql.medianReqPerSec / engines.sqlite.medianReqPerSec), '(context)', ''],
    ],
  };
}

/** How reads slow down as the data grows, per engine: the median at the large size over the median at the small one. */
function scaleSection(scale: ScaleFigures, targets: Target[]): Section {
  const rows: Row[] = scale.engines.map((engine) => {
    const t = target(`read p50 ${scale.large} / ${scale.small} pages, ${engine.engine}`, engine.ratio, '×', '<=', 1.3);
    targets.push(t);
    return [
      `p50 with ${n0(scale.large)} pages, ${engine.engine} (seeded in ${n0(engine.seedSeconds)} s)`,
      ms(engine.p50LargeMs),
      `${ms(engine.p50SmallMs)} (${n0(scale.small)})`,
      x(engine.ratio),
      describeTarget(t),
      verdict(t),
    ];
  });
  return {
    title: `Scale: GET /api/{slug}/{id} of random pages, read cache off, ${n0(scale.requests)} reads by 8 clients, on ${n0(scale.small)} and then ${n0(scale.large)} pages seeded by SQL`,
    rows,
  };
}

/** Creating a page on PostgreSQL + S3 against the embedded default, in the same run. */
function creationSection(creation: CreationFigures, targets: Target[]): Section {
  const t = target('page creation, PostgreSQL + S3 / SQLite + files', creation.ratio, '×', '<=', 1.3);
  targets.push(t);
  return {
    title: `Creation: POST /api/create-payment with ${creation.photoCount} × 12 MP photos, one at a time, median of ${creation.rounds} orders each (baseline: SQLite file + DATA_DIR/uploads)`,
    rows: [
      [
        `One order on PostgreSQL + S3 (s3rver)`,
        ms(creation.servicesMedianMs),
        ms(creation.embeddedMedianMs),
        x(creation.ratio),
        describeTarget(t),
        verdict(t),
      ],
    ],
  };
}

/** The public page's HTML made per request against bare Koa sending the same bytes, and what a link unfurler gets. */
function pageHeadSection(head: PageHeadFigures, targets: Target[]): Section {
  const throughput = target('public page HTML throughput ratio', head.throughputRatio, '×', '>=', 0.5);
  const tags = target('link preview tags found', head.unfurl.found.length, '', '>=', head.unfurl.found.length + head.unfurl.missing.length);
  targets.push(throughput, tags);
  const u = head.unfurl;
  return {
    title: `Public page HTML: GET ${head.path} with its own head, ${head.connections} connections, ${head.durationS} s after ${head.warmupS} s warm-up, median of ${head.rounds} alternating rounds (baseline: bare Koa, same ${n0(head.bodyBytes)} bytes from memory)`,
    rows: [
      [
        'Throughput, LOG_LEVEL=info (default)',
        `${n0(head.real.medianReqPerSec)} req/s`,
        `${n0(head.bare.medianReqPerSec)} req/s`,
        x(head.throughputRatio),
        describeTarget(throughput),
        verdict(throughput),
      ],
      ['  p99 latency', ms(head.real.medianP99Ms), ms(head.bare.medianP99Ms), x(head.real.medianP99Ms / head.bare.medianP99Ms), '(context)', ''],
      [
        '  server CPU per request',
        head.real.medianCpuUsPerReq === null ? '—' : `${n0(head.real.medianCpuUsPerReq)} µs`,
        head.bare.medianCpuUsPerReq === null ? '—' : `${n0(head.bare.medianCpuUsPerReq)} µs`,
        x(head.real.medianCpuUsPerReq !== null && head.bare.medianCpuUsPerReq ? head.real.medianCpuUsPerReq / head.bare.medianCpuUsPerReq : null),
        '(context)',
        '',
      ],
      [
        `Unfurler's plain GET (HTTP ${u.status}): tags found`,
        `${u.found.length} of ${u.found.length + u.missing.length}`,
        '',
        '',
        describeTarget(tags),
        verdict(tags),
      ],
      [
        '  og:image: status, type, size, bytes',
        `${u.imageStatus}, ${u.imageType}, ${u.imageWidth}×${u.imageHeight}, ${n0(u.imageBytes)} B`,
        '',
        '',
        '(context)',
        '',
      ],
      ['  og:image: first request (drawn) / next (cached)', `${ms(u.imageFirstMs)} / ${ms(u.imageCachedMs)}`, '', '', '(context)', ''],
      ['  unknown page: status, generic image', `${u.unknownStatus}, ${u.unknownHasImage ? 'yes' : 'no'}`, '', '', '(context)', ''],
    ],
    notes: [`title: ${u.title ?? '(none)'}${u.missing.length ? `; missing: ${u.missing.join(', ')}` : ''}`],
  };
}
