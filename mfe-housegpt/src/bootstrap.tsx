import { mountStandalone } from '@portal/shared/remote';
import HousegptPage from './expose/housegpt-page';

void mountStandalone({ HousegptPage }, '/housegpt');
