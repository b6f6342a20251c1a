import { CreditCard, Gift, Mail, PenLine, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button.js';
import section from './section.module.css';
import styles from './how-it-works-section.module.css';

const STEPS: readonly { readonly icon: LucideIcon; readonly title: string; readonly text: ReactNode }[] = [
  {
    icon: PenLine,
    title: 'Conte a história de vocês',
    text: 'Os dois nomes, a data em que tudo começou, uma mensagem do coração e as fotos mais especiais.',
  },
  {
    icon: CreditCard,
    title: 'Escolha o plano e pague',
    text: 'Por PIX ou cartão, com a segurança do Mercado Pago. Você vê o preço e o que está incluído antes de pagar.',
  },
  {
    icon: Mail,
    title: 'Receba no seu e-mail',
    text: (
      <>
        Assim que o pagamento é aprovado, o link da página e o QR Code chegam no seu <span className={styles.nowrap}>e-mail</span>, com um link para
        editar quando quiser.
      </>
    ),
  },
  {
    icon: Gift,
    title: 'Surpreenda quem você ama',
    text: 'Entregue o QR Code num cartão, num presente ou por mensagem. É só apontar a câmera do celular.',
  },
];

/** #como-funciona: the four steps, then 'Comece agora!'. */
export function HowItWorksSection() {
  return (
    <section id="como-funciona" className={`${section.section} ${styles.band}`} aria-labelledby="como-funciona-titulo">
      <div className={section.inner}>
        <div className={section.head}>
          <p className={section.eyebrow}>Como funciona</p>
          <h2 id="como-funciona-titulo" className={section.heading}>
            Pronta em 4 passos simples
          </h2>
          <p className={section.lead}>Você cria pelo celular em poucos minutos. Quem recebe só precisa da câmera.</p>
        </div>
        <ol className={styles.steps}>
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className={styles.step}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.title}>
                <span className="visually-hidden">Passo {index + 1}: </span>
                {title}
              </h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.cta}>
          <Link to="/create" className={buttonClassName({ variant: 'primary' }, styles.ctaButton)}>
            Comece agora!
          </Link>
        </div>
      </div>
    </section>
  );
}
