import { useApi } from '@portal/shared/api';
import { searchEstate } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { Button, TextField } from '@portal/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useMarketT } from '../../../i18n/use-market-t';
import section from '../../../lib/market.module.css';
import styles from './tools.module.css';

export interface FoundEstate {
  id: number;
  name: string;
}

/** Finds estates by name (SearchEstate, the most traded first) for the valuation to choose from. */
export function EstateFinder({ locale, onFound }: { locale: Locale; onFound: (estates: FoundEstate[]) => void }) {
  const { t } = useMarketT();
  const [keywords, setKeywords] = useState('');
  const state = useApi(searchEstate, { body: { keywords, order: 'DealCountDesc', pageIndex: 1, pageCount: 20 }, language: locale, enabled: keywords !== '' });
  const found = state.data;
  useEffect(() => {
    if (found) onFound(found.items.map((e) => ({ id: e.estateID, name: `${e.estateNameWithCulture} (${e.gscopeNameWithCulture})` })));
  }, [found, onFound]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('estateName') ?? '').trim().slice(0, 100);
    setKeywords(text);
  };
  return (
    <form className={styles.form} role="search" aria-label={t('valuation.findLabel')} onSubmit={onSubmit}>
      <div className={styles.fields}>
        <TextField name="estateName" label={t('valuation.estateName')} maxLength={100} />
        <Button type="submit" variant="secondary" loading={state.loading}>{t('valuation.find')}</Button>
      </div>
      {keywords && state.data?.items.length === 0 && <p className={section.muted} role="status">{t('valuation.noEstates')}</p>}
      {state.error && <p className={section.muted} role="alert">{state.error.message}</p>}
    </form>
  );
}
