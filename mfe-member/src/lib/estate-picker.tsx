import { call } from '@portal/shared/api';
import type { ResultOf } from '@portal/shared/contracts';
import { getPhaseBuilding, searchEstate } from '@portal/shared/endpoints';
import { Button, Select, TextField } from '@portal/shared/ui';
import { useState } from 'react';
import { useMemberT } from '../i18n/use-member-t';
import { useFailureText } from './failure-text';
import styles from './form.module.css';

type Estate = ResultOf<typeof searchEstate>['items'][number];
type Phases = ResultOf<typeof getPhaseBuilding>;

interface Props {
  estateId: number | undefined;
  buildingId: number | undefined;
  onEstate: (estateId: number | undefined) => void;
  onBuilding: (buildingId: number | undefined) => void;
  error?: string;
}

/** An estate and block from the estate data (a listing's address, a building watch): find the estate by name, then pick its block. */
export function EstatePicker({ estateId, buildingId, onEstate, onBuilding, error }: Props) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const [keywords, setKeywords] = useState('');
  const [estates, setEstates] = useState<Estate[] | null>(null);
  const [phases, setPhases] = useState<Phases>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const find = async () => {
    setProblem(null);
    try {
      const page = await call(searchEstate, { body: { keywords: keywords.trim(), pageIndex: 1, pageCount: 20 } });
      setEstates(page.items);
      if (page.items.length === 0) setProblem(t('listing.noEstate'));
    } catch (e) {
      setProblem(failureText(e));
    }
  };
  const choose = async (value: string) => {
    const id = value ? Number(value) : undefined;
    onEstate(id);
    onBuilding(undefined);
    setPhases([]);
    if (id) setPhases(await call(getPhaseBuilding, { query: { estateId: id } }).catch(() => []));
  };
  const blocks = phases.flatMap((p) => p.buildings.map((b) => ({ value: String(b.buildingID), label: `${p.nameWithCulture} ${b.nameWithCulture}`.trim() })));
  return (
    <fieldset className={styles.form}>
      <legend>{t('listing.address')}</legend>
      <div className={styles.actions}>
        <TextField label={t('listing.estateSearch')} value={keywords} onChange={(e) => setKeywords(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void find())} />
        <Button type="button" variant="secondary" onClick={() => void find()}>
          {t('listing.find')}
        </Button>
      </div>
      {problem && <p role="alert" className={styles.failed}>{problem}</p>}
      {error && !estates?.length && <p className={styles.failed}>{error}</p>}
      {estates && estates.length > 0 && (
        <Select
          label={t('listing.estate')}
          placeholder={t('listing.chooseEstate')}
          value={estateId ? String(estateId) : ''}
          error={error}
          options={estates.map((e) => ({ value: String(e.estateID), label: `${e.estateNameWithCulture} · ${e.addressWithCulture}` }))}
          onChange={(e) => void choose(e.target.value)}
        />
      )}
      {blocks.length > 0 && (
        <Select
          label={t('listing.block')}
          placeholder={t('listing.anyBlock')}
          value={buildingId ? String(buildingId) : ''}
          options={blocks}
          onChange={(e) => onBuilding(e.target.value ? Number(e.target.value) : undefined)}
        />
      )}
    </fieldset>
  );
}
