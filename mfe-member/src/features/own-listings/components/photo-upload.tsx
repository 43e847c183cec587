import { toast } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import type { OwnListingsApi } from '../api/own-listings-api';

const TYPES = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Photos of a saved listing: each file sent as it is (JPEG, PNG or WebP up to 8 MB; the API checks
 * the bytes, resizes and stores it), one after the other; `onUploaded` after each.
 */
export function PhotoUpload({ listingId, api, onUploaded }: { listingId: string; api: Pick<OwnListingsApi, 'uploadPhoto'>; onUploaded: () => void }) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (files: FileList | null) => {
    if (!files) return;
    setBusy(true);
    for (const file of Array.from(files)) {
      if (file.size > MAX_BYTES) {
        toast.error(t('listing.photoTooLarge', { name: file.name }));
        continue;
      }
      try {
        await api.uploadPhoto(listingId, file);
        onUploaded();
      } catch (error) {
        toast.error(`${file.name}: ${failureText(error)}`);
      }
    }
    setBusy(false);
  };
  return (
    <p>
      <label htmlFor={id}>{t('listing.photos')}</label>{' '}
      <input id={id} type="file" accept={TYPES} multiple disabled={busy} aria-busy={busy || undefined} onChange={(e) => void upload(e.target.files)} />
    </p>
  );
}
