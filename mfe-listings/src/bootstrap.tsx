import BuyListPage from './expose/buy-list-page';
import RentDetailPage from './expose/rent-detail-page';
import RentListPage from './expose/rent-list-page';
import SaleDetailPage from './expose/sale-detail-page';
import { mountStandalone } from './standalone';

void mountStandalone({ BuyListPage, RentListPage, SaleDetailPage, RentDetailPage }, '/buy');
