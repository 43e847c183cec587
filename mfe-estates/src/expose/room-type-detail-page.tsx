import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import RoomTypeDetailPage from '../routes/room-type-detail-page';

export default RoomTypeDetailPage satisfies RemotePage;
