/**
 * The total cost of buying a flat and the cash needed on completion: price, stamp duty, the
 * agent's commission, legal fees and the mortgage insurance premium.
 */
import { stampDuty } from './stamp-duty';
import type { PropertyUse } from './reference/stamp-duty-schedules';

/** the buyer's commission customary on Hong Kong resale deals (negotiable) */
export const CUSTOMARY_BUYER_COMMISSION_RATE = 0.01;

export interface BuyingCostInput {
  price: number;
  agreementDate: string;
  use: PropertyUse;
  /** share of the price paid to the agent (0 for a direct or first-hand purchase) */
  commissionRate: number;
  legalFees: number;
  /** the mortgage loan, 0 when paying in cash */
  loan: number;
  /** the single mortgage insurance premium, 0 without insurance */
  insurancePremium: number;
}

export interface BuyingCost {
  stampDuty: number;
  stampDutyScheduleId: string;
  commission: number;
  legalFees: number;
  insurancePremium: number;
  /** price + stamp duty + commission + legal fees + premium */
  totalCost: number;
  /** down payment + every fee: what the buyer pays from own funds by completion */
  cashNeeded: number;
}

export function buyingCost(input: BuyingCostInput): BuyingCost {
  const { price, loan, legalFees, insurancePremium } = input;
  if (!(input.commissionRate >= 0 && input.commissionRate < 0.1)) throw new RangeError('commissionRate must be from 0 to 0.1');
  if (!(loan >= 0 && loan <= price)) throw new RangeError('loan must be from 0 to the price');
  if (!(legalFees >= 0) || !(insurancePremium >= 0)) throw new RangeError('fees must not be negative');
  const duty = stampDuty({ value: price, agreementDate: input.agreementDate, use: input.use });
  const commission = Math.round(price * input.commissionRate);
  const fees = duty.duty + commission + legalFees + insurancePremium;
  return {
    stampDuty: duty.duty, stampDutyScheduleId: duty.scheduleId, commission, legalFees, insurancePremium,
    totalCost: price + fees, cashNeeded: price - loan + fees,
  };
}
