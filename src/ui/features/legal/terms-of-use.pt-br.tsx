import { PLANS } from '../../../domain/plan/plan.js';
import { formatBrl } from '../../../texts/currency.pt-br.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import type { LegalSection } from './components/legal-document.js';
import { ContactAction, sellerDescription, type LegalShop } from './legal-shop.js';
import { WithdrawalTerms } from './withdrawal-terms.pt-br.js';

export const TERMS_TITLE = 'Termos de uso';

export function termsIntro({ content }: LegalShop) {
  return (
    <p>
      Estes Termos de Uso regulam o uso do {content.name}, serviço que permite criar e compartilhar páginas de amor personalizadas. Leia-os com
      atenção: ao criar uma página ou concluir um pagamento, você declara que os leu, entendeu e concorda com eles.
    </p>
  );
}

/** Each section from the shop it speaks for. */
const SECTIONS: readonly ((shop: LegalShop) => LegalSection)[] = [
  () => ({
    title: 'Aceitação dos termos',
    body: (
      <p>
        Ao acessar o site, preencher o formulário de criação ou concluir um pagamento, você aceita estes Termos de Uso e a nossa Política de
        Privacidade. Se não concordar com alguma das condições, não utilize o serviço.
      </p>
    ),
  }),
  (shop) => {
    const { name } = shop.content;
    return {
      title: 'O serviço',
      body: (
        <>
          <p>
            O {name} cria uma página personalizada a partir de um formulário com o seu nome e o da pessoa amada, a data (e, se quiser, o horário) de
            início do relacionamento, uma mensagem e até 3 (três) fotos, conforme o plano escolhido. No {PLAN_TITLE.premium}, você também pode incluir
            um link de música do YouTube.
          </p>
          <p>
            Depois da aprovação do pagamento, enviamos para o seu e-mail o link da página, um QR Code que leva até ela e um link privado para
            editá-la.
          </p>
        </>
      ),
    };
  },
  () => ({
    title: 'E-mail de contato',
    body: (
      <>
        <p>
          Para usar o serviço, é obrigatório informar um endereço de e-mail válido, ao qual você tenha acesso. É por ele que enviamos o link, o QR
          Code e o link de edição, inclusive quando você pede um reenvio.
        </p>
        <p>O seu e-mail não é compartilhado com terceiros e nunca aparece na página pública.</p>
      </>
    ),
  }),
  (shop) => {
    const { plans } = shop.content;
    return {
      title: 'Planos, preços e vigência',
      body: (
        <>
          <ul>
            <li>
              <strong>{PLAN_TITLE.basic}</strong> ({formatBrl(plans.basic.priceCents)}): a página fica disponível por 1 (um) ano, contado da aprovação
              do pagamento, com {PLANS.basic.photoLimit} foto.
            </li>
            <li>
              <strong>{PLAN_TITLE.premium}</strong> ({formatBrl(plans.premium.priceCents)}): a página é vitalícia, sem data para sair do ar, com até{' '}
              {PLANS.premium.photoLimit} fotos e música de fundo.
            </li>
          </ul>
          <p>
            O preço e o conteúdo de cada plano são informados antes do pagamento. Ao fim da vigência do {PLAN_TITLE.basic}, a página deixa de ficar
            acessível.
          </p>
        </>
      ),
    };
  },
  (shop) => {
    const { name } = shop.content;
    return {
      title: 'Pagamento',
      body: (
        <p>
          Os pagamentos são feitos por PIX ou cartão e processados pelo Mercado Pago, no ambiente do próprio provedor. O {name} não recebe nem
          armazena os dados do seu cartão. A página só é publicada depois que o pagamento é aprovado.
        </p>
      ),
    };
  },
  (shop) => ({
    title: 'Direito de arrependimento e reembolso',
    body: <WithdrawalTerms shop={shop} />,
  }),
  () => ({
    title: 'Responsabilidade pelo conteúdo',
    body: (
      <>
        <p>
          Você é o único responsável pelos nomes, mensagens, fotos e links que enviar e declara ter o direito de usá-los, bem como a autorização das
          pessoas retratadas.
        </p>
        <p>
          É proibido publicar conteúdo ilegal, ofensivo, discriminatório ou que viole direitos de terceiros. Páginas que desrespeitem essas regras
          podem ser suspensas ou removidas, sem aviso prévio.
        </p>
      </>
    ),
  }),
  () => ({
    title: 'Acesso e edição da página',
    body: (
      <p>
        Qualquer pessoa que tenha o link ou o QR Code pode ver a página: compartilhe-os com quem você quiser. Já o link de edição enviado por e-mail é
        pessoal, porque quem o tiver poderá alterar a mensagem, a data, as fotos e a música. Guarde-o com cuidado e não o repasse. Se perdê-lo, use a
        opção “Reenviar QR Code” do site.
      </p>
    ),
  }),
  () => ({
    title: 'Disponibilidade e limitação de responsabilidade',
    body: (
      <p>
        Trabalhamos para manter o serviço disponível o tempo todo, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros, como
        provedores de internet, hospedagem e e-mail. Não respondemos por danos decorrentes dessas interrupções, nem pelo uso do link de edição por
        pessoas a quem você o tenha repassado.
      </p>
    ),
  }),
  (shop) => {
    const { name } = shop.content;
    const seller = sellerDescription(shop.identity);
    return {
      title: 'Alterações dos termos e contato',
      body: (
        <>
          <p>
            Estes termos podem ser atualizados a qualquer momento; a data da última atualização aparece no início desta página. Em caso de dúvidas,{' '}
            <ContactAction shop={shop} />.
          </p>
          {seller && (
            <p>
              O {name} é oferecido por {seller}.
            </p>
          )}
        </>
      ),
    };
  },
];

/** Ten numbered sections (spec section 1), in the shop's name, prices, withdrawal text and contact. */
export function termsSections(shop: LegalShop): readonly LegalSection[] {
  return SECTIONS.map((section) => section(shop));
}
