import type { GbaCity } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { GBA_AREA_BANDS_M2, GBA_ORDERS, GBA_PRICE_BANDS_HKD, type GbaBand, type GbaFilter } from '@portal/shared/url';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import { gbaListHref } from '../lib/list-href';
import { moneyText, numberText } from '../lib/format';
import styles from './gba.module.css';

interface Option { key: string; label: string; filter: GbaFilter; active: boolean }

function bandLabel(t: TFunction, band: GbaBand, text: (n: number) => string): string {
  if (band.min === null && band.max !== null) return t('list.bandUpTo', { max: text(band.max) });
  if (band.max === null && band.min !== null) return t('list.bandFrom', { min: text(band.min) });
  return t('list.bandRange', { min: text(band.min ?? 0), max: text(band.max ?? 0) });
}

function Group({ title, options, locale }: { title: string; options: Option[]; locale: Locale }) {
  return (
    <div className={styles.group}>
      <h2>{title}</h2>
      <ul>
        {options.map((o) => (
          <li key={o.key}>
            <Link to={gbaListHref(o.filter, locale)} aria-current={o.active ? 'true' : undefined}>{o.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The filter as links (city, district, HKD price band, m² area band, order): each a real URL of the list. */
export function ListFilters({ filter, cities, locale }: { filter: GbaFilter; cities: readonly GbaCity[]; locale: Locale }) {
  const { t } = useGbaT();
  const base = { ...filter, page: undefined };
  const city = cities.find((c) => c.code === filter.cityCode);
  const any = (key: keyof GbaFilter, extra: GbaFilter = {}): Option => ({ key: 'any', label: t('list.any'), filter: { ...base, [key]: undefined, ...extra }, active: filter[key] === undefined });
  const hkd = (n: number) => moneyText(t, n, 'HKD', locale);
  const m2 = (n: number) => `${numberText(n, locale)} m²`;
  return (
    <section className={styles.filters} aria-label={t('list.filters')}>
      <Group title={t('list.city')} locale={locale} options={[
        any('cityCode', { districtId: undefined }),
        ...cities.map((c) => ({ key: c.cityId, label: c.name, filter: { ...base, cityCode: c.code, districtId: undefined }, active: c.code === filter.cityCode })),
      ]} />
      {city ? (
        <Group title={t('list.district')} locale={locale} options={[
          any('districtId'),
          ...city.districts.map((d) => ({ key: String(d.districtId), label: d.name, filter: { ...base, districtId: d.districtId }, active: d.districtId === filter.districtId })),
        ]} />
      ) : null}
      <Group title={t('list.price')} locale={locale} options={[
        any('priceBand'),
        ...GBA_PRICE_BANDS_HKD.map((band, i) => ({ key: `p${i + 1}`, label: bandLabel(t, band, hkd), filter: { ...base, priceBand: i + 1 }, active: filter.priceBand === i + 1 })),
      ]} />
      <Group title={t('list.area')} locale={locale} options={[
        any('areaBand'),
        ...GBA_AREA_BANDS_M2.map((band, i) => ({ key: `a${i + 1}`, label: bandLabel(t, band, m2), filter: { ...base, areaBand: i + 1 }, active: filter.areaBand === i + 1 })),
      ]} />
      <Group title={t('list.order')} locale={locale} options={GBA_ORDERS.map((order) => ({
        key: order, label: t(`list.orders.${order}`), filter: { ...base, order }, active: (filter.order ?? 'latest') === order,
      }))} />
    </section>
  );
}
