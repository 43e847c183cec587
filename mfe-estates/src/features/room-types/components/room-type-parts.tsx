import { formatDate, formatMoney, formatRent, formatUnitPrice, formatArea } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { Listing, RoomTypeDetail } from '../../../lib/types';
import { percentFrom } from '../../../lib/room-type';
import figures from '../../../lib/facts.module.css';
import { useLayoutText } from './layout-text';
import sections from '../../../lib/sections.module.css';
import styles from './room-types.module.css';
import tables from '../../../lib/tables.module.css';

/** The layout's key figures: bedrooms, areas, flats, its sales of the last 12 months against the estate's. */
export function RoomTypeFacts({ detail, locale }: { detail: RoomTypeDetail; locale: Locale }) {
  const { t } = useEstatesT();
  const text = useLayoutText(locale);
  const r = detail.roomType;
  const pct = percentFrom(r.avgDealPricePerSqft, detail.estate.avgDealPricePerSqft);
  const facts: Array<[string, string]> = [
    [t('roomType.facts.rooms'), text.rooms(r.roomNumber)],
    [t('roomType.facts.saleable'), text.area(r.saleableArea)],
    [t('roomType.facts.gross'), text.area(r.buildingArea)],
    [t('roomType.facts.flats'), String(r.flatCount)],
    [t('roomType.facts.deals'), String(r.saleDealCount)],
    [t('roomType.facts.avgDeal'), formatUnitPrice(r.avgDealPricePerSqft, locale)],
    [t('roomType.facts.estateAvg'), formatUnitPrice(detail.estate.avgDealPricePerSqft, locale)],
    [t('roomType.facts.vsEstate'), pct === null ? '--' : pct > 0 ? t('roomType.above', { pct }) : pct < 0 ? t('roomType.below', { pct: -pct }) : t('roomType.inLine')],
    [t('roomType.facts.lastDeal'), r.lastDealDate ? formatDate(r.lastDealDate, locale) : '--'],
    [t('roomType.facts.asking'), formatUnitPrice(r.avgAskingPricePerSqft, locale)],
  ];
  return (
    <dl className={figures.facts} data-testid="room-type-facts">
      {facts.map(([k, v]) => (
        <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
      ))}
    </dl>
  );
}

