import type { OrderPayment } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { toast } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import type { OrdersApi } from '../api/orders-api';
import styles from './orders.module.css';

type Transfer = Pick<OrderPayment, 'orderId' | 'amount' | 'reference' | 'bankAccount' | 'proof' | 'status'>;

/** How to pay an order by bank transfer: the account, the amount and the reference to quote, and the proof's upload (image or PDF). */
export function BankTransfer({ order, locale, api, onProof }: { order: Transfer; locale: Locale; api: Pick<OrdersApi, 'uploadProof'>; onProof: () => void }) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await api.uploadProof(order.orderId, file);
      toast.success(t('orders.proofUploaded'));
      onProof();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.transfer} data-testid="bank-transfer">
      {order.bankAccount && (
        <dl>
          <dt>{t('orders.bank')}</dt>
          <dd>{order.bankAccount.bankName}</dd>
          <dt>{t('orders.accountName')}</dt>
          <dd>{order.bankAccount.accountName}</dd>
          <dt>{t('orders.accountNumber')}</dt>
          <dd>{order.bankAccount.accountNumber}</dd>
          <dt>{t('orders.amount')}</dt>
          <dd>{formatMoney(order.amount, locale)}</dd>
          <dt>{t('orders.reference')}</dt>
          <dd data-testid="transfer-reference">{order.reference}</dd>
        </dl>
      )}
      {order.proof ? <p>{t('orders.proofReceived', { date: order.proof.uploadedAt.slice(0, 10) })}</p> : <p>{t('orders.proofNeeded')}</p>}
      {order.status === 'pending' && (
        <p>
          <label htmlFor={id}>{t('orders.proof')}</label>{' '}
          <input id={id} type="file" accept="image/jpeg,image/png,image/webp,application/pdf" disabled={busy} onChange={(e) => void upload(e.target.files?.[0])} />
        </p>
      )}
    </div>
  );
}
