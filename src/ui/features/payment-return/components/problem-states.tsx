import { SearchX, WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import styles from '../payment-return.module.css';
import { StateHeading } from './state-heading.js';

/** No order behind this address. */
export function NotFound() {
  return (
    <>
      <StateHeading icon={<SearchX size={34} />}>Pedido não encontrado</StateHeading>
      <p className={styles.text}>Não encontramos nenhum pagamento com este link. Confira o endereço ou crie sua página de novo.</p>
      <Link to="/create" className={buttonClassName({ block: true })}>
        Criar minha página
      </Link>
      <Link to="/" className={buttonClassName({ variant: 'ghost', block: true })}>
        Voltar para o início
      </Link>
    </>
  );
}

/** The status could not be asked (no connection, a server error): try again. */
export function Unreachable({ retry }: { retry: () => void }) {
  return (
    <>
      <StateHeading icon={<WifiOff size={34} />}>Não foi possível verificar o pagamento</StateHeading>
      <p className={styles.text}>Confira sua conexão e tente de novo. Se o pagamento foi aprovado, o link e o QR Code chegam no seu e-mail.</p>
      <Button onClick={retry} block>
        Tentar de novo
      </Button>
    </>
  );
}
