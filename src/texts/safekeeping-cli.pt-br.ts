/** What `memories-cli shop`, `sweep-photos`, `quarantine` and the photo lines of `stats` say to the operator. */

interface Places {
  readonly database: string;
  readonly photos: string;
}

const KB = 1024;
/** 12,3 MB; 512 KB; 80 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < KB * KB) return `${Math.round(bytes / KB)} KB`;
  const mb = bytes / (KB * KB);
  return `${mb < 10 ? mb.toFixed(1).replace('.', ',') : Math.round(mb)} MB`;
}

const VERDICT: Readonly<Record<string, string>> = {
  same: 'banco e fotos são da mesma loja',
  'new-shop': 'loja nova: a identidade será gravada no banco e junto das fotos no próximo início',
  adopted: 'a identidade será gravada onde falta no próximo início',
};

export const SAFEKEEPING_CLI_TEXT = {
  shop: {
    summary: 'identidade da loja: confere se o banco e as fotos andam juntos; adota as fotos',
    description:
      'Mostra a identidade da loja gravada no banco e junto das fotos (o servidor se recusa a iniciar quando não batem). ' +
      'Com "adopt", declara que este banco e estas fotos são uma loja só.',
    status: (places: Places, ids: { database: string | null; marker: string | null }) => [
      `Banco de dados: ${places.database} (identidade: ${ids.database ?? 'nenhuma'})`,
      `Fotos: ${places.photos} (marca: ${ids.marker ?? 'nenhuma'})`,
    ],
    verdict: (kind: string, refusal: string | null) =>
      refusal ? `Situação: o servidor não inicia. ${refusal}` : `Situação: ${VERDICT[kind] ?? kind}.`,
    counts: (facts: { pages: number; photoFolders: number; unknownFolders: number }) =>
      `Páginas no banco: ${facts.pages}; pastas de fotos: ${facts.photoFolders}, das quais sem página no banco: ${facts.unknownFolders}.`,
    adoptSummary: 'declara que este banco e estas fotos são uma loja só; as fotos sem página vão para a quarentena',
    adoptDescription:
      'Para começar uma loja nova ao lado de fotos que não são dela, ou seguir com um banco restaurado de uma cópia mais antiga que as fotos: ' +
      'grava a identidade do banco junto das fotos e põe na quarentena (guardadas por dias, recuperáveis com "quarantine restore") ' +
      'as pastas de fotos que nenhuma página deste banco usa. Nenhuma foto é apagada.',
    adopted: (report: { shopId: string; quarantinedFolders: number; quarantinedPhotos: number }, dryRun: boolean) => [
      dryRun
        ? `Seriam postas na quarentena: ${report.quarantinedFolders} pasta(s), ${report.quarantinedPhotos} foto(s) (nada foi alterado).`
        : `Postas na quarentena: ${report.quarantinedFolders} pasta(s), ${report.quarantinedPhotos} foto(s).`,
      ...(dryRun ? [] : [`Identidade da loja gravada no banco e junto das fotos: ${report.shopId}. O servidor já pode iniciar.`]),
    ],
  },
  sweep: {
    summary: 'põe na quarentena as fotos que nenhuma página usa (o que a limpeza de hora em hora faz)',
    description:
      'Põe na quarentena os arquivos de fotos que nenhuma página usa, com mais de uma hora, como a limpeza de hora em hora; ' +
      'apaga os temporários de envios interrompidos. Cada rodada para no seu limite (5% das pastas, no mínimo 3, e 100 fotos); ' +
      '--beyond-limit passa do limite, com a sua palavra. Nada é apagado: a quarentena guarda as fotos por dias.',
    dryRun: 'só conta o que seria posto na quarentena',
    beyondLimit: 'passa do limite de uma rodada: põe na quarentena tudo o que encontrar',
    report: (
      report: { photos: number; leftovers: number; folders: number; recent: number; heldBack: { folders: number; photos: number } },
      dryRun: boolean,
    ) => [
      `${dryRun ? 'Iriam para a quarentena' : 'Postos na quarentena'}: ${report.photos} foto(s), ${report.folders} pasta(s) sem página${dryRun ? ' (nada foi alterado)' : ''}.`,
      `Temporários de envios interrompidos ${dryRun ? 'a apagar' : 'apagados'}: ${report.leftovers}; recentes, em espera: ${report.recent}.`,
      ...(report.heldBack.folders + report.heldBack.photos > 0
        ? [
            `Além do limite da rodada, ficaram: ${report.heldBack.folders} pasta(s) e ${report.heldBack.photos} foto(s); ` +
              'confira o banco (memories-cli shop) e use --beyond-limit para levá-las também.',
          ]
        : []),
    ],
  },
  quarantine: {
    summary: 'fotos postas de lado pela limpeza: lista e recupera',
    description:
      'As fotos que a limpeza pôs de lado ficam guardadas junto das outras fotos por dias antes de serem apagadas; aqui se listam e se recuperam.',
    listSummary: 'lista o que está na quarentena',
    restoreSummary: 'traz de volta as fotos de uma página (ou de todas, com --all)',
    all: 'todas as páginas da quarentena',
    restoreUsage: 'diga qual página (o id) ou use --all.',
    empty: 'A quarentena está vazia.',
    header: ['PÁGINA', 'POSTA EM', 'APAGADA EM', 'ARQUIVOS', 'TAMANHO'] as const,
    restored: (entries: readonly { memoryId: string; files: number }[]) =>
      entries.length === 0
        ? ['Nada na quarentena para recuperar.']
        : entries.map((entry) => `${entry.memoryId}: ${entry.files} arquivo(s) de volta.`),
  },
  stats: {
    space: (dataDir: string, space: { freeBytes: number; reserveBytes: number; low: boolean }) =>
      `Espaço livre na pasta de dados: ${space.low ? 'BAIXO: ' : ''}${formatBytes(space.freeBytes)} (${dataDir}; reserva para pedidos: ` +
      `${formatBytes(space.reserveBytes)}${space.low ? '; o /healthz responde 503 até liberar espaço' : ''})`,
    quarantine: (summary: { folders: number; files: number; bytes: number }, oldest: string, purgedAt: string) =>
      summary.files === 0
        ? 'Quarentena de fotos: vazia'
        : `Quarentena de fotos: ${summary.folders} página(s), ${summary.files} arquivo(s), ${formatBytes(summary.bytes)}; a mais antiga de ${oldest}, apagada em ${purgedAt}`,
    unanswered: (photos: string) => `Armazenamento de fotos: FALHANDO: ${photos} ou o banco não responderam à conferência`,
    storage: (state: string, check: { sampled: number; missing: number }, photos: string) => {
      if (state === 'unmarked') return `Armazenamento de fotos: FALHANDO: ${photos} não tem a marca desta loja (veja memories-cli shop)`;
      if (state === 'missing')
        return `Armazenamento de fotos: FALHANDO: as fotos sumiram de ${photos} (${check.missing} de ${check.sampled} conferidas)`;
      return `Armazenamento de fotos: ok (${photos}; ${check.sampled - check.missing} de ${check.sampled} fotos conferidas)`;
    },
  },
} as const;
