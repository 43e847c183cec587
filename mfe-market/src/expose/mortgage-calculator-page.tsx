import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MortgageCalculatorPage from '../routes/mortgage-calculator-page';

export default MortgageCalculatorPage satisfies RemotePage;
