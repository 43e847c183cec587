import { formatArea, formatMoney, formatRent } from '@portal/shared/format';
import type { ChatCard, Language } from '@portal/shared/contracts';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import { linkHref } from '../model/link-href';
import styles from './chat.module.css';

/** The answer's listings, each a link into the listing's page (by the route table). */
export function ListingCards({ cards, locale }: { cards: ChatCard[]; locale: Language }) {
  const { t } = useHousegptT();
  if (!cards.length) return null;
  return (
    <ul className={styles.cards} aria-label={t('answer.cards')}>
      {cards.map((card) => {
        const to = linkHref(card.link, locale);
        const price = card.rentalType === 2 ? formatRent(card.price, locale) : formatMoney(card.price, locale);
        return (
          <li key={card.propertyID} className={styles.card} data-testid="housegpt-card" data-price={card.price ?? ''} data-rooms={card.roomNumber ?? ''}>
            {to ? <a href={to} className={styles.cardTitle}>{card.title}</a> : <span className={styles.cardTitle}>{card.title}</span>}
            <span className={styles.price}>{price}</span>
            <span className={styles.meta}>
              {[card.estateName, card.roomNumber !== null ? t('answer.rooms', { count: card.roomNumber }) : null, card.saleableArea !== null ? formatArea(card.saleableArea, locale) : null]
                .filter(Boolean).join(' · ')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
