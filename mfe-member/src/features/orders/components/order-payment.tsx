import { getOrderPayment } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import { useMemberT } from '../../../i18n/use-member-t';
import { usePrivateApi } from '../../../lib/private-api';
import type { OrdersApi } from '../api/orders-api';
import { BankTransfer } from './bank-transfer';

/** One order's payment (GetOrderPayment): the transfer's account, reference and proof. */
export function OrderPaymentView({ orderId, locale, api }: { orderId: number; locale: Locale; api: OrdersApi }) {
  const { t } = useMemberT();
  const state = usePrivateApi(getOrderPayment, { query: { orderId } }, [orderId]);
  if (state.error && !state.data) return <ErrorState title={t('orders.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
  if (!state.data) return <SkeletonText lines={3} />;
  return <BankTransfer order={state.data} locale={locale} api={api} onProof={state.reload} />;
}
