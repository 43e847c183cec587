import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PersonDataPage from '../routes/person-data-page';

/** personData: /person-data/{propertyId}, the agent or owner to contact about a listing (spec 2.2) */
export default PersonDataPage satisfies RemotePage;
