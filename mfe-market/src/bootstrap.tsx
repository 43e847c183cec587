import { mountStandalone } from '@portal/shared/remote';
import MarketDataPage from './expose/market-data-page';

void mountStandalone({ MarketDataPage }, '/market-data');
