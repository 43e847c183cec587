import type { RemotePage } from '@portal/shared/mf';
import { GbaDetailPage } from '../features/gba';

export default GbaDetailPage satisfies RemotePage;
