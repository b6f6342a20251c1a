const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;

/** What memories-cli's backup and restore commands say to the operator. */
export const BACKUP_CLI_TEXT = {
  backupSummary: 'copia a loja (linhas e fotos) para uma pasta ou um bucket s3://, com o servidor no ar',
  backupDescription:
    'Faz uma cópia consistente da loja enquanto ela funciona: todas as linhas do banco (SQLite ou PostgreSQL) num instante só, e todos ' +
    'os arquivos do armazenamento de fotos. Fotos que uma cópia anterior do mesmo destino já tem não são copiadas de novo. O manifesto é ' +
    'escrito por último: uma cópia interrompida não aparece como inteira. Recusa, sem gravar nada, um DATA_DIR sem banco de dados, um ' +
    'destino cuja cópia mais recente é de outra loja e uma loja sem páginas onde a cópia mais recente tem páginas.',
  destination: 'uma pasta (de preferência em outro disco ou máquina) ou s3://bucket/prefixo',
  verifySummary: 'confere uma cópia inteira: manifesto, checksums, fotos das páginas, linhas legíveis',
  listSummary: 'lista as cópias de um destino, com data, páginas e tamanho',
  pruneSummary: 'apaga as cópias que a retenção não guarda (BACKUP_KEEP) e os arquivos que nenhuma cópia usa',
  restoreSummary: 'restaura uma cópia no DATA_DIR / DATABASE_URL e armazenamento de fotos desta configuração (vazios)',
  restoreDescription:
    'Diz qual cópia vai restaurar (data, páginas, loja, fotos) e confere a cópia inteira antes; recusa um destino que já tem páginas ou ' +
    'fotos (sem --force) e, sem --snapshot, uma cópia mais recente sem páginas ou de outra loja; grava as fotos, depois todas as ' +
    'linhas numa única transação. Funciona de SQLite para PostgreSQL e de volta. Pare o servidor antes.',
  snapshotOption: 'a cópia a usar (a mais recente, se omitido)',
  force: 'restaura mesmo sobre uma loja que já tem páginas ou fotos (as linhas dela são substituídas)',
  keepOption: 'a retenção, como 7d,4w,12m (padrão: BACKUP_KEEP)',
  allowOtherShopBackup: 'grava mesmo num destino cuja cópia mais recente é de outra loja (outro id de loja)',
  allowEmptyShopBackup: 'grava mesmo a cópia de uma loja sem nenhuma página onde a cópia mais recente tem páginas',
  allowOtherShopRestore: 'restaura a cópia mais recente mesmo sendo de outra loja que a deste destino, que já tem páginas',
  allowEmptyShopRestore: 'restaura a cópia mais recente mesmo sem nenhuma página',
  createDatabase: 'cria o banco SQLite em DATA_DIR se ainda não existir (restaurar numa pasta de dados nova)',
  json: 'saída em JSON',
  badUrl: (url: string) => `destino inválido "${url}": use uma pasta ou s3://bucket/prefixo`,
  badKeep: (keep: string) => `retenção inválida "${keep}": use contagens por período, como 7d,4w,12m (d dias, w semanas, m meses, y anos)`,
  taken: (snapshot: string, copied: number, reused: number, bytes: number, ms: number) =>
    `Cópia ${snapshot} feita: ${copied} arquivo(s) de foto copiados, ${reused} já estavam no destino; ${megabytes(bytes)} enviados em ${(ms / 1000).toFixed(1).replace('.', ',')} s.`,
  rows: (rows: Readonly<Record<string, number>>) =>
    `Linhas: ${Object.entries(rows)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')}.`,
  whole: (snapshot: string, files: number, bytes: number) => `Cópia ${snapshot} inteira: ${files} arquivo(s), ${megabytes(bytes)} conferidos.`,
  notWhole: (snapshot: string | null) => (snapshot ? `a cópia ${snapshot} não está inteira` : 'não há cópia inteira para conferir'),
  problems: {
    noSnapshot: 'o destino não tem nenhuma cópia (nenhum manifesto).',
    unknownSnapshot: (snapshot: string) => `não há cópia ${snapshot} neste destino.`,
    unreadableManifest: (snapshot: string) => `o manifesto da cópia ${snapshot} está ilegível ou é de outra versão.`,
    missingFile: (path: string) => `falta o arquivo ${path}.`,
    damagedFile: (path: string) => `o arquivo ${path} não confere com o checksum do manifesto (corrompido).`,
    unreadableRows: (path: string) => `as linhas de ${path} estão ilegíveis.`,
    rowCount: (table: string, found: number, expected: number) => `a tabela ${table} tem ${found} linha(s), o manifesto diz ${expected}.`,
    missingPhoto: (path: string) => `a foto ${path}, usada por uma página, não está na cópia.`,
  },
  /** A snapshot as the refusals and the restore name it: its id, time, pages and (when known) shop id. */
  snapshot: (id: string, at: string, pages: number, shopId: string | null) =>
    `a cópia ${id} (${at}, ${pages} página(s)${shopId ? `, loja ${shopId}` : ', sem id de loja'})`,
  backupRefusals: {
    otherShop: (snapshot: string, shopId: string | null) =>
      `cópia recusada: o destino é de outra loja — a cópia mais recente dele é ${snapshot}, e esta loja é ${shopId ?? 'uma loja sem id (nunca iniciada pelo servidor)'}; ` +
      'confira DATA_DIR / DATABASE_URL e o destino, ou use --allow-other-shop; nada foi gravado',
    emptyShop: (snapshot: string) =>
      `cópia recusada: esta loja não tem nenhuma página e a cópia mais recente do destino, ${snapshot}, tem; ` +
      'confira DATA_DIR / DATABASE_URL, ou use --allow-empty-shop; nada foi gravado',
  },
  restoring: (snapshot: string, photos: number) => `Restaurando ${snapshot}, ${photos} arquivo(s) de foto.`,
  refusals: {
    otherShop: (snapshot: string, shopId: string | null) =>
      `restauração recusada: ${snapshot} é de outra loja que a deste destino (${shopId ?? 'sem id'}), que já tem páginas; ` +
      'escolha a cópia com --snapshot, ou use --allow-other-shop; nada foi alterado',
    emptySnapshot: (snapshot: string) =>
      `restauração recusada: ${snapshot} não tem nenhuma página; escolha a cópia com --snapshot (veja memories-cli backup list), ` +
      'ou use --allow-empty-shop; nada foi alterado',
    notWhole: (snapshot: string | null) =>
      `restauração recusada: ${snapshot ? `a cópia ${snapshot} não está inteira` : 'não há cópia inteira'} (rode memories-cli backup verify); nada foi alterado`,
    targetNotEmpty: (rows: number, files: number) =>
      `restauração recusada: o destino já tem ${rows} linha(s) e ${files} arquivo(s) de foto; use um DATA_DIR / banco e armazenamento vazios, ou --force para substituir; nada foi alterado`,
    newerSchema: (snapshotMigration: string, targetMigration: string) =>
      `restauração recusada: a cópia é de uma versão mais nova do esquema (${snapshotMigration || 'sem migração registrada'}) que esta (${targetMigration}); atualize o memories antes; nada foi alterado`,
  },
  changed: (path: string) =>
    `restauração interrompida: o arquivo ${path} da cópia mudou durante a restauração; nenhuma linha foi gravada, rode de novo com --force`,
  incomplete: (count: number) => `cópia não feita: ${count} foto(s) usadas por páginas sumiram durante a cópia em três tentativas; rode de novo`,
  restored: (snapshot: string, pages: number, photos: number, ms: number) =>
    `Cópia ${snapshot} restaurada: ${pages} página(s), ${photos} arquivo(s) de foto, em ${(ms / 1000).toFixed(1).replace('.', ',')} s.`,
  listHeader: ['CÓPIA', 'DATA', 'BANCO', 'LOJA', 'PÁGINAS', 'ARQUIVOS', 'TAMANHO'] as const,
  noSnapshots: 'Nenhuma cópia neste destino.',
  unreadable: 'ilegível',
  megabytes,
  pruned: (removed: number, kept: number, blobs: number, bytes: number, putOff: boolean) =>
    `Retenção: ${removed} cópia(s) apagadas, ${kept} mantidas; ${blobs} arquivo(s) sem uso apagados (${megabytes(bytes)})` +
    (putOff ? '; a limpeza de arquivos ficou para depois (há uma cópia em andamento).' : '.'),
} as const;
