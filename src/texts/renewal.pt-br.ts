import type { PageOrderKind } from '../domain/renewal/page-orders.js';
import { PLAN_TITLE } from './plans.pt-br.js';
import { STORY_HEADING } from './story-page.pt-br.js';

/** The item a checkout of a renewal or an upgrade shows (Mercado Pago's item title, the demo checkout's line). */
export const ORDER_TITLE: Readonly<Record<PageOrderKind, string>> = {
  renewal: `Renovação do ${PLAN_TITLE.basic} por mais 1 ano`,
  upgrade: `Upgrade para o ${PLAN_TITLE.premium}`,
};

/** The plan section of the edit page and the renewal page. */
export const RENEWAL_TEXT = {
  sectionTitle: 'Seu plano',
  pageTitle: 'Renovar sua página de amor',
  loading: 'Carregando o seu plano…',
  loadFailed: 'Não foi possível carregar o seu plano. Tente novamente em instantes.',
  lifetime: 'Sua página fica no ar para sempre.',
  endsOn: (date: string) => `Sua página fica no ar até ${date}.`,
  endedOn: (date: string) => `Sua página saiu do ar em ${date}.`,
  keptUntil: (date: string) => `Guardamos tudo até ${date}: renove antes disso e ela volta na hora.`,
  sameLink: 'O link e o QR Code continuam os mesmos.',
  renew: 'Renovar por mais um ano',
  upgrade: (price: string) => `Fazer upgrade para Pra Sempre (${price})`,
  upgradeHint: `Para sempre no ar, com até 3 fotos, música e ${STORY_HEADING}.`,
  opening: 'Abrindo o pagamento…',
  orderPending: 'Aguardando a confirmação do pagamento. Assim que ele for aprovado, esta página mostra o novo plano.',
  renewed: (date: string) => `Pagamento confirmado! Sua página está renovada até ${date}.`,
  upgraded: `Pagamento confirmado! Sua página agora é Pra Sempre: já dá para colocar 3 fotos, música e ${STORY_HEADING}.`,
  openPage: 'Ver a página',
  addNewPhotos: 'Adicionar as novas fotos',
  addWithEditLink: 'Para adicionar as novas fotos e a música, abra o link de edição que enviamos por e-mail.',
  suspended: 'Esta página foi suspensa. Se acha que é um engano, fale com o suporte.',
  invalidLink: 'Link de renovação inválido. Use o link do e-mail mais recente.',
} as const;

/** Why an e-mail was sent, as support reads it (memories-cli show). */
export const EMAIL_REASON_LABEL: Readonly<Record<string, string>> = {
  activated: 'ativação',
  resend: 'reenvio',
  opened: 'abertura',
  anniversary: 'aniversário',
  reply: 'resposta',
  renewed: 'renovação',
  upgraded: 'upgrade',
  'ends-in-30-days': 'aviso: 30 dias',
  'ends-in-7-days': 'aviso: 7 dias',
  ended: 'aviso: saiu do ar',
  'removal-in-7-days': 'aviso: remoção em 7 dias',
  delivery: 'entrega no dia',
  'delivery-sent': 'aviso: entrega enviada',
  'letter-opened': 'carta aberta',
  'question-tries': 'tentativas na pergunta',
};

export const ORDER_KIND_LABEL: Readonly<Record<PageOrderKind, string>> = { renewal: 'renovação', upgrade: 'upgrade' };

/** Where a renewal or an upgrade stands, for support (memories-cli show). */
export const ORDER_STATE_LABEL = {
  started: 'iniciado, sem pagamento aplicado',
  applied: 'aplicado',
  undone: 'estornado: desfeito',
  'needs-support': 'estornado e NÃO desfeito (um pedido posterior depende dele): ver com o comprador',
} as const;
