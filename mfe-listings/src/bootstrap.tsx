import AgencyDetailPage from './expose/agency-detail-page';
import AgencyListPage from './expose/agency-list-page';
import AgentListPage from './expose/agent-list-page';
import BuyListPage from './expose/buy-list-page';
import ComplaintPage from './expose/complaint-page';
import HouseMapPage from './expose/house-map-page';
import MessageAddPage from './expose/message-add-page';
import MessageChangePage from './expose/message-change-page';
import MessageReplyPage from './expose/message-reply-page';
import PartnerDetailPage from './expose/partner-detail-page';
import PartnerListPage from './expose/partner-list-page';
import PropertiesListPage from './expose/properties-list-page';
import RentDetailPage from './expose/rent-detail-page';
import RentListPage from './expose/rent-list-page';
import SaleDetailPage from './expose/sale-detail-page';
import ServiceListPage from './expose/service-list-page';
import ServicedListPage from './expose/serviced-list-page';
import ServicesDetailPage from './expose/services-detail-page';
import { mountStandalone } from '@portal/shared/remote';

/** Every exposed page by its route-table name (the same set as module-federation.config.ts). */
export const STANDALONE_PAGES = {
  BuyListPage, PropertiesListPage, RentListPage, SaleDetailPage, RentDetailPage, HouseMapPage, ComplaintPage,
  MessageAddPage, MessageChangePage, MessageReplyPage, AgencyListPage, AgencyDetailPage, PartnerListPage,
  PartnerDetailPage, AgentListPage, ServicedListPage, ServiceListPage, ServicesDetailPage,
};

void mountStandalone(STANDALONE_PAGES, '/buy');
