import { useEffect, useRef } from 'react';
import { useToast, type DismissToast } from '../../components/ui/toast.js';

/**
 * The red toast of a tap on "Criar minha página" too early ("Por favor, preencha todos os campos obrigatórios!"). It
 * goes as soon as the form no longer has that problem (the fields it spoke of are filled), not only after its time.
 */
export function useSubmitProblemToast(currentProblem: string | null): (problem: string) => void {
  const toast = useToast();
  const shown = useRef<{ problem: string; dismiss: DismissToast } | null>(null);

  useEffect(() => {
    if (shown.current && shown.current.problem !== currentProblem) {
      shown.current.dismiss();
      shown.current = null;
    }
  }, [currentProblem]);

  return (problem) => {
    shown.current = { problem, dismiss: toast.error(problem) };
  };
}
