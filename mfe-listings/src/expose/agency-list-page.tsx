import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import AgencyListPage from '../routes/agency-list-page';

/** agencyList: the agencies (spec 2.2 "Agent list") */
export default AgencyListPage satisfies RemotePage;
