import type { PopularEstatesWidget } from '@portal/shared/mf';
import '../i18n';
import { PopularEstates } from '../features/estate-list';

/** mfe_estates/PopularEstatesWidget: the home page's popular estates (most deals this month) */
export default PopularEstates satisfies PopularEstatesWidget;