/** Links to the estate's layouts, this one marked as the current page. */
export function RoomTypeNav({ detail, locale }: { detail: RoomTypeDetail; locale: Locale }) {
  const { t } = useEstatesT();
  const text = useLayoutText(locale);
  return (
    <nav className={styles.nav} aria-label={t('roomType.others')} data-testid="room-type-nav">
      <ul>
        {detail.roomTypes.map((r) => (
          <li key={r.roomTypeId}>
            <Link to={href('roomTypeDetail', { id: r.roomTypeId }, locale)} aria-current={r.roomTypeId === detail.roomType.roomTypeId ? 'page' : undefined}>
              {t('layouts.name', { flat: r.flat })} · {text.area(r.saleableArea)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The blocks that have the layout on every floor, with how many of its flats changed hands. */
export function RoomTypeBlocks({ detail }: { detail: RoomTypeDetail }) {
  const { t } = useEstatesT();
  const caption = t('roomType.blocks.caption', { flat: detail.roomType.flat });
  return (
    <section className={sections.section} data-testid="room-type-blocks">
      <h2>{t('roomType.blocks.title')}</h2>
      {/* a table without links: its scroll box takes the focus itself, so the keyboard can scroll it on a phone */}
      <div className={tables.scroll} tabIndex={0} role="region" aria-label={caption}>
        <table className={tables.table}>
          <caption className={tables.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('roomType.blocks.block')}</th>
              <th scope="col">{t('roomType.blocks.phase')}</th>
              <th scope="col">{t('roomType.blocks.floors')}</th>
              <th scope="col">{t('roomType.blocks.traded')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.buildings.map((b) => (
              <tr key={b.buildingID}>
                <th scope="row">{b.nameWithCulture}</th>
                <td>{b.phaseNameWithCulture ?? '--'}</td>
                <td>{b.floors}</td>
                <td>{b.tradedFlatCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The layout's flats with a recorded sale, latest sale first, each linking to that sale. */
export function RoomTypeFlats({ detail, locale }: { detail: RoomTypeDetail; locale: Locale }) {
  const { t } = useEstatesT();
  const title = t('roomType.flats.title');
  return (
    <section className={sections.section} data-testid="room-type-flats">
      <h2>{title}</h2>
      {detail.flats.length === 0 ? (
        <p>{t('roomType.flats.none')}</p>
      ) : (
        <>
          <p className={sections.muted}>{t('roomType.flats.count', { shown: detail.flats.length, count: detail.tradedFlatCount })}</p>
          <div className={tables.scroll}>
            <table className={tables.table}>
              <caption className={tables.caption}>{t('roomType.flats.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('roomType.flats.flat')}</th>
                  <th scope="col">{t('roomType.flats.sales')}</th>
                  <th scope="col">{t('roomType.flats.lastDate')}</th>
                  <th scope="col">{t('roomType.flats.lastPrice')}</th>
                  <th scope="col">{t('roomType.flats.lastUnitPrice')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.flats.map((f) => (
                  <tr key={`${f.buildingID}/${f.floor}`} data-testid="room-type-flat">
                    <th scope="row">{[f.buildingNameWithCulture, t('deals.floor', { floor: f.floor }), t('deals.flat', { flat: f.flat })].join(' · ')}</th>
                    <td>{f.saleDealCount}</td>
                    <td><Link to={href('dealDetail', { id: String(f.lastDealID) }, locale)}>{formatDate(f.lastDealDate, locale)}</Link></td>
                    <td>{formatMoney(f.lastPrice, locale)}</td>
                    <td>{formatUnitPrice(f.lastPricePerSqft, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function ListingLines({ listings, kind, locale }: { listings: readonly Listing[]; kind: 'buy' | 'rent'; locale: Locale }) {
  return (
    <ul className={styles.plain}>
      {listings.map((l) => (
        <li key={l.propertyID}>
          <Link to={href(kind === 'buy' ? 'saleDetail' : 'rentDetail', { propertyId: l.propertyID }, locale)}>{l.titleWithCulture}</Link>
          {' · '}
          {kind === 'buy' ? formatMoney(l.price, locale) : formatRent(l.price, locale)} · {formatArea(l.saleableArea, locale)}
          {kind === 'buy' && l.saleableAvgPrice ? ` · ${formatUnitPrice(l.saleableAvgPrice, locale)}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** The layout's flats for sale and for rent (cheapest first), with links to the estate's whole lists in the listings remote. */
export function RoomTypeListings({ detail, locale }: { detail: RoomTypeDetail; locale: Locale }) {
  const { t } = useEstatesT();
  const filter = `e${detail.estate.estateID}`;
  const estate = detail.estate.estateNameWithCulture;
  const parts = [
    { kind: 'buy' as const, title: t('roomType.listings.saleTitle'), items: detail.saleListings, all: href('buyList', { filter }, locale), allText: t('roomType.listings.allSale', { estate }) },
    { kind: 'rent' as const, title: t('roomType.listings.rentTitle'), items: detail.rentListings, all: href('rentList', { filter }, locale), allText: t('roomType.listings.allRent', { estate }) },
  ];
  return (
    <div className={styles.columns}>
      {parts.map((p) => (
        <section key={p.kind} className={sections.section} data-testid={`room-type-listings-${p.kind}`}>
          <h2>{p.title}</h2>
          {p.items.length === 0 ? <p>{t('roomType.listings.none')}</p> : (
            <>
              <p className={sections.muted}>{t('roomType.listings.cheapest')}</p>
              <ListingLines listings={p.items} kind={p.kind} locale={locale} />
            </>
          )}
          <p><Link to={p.all}>{p.allText}</Link></p>
        </section>
      ))}
    </div>
  );
}
