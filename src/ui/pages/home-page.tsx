export function HomePage() {
  return (
    <main>
      <div className="card">
        <h1>memories</h1>
        <p>Uma página de amor personalizada: fotos, mensagem, o tempo de vocês juntos e um QR Code para presentear.</p>
        <p>Todos os planos com 50% de desconto.</p>
      </div>
    </main>
  );
}
