import { useEffect, useRef, useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import type { OrdersApi } from '../api/orders-api';

/**
 * Back from the provider's page (/member/orders?orderId=&payment=done|cancelled): a PayPal payment
 * is captured now (paid once however often), a card payment is confirmed by the provider's signed
 * webhook; either way the member is told where the order stands.
 */
export function PaymentReturn({ orderId, outcome, api, onSettled }: { orderId: number; outcome: string; api: OrdersApi; onSettled: () => void }) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const [text, setText] = useState(outcome === 'done' ? t('orders.return.checking') : t('orders.return.cancelled'));
  const latest = useRef({ api, onSettled, t, failureText });
  useEffect(() => {
    latest.current = { api, onSettled, t, failureText };
  });
  useEffect(() => {
    const { api, onSettled, t, failureText } = latest.current;
    if (outcome !== 'done') return;
    let live = true;
    void (async () => {
      try {
        const payment = await api.payment(orderId);
        const status = payment.paymentMethod === 'paypal' && payment.status === 'pending' ? (await api.capturePayPal(orderId)).status : payment.status;
        if (live) setText(status === 'paid' ? t('orders.return.paid') : t('orders.return.pending'));
      } catch (error) {
        if (live) setText(failureText(error));
      }
      onSettled();
    })();
    return () => {
      live = false;
    };
  }, [orderId, outcome]);
  return <p role="status">{text}</p>;
}
