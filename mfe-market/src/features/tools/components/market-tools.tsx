import type { Locale } from '@portal/shared/routing';
import { useMarketT } from '../../../i18n/use-market-t';
import section from '../../../lib/market.module.css';
import { hongKongToday } from '../defaults';
import { BuyingCostTool } from './buying-cost-tool';
import { MortgageCalculator } from './mortgage-calculator';
import { StampDutyTool } from './stamp-duty-tool';
import { ValuationTool } from './valuation-tool';
import styles from './tools.module.css';

/** The market page's tools: mortgage, stamp duty, instant valuation and the cost of buying. */
export default function MarketTools({ locale }: { locale: Locale }) {
  const { t } = useMarketT();
  const today = hongKongToday();
  return (
    <section className={section.section} aria-labelledby="market-tools-heading" data-testid="market-tools">
      <h2 id="market-tools-heading">{t('tools.heading')}</h2>
      <div className={styles.grid}>
        <div className={styles.wide}><MortgageCalculator locale={locale} /></div>
        <StampDutyTool today={today} />
        <BuyingCostTool today={today} />
        <div className={styles.wide}><ValuationTool locale={locale} /></div>
      </div>
    </section>
  );
}
