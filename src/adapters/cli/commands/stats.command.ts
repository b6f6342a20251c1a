import { GetSupportStats, type SupportStats } from '../../../application/support/get-support-stats.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { PLAN_SHORT_NAME } from '../../../texts/plans.pt-br.js';
import { EMAIL_STATUS_LABEL, json, money, NOTIFICATION_STATUS_LABEL, STATUS_LABEL, table } from '../format.js';
import { dataFolderLines, photoStorageLines, photoStorageOf } from './photo-storage-stats.js';

/** Upgrades kept, and renewals and upgrades started and refunded. */
function orderLines(orders: SupportStats['orders']): string[] {
  const started = orders.started === undefined ? '' : `iniciados: ${orders.started}; `;
  return [
    `  Upgrades para ${PLAN_SHORT_NAME.premium}: ${orders.upgrades} (contados em ${PLAN_SHORT_NAME.premium})`,
    `  Renovações e upgrades ${started}estornados: ${orders.refunded}`,
  ];
}

/** Photo files no page names, when the stats counted them. */
function orphanLines(orphans: SupportStats['orphanedPhotos']): string[] {
  if (!orphans) return [];
  return [
    `Fotos sem página (a limpeza de hora em hora põe na quarentena): arquivos: ${orphans.photos}, temporários: ${orphans.leftovers}, ` +
      `pastas: ${orphans.folders}; recentes, em espera: ${orphans.recent}`,
  ];
}

export const registerStats: RegisterCommand = (program, context) => {
  program
    .command('stats')
    .summary('páginas por situação e plano, receita por plano, e-mails na fila')
    .description(
      'Resumo da loja: páginas por situação e plano, receita por plano (pagamentos mantidos, ao preço do catálogo), e-mails, notificações, ' +
        'arquivos de fotos que nenhuma página usa, a quarentena de fotos, se o armazenamento de fotos ainda tem as fotos da loja ' +
        'e o espaço livre na pasta de dados contra a reserva para pedidos (abaixo dela, o /healthz responde 503).',
    )
    .option('--json', 'saída em JSON')
    .action(async (options: { json?: boolean }) => {
      await withRuntime(context, async (runtime) => {
        const stats = await runtime.useCase(GetSupportStats).execute();
        const photoStorage = await photoStorageOf(runtime);
        const dataFolder = await runtime.dataFolderSpace();
        if (options.json) {
          context.io.out(json({ ...stats, photoStorage, dataFolder }));
          return;
        }
        const plans = Object.keys(PLANS) as PlanId[];
        const out = (line: string) => context.io.out(line);
        out('Páginas');
        const pageRows = Object.entries(stats.pages).map(([status, byPlan]) => [
          STATUS_LABEL[status] ?? status,
          ...plans.map((plan) => String(byPlan[plan])),
          String(plans.reduce((sum, plan) => sum + byPlan[plan], 0)),
        ]);
        table(['SITUAÇÃO', ...plans.map((plan) => PLAN_SHORT_NAME[plan]), 'TOTAL'], pageRows).forEach((line) => out(`  ${line}`));
        out('');
        out('Receita');
        const revenueRows = plans.map((plan) => [
          PLAN_SHORT_NAME[plan],
          String(stats.revenue[plan].paid),
          money(stats.revenue[plan].cents),
          String(stats.reversed[plan]),
        ]);
        const renewalRow = ['Renovações', String(stats.orders.renewals), money(stats.orders.renewalCents), ''];
        const upgradeRow = ['Upgrades', String(stats.orders.upgrades), money(stats.orders.upgradeCents), ''];
        table(
          ['PLANO', 'PAGOS', 'RECEITA', 'ESTORNADOS'],
          [...revenueRows, renewalRow, upgradeRow, ['Total', '', money(stats.revenue.totalCents), '']],
        ).forEach((line) => out(`  ${line}`));
        orderLines(stats.orders).forEach(out);
        out('');
        const counts = (byStatus: Readonly<Record<string, number>>, labels: Readonly<Record<string, string>>) =>
          Object.entries(byStatus)
            .map(([status, count]) => `${labels[status] ?? status}: ${count}`)
            .join(', ');
        out(`E-mails: ${counts(stats.emails, EMAIL_STATUS_LABEL)}`);
        out(`Notificações de pagamento: ${counts(stats.paymentNotifications, NOTIFICATION_STATUS_LABEL)}`);
        if (stats.openings) {
          const { pagesOpened, openings, emailsOff } = stats.openings;
          out(`Aberturas: ${openings} em ${pagesOpened} páginas; aviso de abertura desligado em ${emailsOff}`);
        }
        orphanLines(stats.orphanedPhotos).forEach(out);
        photoStorageLines(photoStorage).forEach(out);
        dataFolderLines(dataFolder).forEach(out);
      });
    });
};
