import type { OwnListing } from '@portal/shared/contracts';
import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { Button, toast } from '@portal/shared/ui';
import { useState } from 'react';
import { OwnListingList } from '../features/own-listings';
import { useMemberT } from '../i18n/use-member-t';
import { LazyOwnListingForm } from './member/lazy-forms';
import { MemberLayout } from './member/member-layout';

/** myListings: /member/listings: post a sale or rent listing, its photos, and each listing's state and actions (spec 4.1). */
export default function MyListingsPage({ locale }: RemotePageProps) {
  const { t } = useMemberT();
  usePageMeta({ title: t('listing.title'), description: t('listing.intro') });
  const [form, setForm] = useState<{ editing?: OwnListing } | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <MemberLayout locale={locale} title={t('listing.title')}>
      <p>{t('listing.intro')}</p>
      {form ? (
        <>
          <h2>{t(form.editing ? 'listing.editTitle' : 'listing.newTitle')}</h2>
          <LazyOwnListingForm
            key={form.editing?.listingId ?? 'new'}
            editing={form.editing}
            onSaved={() => {
              toast.success(t('listing.saved'));
              setForm(null);
              setVersion((v) => v + 1);
            }}
          />
          <div>
            <Button type="button" variant="ghost" onClick={() => setForm(null)}>
              {t('listing.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button type="button" onClick={() => setForm({})}>
            {t('listing.newTitle')}
          </Button>
        </div>
      )}
      <h2>{t('listing.mine')}</h2>
      <OwnListingList locale={locale} version={version} onEdit={(editing) => setForm({ editing })} />
    </MemberLayout>
  );
}
