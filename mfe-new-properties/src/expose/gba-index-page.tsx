import type { RemotePage } from '@portal/shared/mf';
import { GbaIndexPage } from '../features/gba';

export default GbaIndexPage satisfies RemotePage;
