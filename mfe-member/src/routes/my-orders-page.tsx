import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { useState } from 'react';
import { NewOrder, OrderList, ordersApi, PaymentReturn } from '../features/orders';
import { useMemberT } from '../i18n/use-member-t';
import { MemberLayout } from './member/member-layout';

/** myOrders: /member/orders[?listingId=][?orderId=&payment=]: order a plan, pay it, and the orders so far. */
export default function MyOrdersPage({ locale, search }: RemotePageProps) {
  const { t } = useMemberT();
  usePageMeta({ title: t('orders.title'), description: t('orders.intro') });
  const [version, setVersion] = useState(0);
  const query = new URLSearchParams(search);
  const returned = Number(query.get('orderId'));
  const refresh = () => setVersion((v) => v + 1);
  return (
    <MemberLayout locale={locale} title={t('orders.title')}>
      <p>{t('orders.intro')}</p>
      {Number.isInteger(returned) && returned > 0 && query.get('payment') && <PaymentReturn orderId={returned} outcome={query.get('payment') ?? ''} api={ordersApi} onSettled={refresh} />}
      <h2>{t('orders.newTitle')}</h2>
      <NewOrder key={query.get('listingId') ?? ''} locale={locale} listingId={query.get('listingId') ?? ''} onOrdered={refresh} />
      <h2>{t('orders.mine')}</h2>
      <OrderList locale={locale} version={version} />
    </MemberLayout>
  );
}
