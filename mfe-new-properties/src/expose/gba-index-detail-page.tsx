import type { RemotePage } from '@portal/shared/mf';
import { GbaIndexDetailPage } from '../features/gba';

export default GbaIndexDetailPage satisfies RemotePage;
