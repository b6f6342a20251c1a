import { useRouteError } from 'react-router-dom';

/** The spec's generic fallback for routing errors. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: '64px 20px', textAlign: 'center' }}>
      <h1>Unexpected Application Error!</h1>
      <p style={{ marginTop: 16 }}>
        <a href="/">Voltar para o início</a>
      </p>
    </main>
  );
}
