import type { RemotePage } from '@portal/shared/mf';
import { GbaMorePage } from '../features/gba';

export default GbaMorePage satisfies RemotePage;
