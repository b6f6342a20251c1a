import type { LighthouseFigures, LighthousePageFigures } from './lighthouse.js';
import type { FormReadyFigures, TapToPhotoFigures } from './tap-to-photo.js';
import { median } from './support/stats.js';
import type { Row, Section } from './support/table.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const n1 = (v: number) => v.toFixed(1);
const ratio = (product: number, floor: number | undefined) => (floor && Number.isFinite(floor) ? `${(product / floor).toFixed(2)}×` : '');

/** The goals of the public page (issue 13). */
const PUBLIC_GOALS = { score: 0.99, lcpMs: 1000, tbtMs: 50, jsKb: 60 } as const;
/**
 * The landing's and the creation form's (issue 39): their TBT over the static text floor's in the same run, and the
 * script an audit sees, which is the script before the first interaction (an audit never touches the page).
 */
const LANDING_GOALS = { score: 0.99, lcpMs: 1500, tbtOverFloorMs: 50, jsKb: 35 } as const;
const FORM_GOALS = { score: 0.98, lcpMs: 1500, tbtOverFloorMs: 100, jsKb: 60 } as const;

type Goals = { score: number; lcpMs: number; tbtMs?: number; tbtOverFloorMs?: number; jsKb?: number };

function goalRows(page: LighthousePageFigures, goals: Goals, floor: LighthousePageFigures | undefined, targets: Target[]): Row[] {
  const withTarget = (t: Target, row: (t: Target) => Row): Row => {
    targets.push(t);
    return row(t);
  };
  const rows: Row[] = [
    withTarget(target(`lighthouse score, ${page.name}`, page.medianScore, '', '>=', goals.score), (t) => [
      `Performance score, ${page.name}`,
      page.medianScore.toFixed(2),
      floor ? floor.medianScore.toFixed(2) : '',
      '',
      describeTarget(t),
      verdict(t),
    ]),
    withTarget(target(`LCP, ${page.name}`, page.medianLcpMs, ' ms', '<=', goals.lcpMs), (t) => [
      '  LCP (median)',
      `${n0(page.medianLcpMs)} ms`,
      floor ? `${n0(floor.medianLcpMs)} ms` : '',
      ratio(page.medianLcpMs, floor?.medianLcpMs),
      describeTarget(t),
      verdict(t),
    ]),
  ];
  if (goals.tbtOverFloorMs !== undefined && floor)
    rows.push(
      withTarget(target(`TBT over the floor's, ${page.name}`, page.medianTbtMs - floor.medianTbtMs, ' ms', '<=', goals.tbtOverFloorMs), (t) => [
        "  TBT (median), over the floor's",
        `${n0(page.medianTbtMs)} ms (+${n0(t.value)})`,
        `${n0(floor.medianTbtMs)} ms`,
        '',
        describeTarget(t),
        verdict(t),
      ]),
    );
  else if (goals.tbtMs !== undefined)
    rows.push(
      withTarget(target(`TBT, ${page.name}`, page.medianTbtMs, ' ms', '<=', goals.tbtMs), (t) => [
        '  TBT (median)',
        `${n0(page.medianTbtMs)} ms`,
        floor ? `${n0(floor.medianTbtMs)} ms` : '',
        '',
        describeTarget(t),
        verdict(t),
      ]),
    );
  else rows.push(['  TBT (median)', `${n0(page.medianTbtMs)} ms`, '', '', '(context)', '']);
  rows.push(commitRow(page, floor));
  if (goals.jsKb !== undefined)
    rows.push(
      withTarget(target(`JavaScript gzipped, ${page.name}`, page.scriptGzipKb, ' KB', '<=', goals.jsKb), (t) => [
        goals.tbtOverFloorMs === undefined ? '  JavaScript shipped (gzip)' : '  JavaScript before the first interaction (gzip)',
        `${n1(page.scriptGzipKb)} KB`,
        floor ? `${n1(floor.scriptGzipKb)} KB` : '',
        '',
        describeTarget(t),
        verdict(t),
      ]),
    );
  else rows.push(['  JavaScript shipped (gzip)', `${n1(page.scriptGzipKb)} KB`, '', '', '(context)', '']);
  rows.push(['  CLS (median)', page.medianCls.toFixed(3), floor ? floor.medianCls.toFixed(3) : '', '', '(context)', '']);
  return rows;
}

/** How much of a page's TBT is the navigation's own commit task (see LighthousePageFigures.medianCommitTbtMs). */
function commitRow(page: LighthousePageFigures, floor: LighthousePageFigures | undefined): Row {
  return [
    "  of the TBT, the navigation's commit (median)",
    `${n0(page.medianCommitTbtMs)} ms`,
    floor ? `${n0(floor.medianCommitTbtMs)} ms` : '',
    '',
    '(context)',
    '',
  ];
}

