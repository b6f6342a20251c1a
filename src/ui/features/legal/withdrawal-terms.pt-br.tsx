import { ContactAction, type LegalShop } from './legal-shop.js';

/** How to use the right: whom to write to and what to say, so the shop finds the order. */
function HowToWithdraw({ shop }: { shop: LegalShop }) {
  return (
    <p>
      Para desistir, <ContactAction shop={shop} /> dentro do prazo, informando o número do pedido (ou o e-mail usado na compra) e que deseja desistir.
      Não é preciso explicar o motivo. Devolvemos o valor integral pago pelo mesmo meio de pagamento, pelo Mercado Pago (estorno no cartão ou
      devolução do PIX), e a página sai do ar.
    </p>
  );
}

/** A defect is always refunded, whatever the operator chose, and the law's other rights stand. */
function AfterThePeriod({ opened }: { opened: boolean }) {
  return (
    <p>
      {opened ? 'Depois da primeira abertura, ou passados os 7 (sete) dias,' : 'Passados os 7 (sete) dias,'} devolvemos o valor pago se a página
      apresentar um defeito que não consigamos corrigir (por exemplo, se ela não abrir ou não mostrar as fotos enviadas), sem prejuízo dos demais
      direitos garantidos pelo Código de Defesa do Consumidor.
    </p>
  );
}

/**
 * The 7-day right of withdrawal of a purchase made online (CDC art. 49), in the text the operator chose in the content
 * file: `always` refunds in full within the 7 days; `until-opened` refunds in full while the recipient has not opened
 * the page, and takes an opened page as a service delivered.
 */
export function WithdrawalTerms({ shop }: { shop: LegalShop }) {
  if (shop.content.withdrawal === 'always') {
    return (
      <>
        <p>
          Como em toda compra feita pela internet, você pode desistir da compra em até 7 (sete) dias, contados da confirmação do pagamento, e receber
          de volta o valor integral pago (art. 49 do Código de Defesa do Consumidor), mesmo que a página já tenha sido aberta.
        </p>
        <HowToWithdraw shop={shop} />
        <AfterThePeriod opened={false} />
      </>
    );
  }
  return (
    <>
      <p>
        Como em toda compra feita pela internet, você pode desistir da compra em até 7 (sete) dias, contados da confirmação do pagamento, e receber de
        volta o valor integral pago (art. 49 do Código de Defesa do Consumidor), desde que a pessoa presenteada ainda não tenha aberto a página.
      </p>
      <p>
        A página é um serviço feito sob medida, entregue quando a pessoa presenteada a abre. Por isso, a partir da primeira abertura (registrada
        quando ela toca em “Clique” na página; as suas próprias visitas, do navegador em que você criou ou edita a página, não contam), o serviço está
        prestado e o valor não é mais devolvido por desistência.
      </p>
      <HowToWithdraw shop={shop} />
      <AfterThePeriod opened />
    </>
  );
}
