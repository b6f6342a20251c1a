/** The counts the command reports. */
interface PhotoWidthsCounts {
  readonly pages: number;
  readonly complete: number;
  readonly made: number;
  readonly missing: number;
  readonly avifMade: number;
  readonly avifComplete: number;
  readonly chapterPhotosMissing: number;
}

/** What `memories-cli photo-variants` says to the operator. */
export const PHOTO_WIDTHS_CLI_TEXT = {
  summary: 'cria as larguras menores (480, 720 e 1080 px), a miniatura de desfoque e as cópias AVIF das fotos guardadas antes delas',
  description:
    'Cria, a partir da foto guardada, as cópias de 480, 720 e 1080 px e a miniatura de desfoque (guardada com a página) que faltam nas fotos de páginas anteriores a elas ' +
    '(o celular baixa a menor que a tela pede, e o fundo desfocado vem na própria página), ' +
    'e, nas páginas pagas e nos seus capítulos ("Um novo capítulo"), as cópias AVIF de cada largura que ficam ao menos 20% menores que a WebP. ' +
    'Fotos que já têm todas as larguras, a miniatura e as cópias AVIF ficam como estão; pode rodar de novo, e com o servidor no ar.',
  dryRun: 'só conta o que seria criado',
  json: 'saída em JSON',
  progress: (done: number, total: number) => `páginas: ${done}/${total}`,
  report: (report: PhotoWidthsCounts, dryRun: boolean) =>
    [
      `${dryRun ? 'Seriam criadas' : 'Criadas'}: larguras de ${report.made} foto(s)${dryRun ? ' (nada foi alterado)' : ''}.`,
      `Já completas: ${report.complete} foto(s), em ${report.pages} página(s).`,
      `${dryRun ? 'Seriam criadas' : 'Criadas'}: cópias AVIF de ${report.avifMade} foto(s); já feitas: ${report.avifComplete}.`,
      ...(report.missing > 0 ? [`Fotos que faltam no armazenamento (nada a fazer): ${report.missing}.`] : []),
      ...(report.chapterPhotosMissing > 0 ? [`Fotos de capítulos que faltam no armazenamento (nada a fazer): ${report.chapterPhotosMissing}.`] : []),
    ] as const,
} as const;
