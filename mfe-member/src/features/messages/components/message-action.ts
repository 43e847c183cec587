import { toast } from '@portal/shared/ui';
import { useFailureText } from '../../../lib/failure-text';

/**
 * Runs a change to a message (reply, delete): the API's success text as a toast, then `onChanged`
 * (the list reloads); a failure's text as an error toast, the list left as it is.
 */
export function useMessageAction(onChanged: () => void): (work: () => Promise<{ message?: string }>) => Promise<void> {
  const failureText = useFailureText();
  return async (work) => {
    try {
      const answer = await work();
      if (answer.message) toast.success(answer.message);
      onChanged();
    } catch (error) {
      toast.error(failureText(error));
    }
  };
}
