import type { RemotePage } from '@portal/shared/mf';
import { GbaToolsPage } from '../features/gba';

export default GbaToolsPage satisfies RemotePage;
