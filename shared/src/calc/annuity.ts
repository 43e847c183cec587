/** Level-payment (annuity) loans: the monthly instalment and the amortisation schedule. */

/** Monthly instalment of a loan at an annual rate over `months`: L r / (1 - (1 + r)^-n), r = rate / 12. */
export function monthlyPayment(loan: number, annualRate: number, months: number): number {
  if (!(loan >= 0) || !(months > 0) || !Number.isInteger(months)) throw new RangeError('loan >= 0 and a whole number of months > 0 required');
  if (annualRate < 0) throw new RangeError(`annualRate must not be negative, got ${annualRate}`);
  const r = annualRate / 12;
  if (r === 0) return loan / months;
  return (loan * r) / (1 - (1 + r) ** -months);
}

export interface AmortisationRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

const cents = (x: number) => Math.round(x * 100) / 100;

/**
 * The month-by-month schedule at the instalment rounded to the cent; interest is charged on the
 * balance each month and the last instalment clears what is left.
 */
export function amortisation(loan: number, annualRate: number, months: number): AmortisationRow[] {
  const pay = cents(monthlyPayment(loan, annualRate, months));
  const r = annualRate / 12;
  const rows: AmortisationRow[] = [];
  let balance = loan;
  for (let month = 1; month <= months; month++) {
    const interest = cents(balance * r);
    const principal = month === months ? balance : Math.min(balance, cents(pay - interest));
    balance = cents(balance - principal);
    rows.push({ month, payment: cents(principal + interest), interest, principal: cents(principal), balance });
  }
  return rows;
}

export interface YearSummary {
  year: number;
  paid: number;
  interest: number;
  principal: number;
  balance: number;
}

/** the schedule summed by loan year */
export function amortisationByYear(rows: readonly AmortisationRow[]): YearSummary[] {
  const years: YearSummary[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let y = years[year - 1];
    if (!y) {
      y = { year, paid: 0, interest: 0, principal: 0, balance: 0 };
      years.push(y);
    }
    y.paid = cents(y.paid + row.payment);
    y.interest = cents(y.interest + row.interest);
    y.principal = cents(y.principal + row.principal);
    y.balance = row.balance;
  }
  return years;
}
