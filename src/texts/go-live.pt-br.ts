import type { GoLiveFinding, GoLiveFindingId } from '../domain/shop/go-live-findings.js';

/** What each finding of `memories-cli go-live` means for a shop that takes real money. */
const FINDING: Readonly<Record<GoLiveFindingId, string>> = {
  'not-production': 'NODE_ENV não é production: a loja roda no modo de desenvolvimento, que mostra o conteúdo da demonstração',
  'demo-checkout': 'o pagamento é o de demonstração: ninguém paga de verdade e qualquer pessoa pode aprovar um pedido',
  'file-mailer': 'os e-mails são gravados em arquivos (DATA_DIR/outbox) e não chegam a quem comprou',
  'public-url': 'o endereço público não é https de um domínio seu: os links e QR Codes enviados e o retorno do Mercado Pago dependem dele',
  'app-secret': 'não há APP_SECRET de 32 caracteres ou mais: os links de edição dependem de um segredo guardado só na pasta de dados',
  'demonstration-content': 'a loja mostra contatos ou depoimentos da demonstração (contato@memories.com.br, @memories, depoimentos inventados)',
  'no-content-file': 'não há conteúdo próprio da loja: nenhum nome, contato ou rede social seu aparece no site e nos e-mails',
  'no-contact-email': 'não há e-mail de contato: a lei (Decreto 7.962/2013) pede um contato eletrônico, e é por ele que o comprador pede o reembolso',
  'endless-promotion': 'há uma promoção sem data para terminar ("de/por" permanente é propaganda enganosa, CDC art. 37)',
  'legal-name': 'falta a razão social de quem vende (Decreto 7.962/2013), mostrada no site, nos termos e no recibo',
  cnpj: 'falta o CNPJ de quem vende (Decreto 7.962/2013), mostrado no site, nos termos e no recibo',
  address: 'falta o endereço físico de quem vende (Decreto 7.962/2013), mostrado no site e nos termos',
  'backup-same-disk': 'as cópias de segurança ficam no mesmo disco que a pasta de dados: se o disco se perder, as cópias vão junto',
  'no-backup': 'não há cópias de segurança agendadas (sem BACKUP_URL; ignore se já roda o memories-backup.timer do systemd)',
  'no-metrics': 'não há métricas para os alertas (fila de e-mails parada, pagamentos falhando, disco cheio)',
  'default-name': 'a loja se apresenta como "memories": dê o nome da sua loja no campo name do conteúdo',
};

const SEVERITY = { blocker: 'BLOQUEIA', warning: 'AVISO' } as const;

/** "BLOQUEIA: o pagamento é o de demonstração (…) → MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET" */
export function goLiveFindingLine(finding: GoLiveFinding): string {
  return `${SEVERITY[finding.severity]}: ${FINDING[finding.id]} → ${finding.fix.join(', ')}`;
}

export const GO_LIVE_TEXT = {
  summary: 'confere se a loja está pronta para vender de verdade',
  description:
    'Lê a configuração em uso (as mesmas variáveis do servidor) e lista o que ainda é da demonstração ou inseguro para dinheiro de verdade, ' +
    'cada item com a variável que o resolve. BLOQUEIA: pagamento, e-mail, endereço, segredo, conteúdo e dados da loja, promoção sem fim, ' +
    'cópias no mesmo disco. AVISO: sem cópias agendadas, sem métricas, nome padrão. Termina com 0 só quando nada bloqueia.',
  heading: 'Antes de vender de verdade:',
  ready: 'Pronta para vender de verdade: nada bloqueia.',
  verdict: (blockers: number, warnings: number) =>
    blockers > 0
      ? `Ainda não: ${blockers} ${blockers === 1 ? 'item bloqueia' : 'itens bloqueiam'}${warnings > 0 ? `, ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}` : ''}.`
      : `Pronta para vender de verdade, com ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}.`,
} as const;
