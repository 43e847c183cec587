import type { OrderRecord } from '@portal/shared/contracts';
import { searchOrderRecord } from '@portal/shared/endpoints';
import { formatDate, formatMoney } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { Button, EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import styles from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';
import { ordersApi, type OrdersApi } from '../api/orders-api';
import { OrderPaymentView } from './order-payment';

/** The member's orders and those on their listings, newest first (SearchOrderRecord); a pending transfer opens its payment details. */
export function OrderList({ locale, version, api = ordersApi }: { locale: Locale; version: number; api?: OrdersApi }) {
  const { t } = useMemberT();
  const state = usePrivateApi(searchOrderRecord, { body: { pageIndex: 1, pageCount: 50 } }, [version]);
  const [open, setOpen] = useState<number | null>(null);
  if (state.error && !state.data) return <ErrorState title={t('orders.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  if (!state.data) return <SkeletonText lines={4} />;
  if (state.data.items.length === 0) return <EmptyState title={t('orders.empty')} />;
  const row = (o: OrderRecord) => (
    <li key={o.orderId} className={styles.row} data-testid="order" data-status={o.status}>
      <div className={styles.what}>
        <strong>{t('orders.number', { id: o.orderId })} · {o.titleWithCulture}</strong>
        <span className={styles.facts}>
          {[o.listingNo, t(`orders.plans.${o.method}`, { defaultValue: o.method }), formatMoney(o.amount, locale), t(`orders.pay.${o.paymentMethod}`), t(`orders.status.${o.status}`, { defaultValue: o.status }), formatDate(o.createdAt, locale)].join(' · ')}
        </span>
      </div>
      {o.paymentMethod === 'bank-transfer' && o.status === 'pending' && (
        <Button type="button" size="sm" variant="secondary" aria-expanded={open === o.orderId} onClick={() => setOpen(open === o.orderId ? null : o.orderId)}>
          {t('orders.howToPay')}
        </Button>
      )}
      {open === o.orderId && <OrderPaymentView orderId={o.orderId} locale={locale} api={api} />}
    </li>
  );
  return <ul className={styles.list}>{state.data.items.map(row)}</ul>;
}