/** A floor page: its figures, no target (the public page's rows compare with the text floor). */
function floorRows(page: LighthousePageFigures): Row[] {
  return [
    [`Performance score, ${page.name}`, page.medianScore.toFixed(2), '', '', '(floor)', ''],
    ['  LCP / CLS / TBT (medians)', `${n0(page.medianLcpMs)} ms / ${page.medianCls.toFixed(3)} / ${n0(page.medianTbtMs)} ms`, '', '', '(floor)', ''],
    commitRow(page, undefined),
  ];
}

/** The Lighthouse section: the public page against its floors (baseline column: the static text page), then the app. */
export function lighthouseSection(lh: LighthouseFigures, targets: Target[]): Section {
  const textFloor = lh.pages.find((page) => page.floor && page.path.endsWith('text.htm'));
  const rows: Row[] = [];
  for (const page of lh.pages) {
    if (page.floor) rows.push(...floorRows(page));
    else if (page.name.startsWith('public')) rows.push(...goalRows(page, PUBLIC_GOALS, textFloor, targets));
    else rows.push(...goalRows(page, page.name.startsWith('landing') ? LANDING_GOALS : FORM_GOALS, textFloor, targets));
  }
  return {
    title: `Lighthouse ${lh.lighthouseVersion} mobile audit (simulated slow 4G, mid-range phone), Debian Chromium, median of ${lh.pages[0]?.scores.length ?? 0} runs`,
    rows,
    notes: [
      'baseline column: the static text page sent by the same server in the same run (the floor)',
      "the landing's and the form's script: every script the audit saw (it never touches the page, so their code asked for at the first touch is not among it)",
    ],
  };
}

/** The form's readiness (issue 39: a figure, no target), as a ratio to the floor page's load on the same phone. */
function formReadyRows(form: FormReadyFigures): Row[] {
  const floor = median(form.floorLoadMs);
  const runs = (values: readonly number[]) => values.map((v) => n0(v)).join(' / ');
  return [
    [
      'Form ready: navigation → a letter typed in "Seu nome" lands (median)',
      `${n0(median(form.typedMs))} ms`,
      `${n0(floor)} ms`,
      ratio(median(form.typedMs), floor),
      '(figure)',
      '',
    ],
    ['  every run; the floor: navigation → its load event', runs(form.typedMs), runs(form.floorLoadMs), '', '(context)', ''],
    [
      "  → the name in the live preview (the form's code has the page)",
      `${n0(median(form.previewedMs))} ms`,
      runs(form.previewedMs),
      ratio(median(form.previewedMs), floor),
      '(context)',
      '',
    ],
  ];
}

/** Tap on 'Clique' → the first photo decoded and on screen, Chromium throttled through the DevTools protocol. */
export function tapToPhotoSection(tap: TapToPhotoFigures, targets: Target[]): Section {
  // Every run, not the median: a recipient who gets the slow run waits that long.
  const afterQuiet = target('tap → first photo on screen, slow 4G, every run', Math.max(...tap.afterQuiet.runs), ' ms', '<=', 300);
  const early = target('tap at once → first photo on screen, slow 4G, every run', Math.max(...tap.asSoonAsItListens.runs), ' ms', '<=', 1000);
  targets.push(afterQuiet, early);
  const runs = (values: readonly number[]) => values.map((v) => n0(v)).join(' / ');
  return {
    title: `Tap on 'Clique' → first photo decoded on screen (${tap.network}), slowest of ${tap.afterQuiet.runs.length} runs`,
    rows: [
      [
        'Tap once the gate has loaded (network quiet)',
        `${n0(afterQuiet.value)} ms`,
        runs(tap.afterQuiet.runs),
        '',
        describeTarget(afterQuiet),
        verdict(afterQuiet),
      ],
      [
        'Tap as soon as the painted gate listens',
        `${n0(early.value)} ms`,
        runs(tap.asSoonAsItListens.runs),
        '',
        describeTarget(early),
        verdict(early),
      ],
      [
        '  navigation → gate painted (FCP) / → that tap (medians)',
        `${n0(tap.asSoonAsItListens.medianFcpMs)} ms / ${n0(tap.asSoonAsItListens.medianTapAtMs)} ms`,
        '',
        '',
        '(context)',
        '',
      ],
      ...formReadyRows(tap.formReady),
    ],
    notes: [
      'on screen = the img element of the first photo decoded (img.decode()) and the next frame drawn; Baseline column: every run',
      'form ready: /create?plan=premium, "Seu nome" tapped as soon as it is on the page, "Ana" typed; the floor: navigation → load event of the static text page, same phone, same run',
    ],
  };
}
