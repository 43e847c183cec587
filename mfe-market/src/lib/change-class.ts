import styles from './market.module.css';

/** the colour of a rise or a fall (none for no change or none known) */
export const changeClass = (pct: number | null | undefined) => (pct ? (pct > 0 ? styles.up : styles.down) : undefined);
