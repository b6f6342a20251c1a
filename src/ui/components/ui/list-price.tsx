import { formatBrl } from '../../../texts/currency.pt-br.js';

/** The price a promotion reduces, crossed out ("de R$ 24,00"); nothing when no promotion runs: the price is the price. */
export function ListPrice({ cents, className, word = 'de' }: { readonly cents: number | null; readonly className?: string; readonly word?: string }) {
  if (cents === null) return null;
  return (
    <s className={className}>
      <span className="visually-hidden">{word} </span>
      {formatBrl(cents)}
    </s>
  );
}
