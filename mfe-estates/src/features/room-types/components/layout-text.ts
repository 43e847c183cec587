import { formatArea } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useEstatesT } from '../../../i18n/use-estates-t';

/** A layout's bedrooms and area range as text ('--' when unknown). */
export function useLayoutText(locale: Locale) {
  const { t } = useEstatesT();
  return {
    rooms: (n: number | null) => (n === null ? '--' : n === 0 ? t('layouts.studio') : t('layouts.rooms', { count: n })),
    area: (r: { min: number; max: number } | null) =>
      r === null ? '--' : r.min === r.max ? formatArea(r.min, locale) : `${formatArea(r.min, locale)} – ${formatArea(r.max, locale)}`,
  };
}
