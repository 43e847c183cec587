import { Button } from '@portal/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styles from './market.module.css';

/**
 * Filters as a GET form of this page: submitting puts the filled fields in the query (page 1),
 * through the router in the browser, as a plain form submission before hydration.
 */
export function FilterForm({ label, submitLabel, children }: { label: string; submitLabel: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) query.set(name, value.trim());
    }
    const text = query.toString();
    navigate(`${pathname}${text ? `?${text}` : ''}`, { preventScrollReset: true });
  };
  // a new URL gives the fields its values (they are uncontrolled)
  return (
    <form key={search} method="get" action={pathname} role="search" aria-label={label} className={styles.filters} onSubmit={onSubmit}>
      {children}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
