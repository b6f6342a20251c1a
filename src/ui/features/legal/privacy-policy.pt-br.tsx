import { CONTACT_EMAIL } from '../../components/layout/contact.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import type { LegalSection } from './components/legal-document.js';

export const PRIVACY_TITLE = 'Política de privacidade';

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

export const PRIVACY_INTRO = (
  <p>
    Esta Política de Privacidade explica quais dados o memories coleta, para que eles são usados e quais são os seus direitos, nos termos da Lei Geral
    de Proteção de Dados Pessoais (Lei nº 13.709/2018, a LGPD).
  </p>
);

/** Nine numbered sections (spec section 1). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Dados que coletamos',
    body: (
      <>
        <p>Ao criar uma página, coletamos as informações que você mesmo preenche no formulário:</p>
        <ul>
          <li>o seu nome e o da pessoa amada;</li>
          <li>a data (e, se quiser, o horário) de início do relacionamento;</li>
          <li>a mensagem;</li>
          <li>até 3 (três) fotos, conforme o plano;</li>
          <li>o link de música do YouTube, opcional e só no {PLAN_TITLE.premium};</li>
          <li>o seu endereço de e-mail.</li>
        </ul>
        <p>Também registramos dados técnicos mínimos, como o endereço IP das solicitações, para proteger o serviço contra abusos.</p>
      </>
    ),
  },
  {
    title: 'Para que usamos os dados',
    body: (
      <>
        <ul>
          <li>montar e exibir a sua página;</li>
          <li>enviar por e-mail o link, o QR Code e o link de edição, inclusive quando você pede um reenvio;</li>
          <li>confirmar o pagamento junto ao provedor;</li>
          <li>manter o serviço seguro e prevenir fraudes.</li>
        </ul>
        <p>Não usamos os seus dados para publicidade e não os vendemos.</p>
      </>
    ),
  },
  {
    title: 'O seu e-mail',
    body: (
      <p>
        O e-mail é obrigatório e precisa ser válido, porque é por ele que entregamos o link e o QR Code. Ele não é compartilhado com terceiros, não
        aparece na página pública e só é usado para mensagens sobre a sua página.
      </p>
    ),
  },
  {
    title: 'Compartilhamento com terceiros',
    body: (
      <>
        <p>
          O único terceiro com quem compartilhamos dados é o provedor de pagamento, o Mercado Pago, que recebe o necessário para processar a compra e
          trata os dados de pagamento que você informa a ele conforme a sua própria política de privacidade.
        </p>
        <p>
          Lembre-se de que o conteúdo da página (nomes, data, mensagem, fotos e música) fica visível para qualquer pessoa que tenha o link ou o QR
          Code.
        </p>
      </>
    ),
  },
  {
    title: 'Fotos',
    body: (
      <p>
        As fotos enviadas são preparadas para exibição em celulares. Nesse processo, removemos os metadados dos arquivos, incluindo o local onde foram
        tiradas, e as guardamos apenas para exibi-las na sua página.
      </p>
    ),
  },
  {
    title: 'Por quanto tempo guardamos os dados',
    body: (
      <p>
        Os dados ficam guardados enquanto a página estiver no ar: por 1 (um) ano no {PLAN_TITLE.basic} e por tempo indeterminado no{' '}
        {PLAN_TITLE.premium}. Páginas cujo pagamento não é concluído são apagadas, com as fotos, em até 7 (sete) dias.
      </p>
    ),
  },
  {
    title: 'Segurança',
    body: (
      <p>
        Adotamos medidas para proteger os seus dados, como a edição da página apenas por um link secreto enviado ao seu e-mail, limites de tentativas
        nos pedidos de reenvio e a remoção dos metadados das fotos. Nenhum sistema é totalmente imune a falhas, mas trabalhamos continuamente para
        reduzir os riscos.
      </p>
    ),
  },
  {
    title: 'Os seus direitos',
    body: (
      <>
        <p>
          A qualquer momento, você pode pedir por e-mail para acessar, corrigir ou excluir os seus dados, além de exercer os demais direitos previstos
          na LGPD. Basta escrever para {mail}, de preferência a partir do e-mail usado na compra.
        </p>
        <p>A mensagem, a data, as fotos e a música também podem ser alteradas por você mesmo, pelo link de edição.</p>
      </>
    ),
  },
  {
    title: 'Alterações desta política e contato',
    body: (
      <p>
        Esta política pode ser atualizada a qualquer momento; a data da última atualização aparece no início desta página. Dúvidas sobre privacidade?
        Escreva para {mail}.
      </p>
    ),
  },
];
