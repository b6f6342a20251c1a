import './memory-gate.css';

/**
 * The single 'Clique' screen a recipient sees first: the tap is the user gesture that lets the music start. Its
 * markup is repeated in memory.html so it paints before any script runs; keep the two alike.
 */
export function MemoryGate({ busy, onOpen }: { busy: boolean; onOpen: () => void }) {
  return (
    <main className="memory-gate">
      <h1 className="memory-gate__title">
        Uma surpresa
        <br />
        para você
      </h1>
      <button type="button" className="memory-gate__button" onClick={onOpen} aria-busy={busy || undefined}>
        <svg className="memory-gate__heart" viewBox="0 0 32 32" width="120" height="120" aria-hidden="true">
          <path d="M16 28s-11-6.9-11-15A6 6 0 0 1 16 9.5 6 6 0 0 1 27 13c0 8.1-11 15-11 15z" />
        </svg>
        <span className="memory-gate__label">Clique</span>
      </button>
      {busy ? (
        <p className="memory-gate__hint" role="status">
          Preparando sua surpresa...
        </p>
      ) : (
        <p className="memory-gate__hint">Toque no coração para abrir</p>
      )}
    </main>
  );
}
