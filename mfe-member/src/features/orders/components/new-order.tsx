import { getPaymentMethods, LISTING_PLANS } from '@portal/shared/endpoints';
import { formatMoney } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { Button, Select, TextField } from '@portal/shared/ui';
import { useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import styles from '../../../lib/form.module.css';
import { usePrivateApi } from '../../../lib/private-api';
import { ordersApi, type OrdersApi } from '../api/orders-api';
import { BankTransfer } from './bank-transfer';

type Plan = keyof typeof LISTING_PLANS;
type Method = 'bank-transfer' | 'card' | 'paypal';
type Ordered = Awaited<ReturnType<OrdersApi['orderByTransfer']>>;

/**
 * A plan for a listing (premium or promotion), paid by bank transfer (the account and the
 * reference are shown at once), or by card or PayPal, each offered only when the API says it is
 * configured (GetPaymentMethods); card and PayPal continue on the provider's page.
 */
export function NewOrder({ locale, listingId: given, onOrdered, api = ordersApi }: { locale: Locale; listingId: string; onOrdered: () => void; api?: OrdersApi }) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const methods = usePrivateApi(getPaymentMethods);
  const [listingId, setListingId] = useState(given);
  const [plan, setPlan] = useState<Plan>('premium');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<Ordered | null>(null);
  const offered: Method[] = methods.data ? [...(methods.data.bankTransfer ? ['bank-transfer' as const] : []), ...(methods.data.card ? ['card' as const] : []), ...(methods.data.paypal ? ['paypal' as const] : [])] : [];
  const pay = async (method: Method) => {
    setBusy(true);
    setFailed(null);
    try {
      if (method === 'bank-transfer') {
        setOrdered(await api.orderByTransfer({ listingId: listingId.trim(), plan }));
        onOrdered();
      } else {
        const started = await api.payOnline({ method, listingId: listingId.trim(), plan });
        window.location.assign(started.redirectUrl);
      }
    } catch (error) {
      setFailed(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  if (ordered) {
    return <BankTransfer order={{ ...ordered, proof: null }} locale={locale} api={api} onProof={onOrdered} />;
  }
  return (
    <section className={styles.form} aria-label={t('orders.newTitle')}>
      <TextField label={t('orders.listing')} hint={t('orders.listingHint')} value={listingId} onChange={(e) => setListingId(e.target.value)} />
      <Select
        label={t('orders.plan')}
        value={plan}
        options={(Object.keys(LISTING_PLANS) as Plan[]).map((p) => ({ value: p, label: `${t(`orders.plans.${p}`)} · ${formatMoney(LISTING_PLANS[p], locale)}` }))}
        onChange={(e) => setPlan(e.target.value as Plan)}
      />
      {failed && <p role="alert" className={styles.failed}>{failed}</p>}
      {methods.data && offered.length === 0 && <p>{t('orders.noMethod')}</p>}
      <div className={styles.actions}>
        {offered.map((method) => (
          <Button key={method} type="button" loading={busy} disabled={!listingId.trim()} variant={method === 'bank-transfer' ? 'primary' : 'secondary'} onClick={() => void pay(method)}>
            {t(`orders.pay.${method}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
