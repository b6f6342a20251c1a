import { LETTERS_MAX, newLetter, TooManyLettersError } from '../../domain/letters/future-letter.js';
import type { NewOrder, OrderAddOn, OrderAddOnWrite } from '../buyer/order-add-on.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { IdGenerator } from '../ports/id-generator.js';

/** "Cartas para o futuro" on the creation form: the letters written with the order (Pra Sempre, twelve at most). */
export class LettersOrderAddOn implements OrderAddOn {
  constructor(
    private readonly letters: FutureLetters,
    private readonly ids: IdGenerator,
  ) {}

  prepare({ memoryId, details, extras, now }: NewOrder): OrderAddOnWrite | null {
    const typed = extras.letters ?? [];
    if (typed.length === 0) return null;
    if (typed.length > LETTERS_MAX) throw new TooManyLettersError();
    // Each letter is made as if the ones before it were already on the page: newLetter checks the plan and the count.
    const letters = typed.map((letter, count) => newLetter({ memoryId, id: this.ids.memoryId(), plan: details.plan, count, letter, now }));
    return async () => {
      for (const letter of letters) if (!(await this.letters.add(letter, LETTERS_MAX))) throw new TooManyLettersError();
    };
  }
}
