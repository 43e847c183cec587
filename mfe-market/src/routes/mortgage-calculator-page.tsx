import type { RemotePageProps } from '@portal/shared/mf';
import { ToolsPage } from './tools-page';

const TOOLS = ['mortgage', 'cost'] as const;

/** mortgageCalculator: /mortgage-calculator, the mortgage calculator and the cost of buying */
export default function MortgageCalculatorPage({ locale }: RemotePageProps) {
  return <ToolsPage locale={locale} page="mortgagePage" tools={TOOLS} />;
}
