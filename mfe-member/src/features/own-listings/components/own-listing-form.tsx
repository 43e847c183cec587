import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnListing } from '@portal/shared/contracts';
import { ownListingFormSchema } from '@portal/shared/forms';
import { Button, Select, TextField } from '@portal/shared/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import styles from '../../../lib/form.module.css';
import { useFormMessage } from '../../../lib/form-message';
import { ownListingsApi, type OwnListingsApi } from '../api/own-listings-api';
import { EstatePicker } from '../../../lib/estate-picker';
import { ListingCard } from './listing-card';

type Values = z.input<typeof ownListingFormSchema>;
const num = { setValueAs: (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v)) };
type NumberField = 'price' | 'saleableArea' | 'buildingArea' | 'floor' | 'roomNumber' | 'bathroomNumber';

/** The fields of a saved listing its owner may change, as the form holds them. */
function editableFields(l: OwnListing): Values {
  const { estateId, price, saleableArea, roomNumber, bathroomNumber, description } = l;
  return {
    rentalType: l.rentalType === 2 ? 2 : 1, estateId, buildingId: l.buildingId ?? undefined, floor: l.floor ?? undefined, flat: l.flat ?? '',
    price, saleableArea, buildingArea: l.buildingArea ?? undefined, roomNumber, bathroomNumber, description,
  };
}

interface Props {
  /** the listing being edited; none for a new one */
  editing?: OwnListing;
  onSaved: (listing: OwnListing) => void;
  api?: OwnListingsApi;
}

/** Every field of a listing a member may set (spec 3.1), the address from the estate data, a preview, then save. */
export function OwnListingForm({ editing, onSaved, api = ownListingsApi }: Props) {
  const { t } = useMemberT();
  const message = useFormMessage();
  const failureText = useFailureText();
  const [preview, setPreview] = useState<OwnListing | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, setValue, control, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(ownListingFormSchema, undefined, { raw: true }),
    defaultValues: editing ? editableFields(editing) : { rentalType: 1, bathroomNumber: 1, description: '', flat: '' },
  });
  const { errors } = formState;
  // which of the two actions are waiting for the API, each with its own flag: the form's
  // isSubmitting is true for both, and a busy button ignores clicks, so one flag would make Save
  // swallow a click made as a preview came back, or a preview ending clear a save still running
  const [running, setRunning] = useState({ preview: false, save: false });
  const [estateId, buildingId] = useWatch({ control, name: ['estateId', 'buildingId'] });
  const run = (action: 'preview' | 'save', work: (values: Values) => Promise<void>) =>
    handleSubmit(async (values) => {
      setFailed(null);
      setRunning((now) => ({ ...now, [action]: true }));
      try {
        await work(values);
      } catch (error) {
        setFailed(failureText(error));
      } finally {
        setRunning((now) => ({ ...now, [action]: false }));
      }
    });
  const onPreview = run('preview', async (values) => setPreview(await api.preview(values)));
  const onSave = run('save', async (values) => onSaved(editing?.listingId ? await api.update(editing.listingId, values) : await api.post(values)));
  const field = (name: NumberField, required = true) => (
    <TextField label={t(`listing.${name}`)} type="number" inputMode="numeric" required={required} error={message(errors[name]?.message)} {...register(name, num)} />
  );
  return (
    <form className={styles.form} onSubmit={onSave} noValidate aria-label={t(editing ? 'listing.editTitle' : 'listing.newTitle')}>
      <Select label={t('listing.kind')} options={[{ value: '1', label: t('types.buy') }, { value: '2', label: t('types.rent') }]} {...register('rentalType', { setValueAs: Number })} />
      <EstatePicker
        estateId={estateId}
        buildingId={buildingId}
        onEstate={(id) => setValue('estateId', id as number, { shouldValidate: formState.isSubmitted })}
        onBuilding={(id) => setValue('buildingId', id)}
        error={errors.estateId ? t('listing.estateRequired') : undefined}
      />
      <div className={styles.actions}>
        {field('floor', false)}
        <TextField label={t('listing.flat')} maxLength={8} error={message(errors.flat?.message)} {...register('flat')} />
      </div>
      {field('price')}
      <div className={styles.actions}>
        {field('saleableArea')}
        {field('buildingArea', false)}
      </div>
      <div className={styles.actions}>
        {field('roomNumber')}
        {field('bathroomNumber')}
      </div>
      <TextField multiline rows={5} label={t('listing.description')} error={message(errors.description?.message)} {...register('description')} />
      {failed && <p role="alert" className={styles.failed}>{failed}</p>}
      {preview && <ListingCard listing={preview} heading={t('listing.preview')} />}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" loading={running.preview} onClick={() => void onPreview()}>
          {t('listing.previewButton')}
        </Button>
        <Button type="submit" loading={running.save}>
          {t('listing.save')}
        </Button>
      </div>
    </form>
  );
}
