import { useEffect, type RefObject } from 'react';
import { planIdFrom } from '../../../domain/plan/plan.js';
import type { CreateMemoryValues } from './form-rules.js';
import type { CreateMemoryFormModel } from './use-create-memory-form.js';

/** The element id of each typed value's field. */
const FIELD_IDS: Readonly<Record<keyof CreateMemoryValues, string>> = {
  yourName: 'yourName',
  lovedName: 'lovedName',
  date: 'datingDate',
  time: 'datingTime',
  message: 'message',
  youtube: 'youtube',
  revealDate: 'revealDate',
  revealTime: 'revealTime',
  recipientEmail: 'recipientEmail',
  // Radio groups: their choice is read below, with the plan's.
  palette: 'look-palette',
  fallingEmoji: 'look-falling-emoji',
  revealStyle: 'look-reveal-style',
};

/** What the form's elements hold that its state does not: the buyer's input before the page's code ran. */
function adoptInput(element: HTMLFormElement, form: CreateMemoryFormModel): void {
  for (const [name, id] of Object.entries(FIELD_IDS) as [keyof CreateMemoryValues, string][]) {
    const field = element.elements.namedItem(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== form.values[name]) form.set(name, field.value);
  }
  const checked = element.querySelector<HTMLInputElement>('input[name="plan"]:checked');
  const plan = checked ? planIdFrom(checked.value) : form.plan;
  if (plan !== form.plan) form.choosePlan(plan);
  const picker = element.querySelector<HTMLInputElement>('input[type="file"]');
  const files = Array.from(picker?.files ?? []);
  if (picker && files.length > 0) {
    picker.value = '';
    form.photos.add(files, plan);
    form.fields.touch('photos');
  }
}

/**
 * The form arrives rendered in the page's HTML, so a buyer can type, choose a plan or pick photos before its code has
 * run. Once React has taken the form over, what its fields hold is taken into the form's state, as if done then:
 * nothing done early is lost, nor undone by the next render.
 */
export function useInputBeforeHydration(formElement: RefObject<HTMLFormElement | null>, form: CreateMemoryFormModel): void {
  useEffect(() => {
    if (formElement.current) adoptInput(formElement.current, form);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form starts: later input goes through the fields' own handlers
  }, []);
}
