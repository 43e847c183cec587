import type { RemotePage } from '@portal/shared/mf';
import { GbaListPage } from '../features/gba';

export default GbaListPage satisfies RemotePage;
