/**
 * Orders feature (spec 6): listing plans and their payment.
 * <OrderList locale version api? />                    SearchOrderRecord; a pending transfer's account, reference and proof upload
 * <NewOrder locale listingId onOrdered api? />         a plan by bank transfer, card or PayPal (only those configured)
 * <PaymentReturn orderId outcome api onSettled />      back from the provider's page
 */
export { OrderList } from './components/order-list';
export { NewOrder } from './components/new-order';
export { PaymentReturn } from './components/payment-return';
export { ordersApi, type OrdersApi } from './api/orders-api';
