import { Button, Modal } from '@portal/shared/ui';
import { useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import styles from './messages.module.css';

interface Props {
  /** the delete button's accessible name (what is deleted) */
  label: string;
  /** deletes; the dialog stays open (busy) until it settles */
  onConfirm: () => Promise<void>;
}

/** A message's delete button, asking first in a dialog (Escape or Cancel keeps the message). */
export function ConfirmDelete({ label, onConfirm }: Props) {
  const { t } = useMemberT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button type="button" size="sm" variant="ghost" aria-label={label} onClick={() => setOpen(true)}>
        {t('messages.delete')}
      </Button>
      <Modal
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={t('messages.confirmTitle')}
        size="sm"
        footer={
          <div className={styles.confirm}>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
              {t('messages.cancel')}
            </Button>
            <Button type="button" variant="danger" loading={busy} onClick={() => void confirm()}>
              {t('messages.delete')}
            </Button>
          </div>
        }
      >
        <p>{t('messages.confirmText')}</p>
      </Modal>
    </>
  );
}
