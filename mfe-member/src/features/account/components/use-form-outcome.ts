import { useHydrated } from '@portal/shared/ui';
import { useState } from 'react';
import { useFailureText } from '../../../lib/failure-text';
import { useFormMessage } from '../../../lib/form-message';
import type { Outcome } from './form-outcome';

/**
 * What every account form needs besides its fields: the translated rule messages, its outcome,
 * `attempt` (runs the call, a failure becomes the outcome in the API's words), and whether the
 * page runs yet (before hydration the browser itself would send the form, passwords in the
 * address: the submit button waits).
 */
export function useFormOutcome() {
  const hydrated = useHydrated();
  const message = useFormMessage();
  const failureText = useFailureText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const attempt = async (work: () => Promise<void>) => {
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    }
  };
  return { hydrated, message, outcome, setOutcome, attempt };
}
