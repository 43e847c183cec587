import { mountStandalone } from '@portal/shared/remote';
import NewPropertyListPage from './expose/new-property-list-page';

void mountStandalone({ NewPropertyListPage }, '/new-properties');
