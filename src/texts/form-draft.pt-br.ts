/** What the creation form says about the draft it keeps on this device (src/ui/features/create-memory/use-form-draft.ts). */
export const FORM_DRAFT_TEXT = {
  /** Beside "Começar de novo": where what is typed is kept. */
  keptHere: 'O que você preenche fica guardado neste aparelho até o pagamento.',
  restored: 'Continuamos de onde você parou: o que você tinha preenchido voltou.',
  startOver: 'Começar de novo',
  confirmTitle: 'Começar de novo?',
  confirmText: 'Os nomes, as datas, a mensagem, as fotos e tudo o que você escolheu saem deste aparelho. Não dá para desfazer.',
  confirm: 'Apagar tudo',
  keep: 'Continuar preenchendo',
  /** Under the photos, for a photo of the draft the server no longer holds (sent more than an hour ago). */
  sendAgain: (name: string) => `Envie de novo: ${name} (a foto enviada antes expirou)`,
} as const;
