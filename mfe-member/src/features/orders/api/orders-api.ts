/** Listing plan orders and their payment (spec 6): bank transfer, card and PayPal. */
import { call } from '@portal/shared/api';
import type { BodyOf, PaymentProof } from '@portal/shared/contracts';
import { capturePayPalPayment, createListingOrder, createPayment, getOrderPayment } from '@portal/shared/endpoints';
import { uploadBytes } from '../../../lib/upload';

export const ordersApi = {
  orderByTransfer: (body: Omit<BodyOf<typeof createListingOrder>, 'paymentMethod'>) => call(createListingOrder, { body: { ...body, paymentMethod: 'bank-transfer' } }),
  payOnline: (body: BodyOf<typeof createPayment>) => call(createPayment, { body }),
  capturePayPal: (orderId: number) => call(capturePayPalPayment, { body: { orderId } }),
  payment: (orderId: number) => call(getOrderPayment, { query: { orderId } }),
  uploadProof: (orderId: number, file: Blob) => uploadBytes<{ orderId: number; proof: PaymentProof }>('/User/UploadPaymentProof', { orderId: String(orderId) }, file),
};
export type OrdersApi = typeof ordersApi;
