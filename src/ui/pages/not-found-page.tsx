import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main>
      <div className="card">
        <h1>Página não encontrada</h1>
        <p>O endereço que você abriu não existe.</p>
        <Link to="/">Voltar para o início</Link>
      </div>
    </main>
  );
}
