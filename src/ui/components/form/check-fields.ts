/**
 * How wrong a field is. A submit reports the first field over a limit, else the first one missing, else the first one
 * with a wrong value; only missing and over-limit fields keep a form from looking complete.
 */
export type Severity = 'over-limit' | 'missing' | 'invalid';

const BY_SEVERITY: readonly Severity[] = ['over-limit', 'missing', 'invalid'];

export interface FieldProblem {
  readonly severity: Severity;
  readonly text: string;
}

/** A problem of this severity when there is a text to say, none otherwise. */
export const problemOf = (severity: Severity, text: string | null): FieldProblem | null => (text === null ? null : { severity, text });

export interface FieldRule<Form> {
  check(form: Form): FieldProblem | null;
  /** What a submit says when this is the first field missing; the problem's own text when not given. */
  readonly missingAlert?: string;
  /** A wrong value is shown at once (a picked date), not only once the field was left. */
  readonly showsInvalidAtOnce?: boolean;
}

/** A form's rules, one per field, written in the order the form shows its fields: that order decides who speaks first. */
export type FieldRules<Name extends string, Form> = { readonly [N in Name]: FieldRule<Form> };

export interface FormCheck<Name extends string> {
  /** The text under each field: its problem, once the field was touched (or at once, where the rule says so). */
  readonly errors: { readonly [N in Name]: string | null };
  /** The first field, in form order, with any problem: where a refused submit puts the focus. */
  readonly firstInvalid: Name | null;
  /** Nothing missing and nothing over a limit. */
  readonly complete: boolean;
  /** The alert a submit shows, or null when the form may go on. */
  readonly submitProblem: string | null;
}

/** Every derived state of a form, from one pass over its ordered rules. */
export function checkFields<Name extends string, Form>(rules: FieldRules<Name, Form>, form: Form, touched: ReadonlySet<Name>): FormCheck<Name> {
  const checked = (Object.keys(rules) as Name[]).map((name) => ({ name, rule: rules[name], problem: rules[name].check(form) }));
  const errors = {} as { [N in Name]: string | null };
  for (const { name, rule, problem } of checked) {
    const shown = problem !== null && (touched.has(name) || (problem.severity === 'invalid' && rule.showsInvalidAtOnce === true));
    errors[name] = shown ? problem.text : null;
  }
  let submitProblem: string | null = null;
  for (const severity of BY_SEVERITY) {
    const first = checked.find(({ problem }) => problem?.severity === severity);
    if (!first) continue;
    submitProblem = severity === 'missing' ? (first.rule.missingAlert ?? first.problem!.text) : first.problem!.text;
    break;
  }
  return {
    errors,
    firstInvalid: checked.find(({ problem }) => problem !== null)?.name ?? null,
    complete: checked.every(({ problem }) => problem === null || problem.severity === 'invalid'),
    submitProblem,
  };
}
