import { mountStandalone } from '@portal/shared/remote';
import EstateListPage from './expose/estate-list-page';

void mountStandalone({ EstateListPage }, '/estate');
