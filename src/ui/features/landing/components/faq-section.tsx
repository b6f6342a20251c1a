import { PLAN_TITLE } from '../../../../texts/plans.pt-br.js';
import { Faq, type FaqItem } from './faq.js';
import { useShopContent } from '../../../lib/shop-content.js';
import section from './section.module.css';

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Como funciona?',
    answer: (
      <p>
        Você preenche um formulário com os nomes de vocês, a data em que tudo começou, uma mensagem e as fotos. Depois escolhe o plano e paga por PIX
        ou cartão pelo Mercado Pago. Assim que o pagamento é aprovado, a página é publicada e o link e o QR Code chegam no seu e-mail.
      </p>
    ),
  },
  {
    question: 'Como a pessoa amada vai ver a página?',
    answer: (
      <p>
        É só apontar a câmera do celular para o QR Code ou abrir o link. A página abre direto no navegador, sem instalar nada, com as fotos, o
        contador do tempo juntos, a sua mensagem e, no {PLAN_TITLE.premium}, a música de vocês. Você pode imprimir o QR Code, colocar num cartão ou
        mandar por mensagem.
      </p>
    ),
  },
  {
    question: 'Por quanto tempo a página fica no ar?',
    answer: (
      <p>
        No {PLAN_TITLE.basic}, por 1 ano a partir da aprovação do pagamento. No {PLAN_TITLE.premium}, ela não expira: fica no ar para sempre.
      </p>
    ),
  },
  {
    question: 'Posso editar a página depois?',
    answer: (
      <p>
        Pode, sim. Junto com o QR Code, você recebe um link de edição só seu. Basta acessar o link enviado por e-mail para mudar a mensagem, a data e
        as fotos e, no {PLAN_TITLE.premium}, a música.
      </p>
    ),
  },
  {
    question: 'Como recebo o QR Code?',
    answer: (
      <p>
        Por e-mail, no endereço que você informar na compra, logo depois que o pagamento for aprovado. Não encontrou? Confira a caixa de spam ou peça
        um novo envio no botão com o envelope, no topo da página.
      </p>
    ),
  },
];

/** An answer of the shop's own, in paragraphs as the operator wrote them. */
function ownAnswer(text: string) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** #duvidas: the spec's five questions, then the shop's own, one answer open at a time. */
export function FaqSection() {
  const { extraFaq } = useShopContent();
  const items =
    extraFaq.length === 0 ? FAQ_ITEMS : [...FAQ_ITEMS, ...extraFaq.map(({ question, answer }) => ({ question, answer: ownAnswer(answer) }))];
  return (
    <section id="duvidas" className={section.section} aria-labelledby="duvidas-titulo">
      <div className={section.inner}>
        <div className={section.head}>
          <p className={section.eyebrow}>Dúvidas</p>
          <h2 id="duvidas-titulo" className={section.heading}>
            Perguntas frequentes
          </h2>
        </div>
        <Faq items={items} />
      </div>
    </section>
  );
}
