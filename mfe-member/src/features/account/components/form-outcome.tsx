import styles from '../../../lib/form.module.css';

export type Outcome = { kind: 'ok' | 'failed'; text: string } | null;

/** A form's result: a success as a status, a failure as an alert (read out at once). */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p role={outcome.kind === 'ok' ? 'status' : 'alert'} className={outcome.kind === 'ok' ? styles.ok : styles.failed}>
      {outcome.text}
    </p>
  );
}
