import { mayGoLive } from '../../../domain/shop/go-live-findings.js';
import { GO_LIVE_TEXT, goLiveFindingLine } from '../../../texts/go-live.pt-br.js';
import type { RegisterCommand } from '../cli-context.js';
import { CommandIncompleteError } from '../cli-usage-error.js';
import { json } from '../format.js';

export const registerGoLive: RegisterCommand = (program, context) => {
  program
    .command('go-live')
    .summary(GO_LIVE_TEXT.summary)
    .description(GO_LIVE_TEXT.description)
    .option('--json', 'saída em JSON')
    .action(async (options: { json?: boolean }) => {
      const findings = await context.goLiveFindings();
      const ready = mayGoLive(findings);
      const blockers = findings.filter((finding) => finding.severity === 'blocker').length;
      if (options.json) context.io.out(json({ ready, findings }));
      else if (findings.length === 0) context.io.out(GO_LIVE_TEXT.ready);
      else {
        context.io.out(GO_LIVE_TEXT.heading);
        for (const finding of findings) context.io.out(`  ${goLiveFindingLine(finding)}`);
        if (ready) context.io.out(GO_LIVE_TEXT.verdict(0, findings.length));
      }
      if (!ready) throw new CommandIncompleteError(GO_LIVE_TEXT.verdict(blockers, findings.length - blockers));
    });
};
