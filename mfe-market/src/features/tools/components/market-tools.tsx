import type { Locale } from '@portal/shared/routing';
import { useEffect } from 'react';
import { useMarketT } from '../../../i18n/use-market-t';
import section from '../../../lib/market.module.css';
import { hongKongToday } from '../defaults';
import { markToolsMounted } from '../mounted';
import { TOOLS_HEADING_ID } from '../heading';
import { BuyingCostTool } from './buying-cost-tool';
import { MortgageCalculator } from './mortgage-calculator';
import { StampDutyTool } from './stamp-duty-tool';
import { ValuationTool } from './valuation-tool';
import styles from './tools.module.css';

export type ToolName = 'mortgage' | 'stampDuty' | 'cost' | 'valuation';
const ALL: readonly ToolName[] = ['mortgage', 'stampDuty', 'cost', 'valuation'];

/** The buying tools: mortgage, stamp duty, the cost of buying and instant valuation (all, or the ones a page names). */
export default function MarketTools({ locale, tools = ALL }: { locale: Locale; tools?: readonly ToolName[] }) {
  const { t } = useMarketT();
  const today = hongKongToday();
  const shown = new Set(tools);
  useEffect(markToolsMounted, []);
  return (
    <section className={section.section} aria-labelledby={TOOLS_HEADING_ID} data-testid="market-tools">
      <h2 id={TOOLS_HEADING_ID}>{t('tools.heading')}</h2>
      <div className={styles.grid}>
        {shown.has('mortgage') && <div className={styles.wide}><MortgageCalculator locale={locale} /></div>}
        {shown.has('stampDuty') && <StampDutyTool today={today} />}
        {shown.has('cost') && <BuyingCostTool today={today} />}
        {shown.has('valuation') && <div className={styles.wide}><ValuationTool locale={locale} /></div>}
      </div>
    </section>
  );
}
