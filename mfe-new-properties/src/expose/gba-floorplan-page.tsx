import type { RemotePage } from '@portal/shared/mf';
import { GbaFloorplanPage } from '../features/gba';

export default GbaFloorplanPage satisfies RemotePage;
