import { mountStandalone } from '@portal/shared/remote';
import NewSubscribePage from './expose/new-subscribe-page';

void mountStandalone({ NewSubscribePage }, '/newSubscribe');
