import type { RemotePageProps } from '@portal/shared/mf';
import { ToolsPage } from './tools-page';

const TOOLS = ['stampDuty', 'cost'] as const;

/** taxTools: /tax-tools, stamp duty by agreement date and the cost of buying */
export default function TaxToolsPage({ locale }: RemotePageProps) {
  return <ToolsPage locale={locale} page="taxPage" tools={TOOLS} />;
}
