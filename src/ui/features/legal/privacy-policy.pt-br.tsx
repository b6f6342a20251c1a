import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import type { LegalSection } from './components/legal-document.js';
import { ContactAction, sellerDescription, type LegalShop } from './legal-shop.js';
import { RetentionList } from './retention-list.pt-br.js';

export const PRIVACY_TITLE = 'Política de privacidade';

export function privacyIntro({ content }: LegalShop) {
  return (
    <p>
      Esta Política de Privacidade explica quais dados o {content.name} coleta, para que eles são usados, por quanto tempo ficam guardados e quais são
      os seus direitos, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, a LGPD).
    </p>
  );
}

/** Each section from the shop it speaks for. */
const SECTIONS: readonly ((shop: LegalShop) => LegalSection)[] = [
  () => ({
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
          <li>o seu endereço de e-mail;</li>
          <li>se você pedir a entrega no dia, o e-mail de quem vai receber a página;</li>
          <li>se você criar uma pergunta, a pergunta, a dica e um código calculado a partir da resposta (nunca a resposta em si);</li>
          <li>se você pedir o céu daquela noite, o lugar escolhido (o nome da cidade ou do lugar e as suas coordenadas).</li>
        </ul>
        <p>Depois, guardamos também:</p>
        <ul>
          <li>
            os dados do pagamento: o número do pedido, o plano, o valor, a data, a forma de pagamento e o código do pagamento no Mercado Pago (nunca
            os dados do seu cartão);
          </li>
          <li>
            as aberturas da página: quantas vezes ela foi aberta, a primeira e a última vez, sem endereço IP nem nada que identifique quem abriu;
          </li>
          <li>as respostas que a pessoa presenteada envia pela página (um coração ou um recado), com a data;</li>
          <li>
            numa página com pergunta, as respostas erradas por 15 minutos, contadas por um código calculado a partir do endereço IP (nunca o endereço
            nem o que foi digitado).
          </li>
        </ul>
        <p>
          Para proteger o serviço contra abusos, contamos os pedidos de cada conexão por um código calculado a partir do endereço IP, nunca o endereço
          em si.
        </p>
      </>
    ),
  }),
  () => ({
    title: 'Para que usamos os dados',
    body: (
      <>
        <ul>
          <li>montar e exibir a sua página;</li>
          <li>enviar por e-mail o link, o QR Code e o link de edição, inclusive quando você pede um reenvio;</li>
          <li>
            na entrega no dia, enviar o link e o QR Code da página para o e-mail de quem vai receber, uma única vez, no momento em que ela abre;
          </li>
          <li>
            avisar você quando a página é aberta, quando chega uma resposta, quando alguém erra a pergunta várias vezes, no aniversário do casal e
            antes do fim do {PLAN_TITLE.basic};
          </li>
          <li>confirmar o pagamento junto ao provedor;</li>
          <li>manter o serviço seguro e prevenir fraudes.</li>
        </ul>
        <p>Não usamos os seus dados para publicidade e não os vendemos.</p>
      </>
    ),
  }),
  () => ({
    title: 'O seu e-mail',
    body: (
      <p>
        O e-mail é obrigatório e precisa ser válido, porque é por ele que entregamos o link e o QR Code. Ele não é compartilhado com terceiros, não
        aparece na página pública e só é usado para mensagens sobre a sua página.
      </p>
    ),
  }),
  () => ({
    title: 'O e-mail de quem vai receber',
    body: (
      <p>
        Se você pedir a entrega no dia, o e-mail de quem vai receber a página só é usado para essa entrega. Ele não é mostrado a ninguém (nem a você,
        que vê só o começo dele), você pode trocá-lo ou cancelar a entrega até a página abrir, e ele é apagado junto com a página.
      </p>
    ),
  }),
  () => ({
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
  }),
  () => ({
    title: 'Fotos',
    body: (
      <p>
        As fotos enviadas são preparadas para exibição em celulares. Nesse processo, removemos os metadados dos arquivos, incluindo o local onde foram
        tiradas, e as guardamos apenas para exibi-las na sua página.
      </p>
    ),
  }),
  () => ({
    title: 'Por quanto tempo guardamos os dados',
    body: <RetentionList />,
  }),
  () => ({
    title: 'Segurança',
    body: (
      <p>
        Adotamos medidas para proteger os seus dados, como a edição da página apenas por um link secreto enviado ao seu e-mail, limites de tentativas
        nos pedidos de reenvio e a remoção dos metadados das fotos. Nenhum sistema é totalmente imune a falhas, mas trabalhamos continuamente para
        reduzir os riscos.
      </p>
    ),
  }),
  (shop) => ({
    title: 'Os seus direitos',
    body: (
      <>
        <p>
          A qualquer momento, você pode pedir para acessar, corrigir ou excluir os seus dados, além de exercer os demais direitos previstos na LGPD.
          Para isso, <ContactAction shop={shop} />, informando o e-mail usado na compra e o que deseja.
        </p>
        <ul>
          <li>
            <strong>Cópia dos dados:</strong> enviamos tudo o que guardamos ligado ao seu e-mail: as páginas, com as fotos, os pedidos, as respostas
            recebidas e as entregas no dia.
          </li>
          <li>
            <strong>Exclusão:</strong> apagamos todas as páginas do seu e-mail, com as fotos, as aberturas, as respostas, os e-mails enviados a você e
            o e-mail de quem recebeu a entrega no dia; uma página no ar sai do ar. Os registros do pagamento ficam com o Mercado Pago, conforme a
            política dele.
          </li>
        </ul>
        <p>
          Respondemos em até 15 (quinze) dias. A mensagem, a data, as fotos e a música também podem ser alteradas por você mesmo, pelo link de edição.
        </p>
      </>
    ),
  }),
  (shop) => {
    const seller = sellerDescription(shop.identity);
    return {
      title: 'Alterações desta política e contato',
      body: (
        <>
          <p>
            Esta política pode ser atualizada a qualquer momento; a data da última atualização aparece no início desta página. Dúvidas sobre
            privacidade? <ContactAction shop={shop} capitalized />.
          </p>
          {seller && <p>O controlador dos seus dados é {seller}.</p>}
        </>
      ),
    };
  },
];

/** Nine numbered sections (spec section 1): what is kept, for how long, and how to ask for a copy or the deletion. */
export function privacySections(shop: LegalShop): readonly LegalSection[] {
  return SECTIONS.map((section) => section(shop));
}
