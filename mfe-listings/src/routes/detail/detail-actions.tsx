import type { PropertyDetail } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Button, Sheet, toast, useIsMobile } from '@portal/shared/ui';
import { useState } from 'react';
import { useListingsT } from '../../i18n/use-listings-t';
import { BookmarkButton } from '../../features/bookmarks';
import { ReportDialog } from '../../features/report';
import { SharePanel } from '../../features/share';
import { renderCaptcha } from '../compose/render-captcha';
import styles from './detail-screen.module.css';

/** Bookmark, share (panel in place; a sheet on mobile) and report, under the listing's title. */
export function DetailActions({ property, locale, kind }: { property: PropertyDetail; locale: Locale; kind: 'buy' | 'rent' }) {
  const { t } = useListingsT();
  const mobile = useIsMobile();
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const share = <SharePanel url={url} title={property.titleWithCulture} layout={mobile ? 'stack' : 'row'} />;
  return (
    <div className={styles.actions}>
      <div className={`${styles.actionRow} ${styles.tools}`}>
        <BookmarkButton sourceType={kind} sourceId={property.propertyID} signInHref={href('signIn', {}, locale)} />
        <Button variant="secondary" aria-expanded={sharing} onClick={() => setSharing(!sharing)} data-testid="share-toggle">
          {t('detail.share')}
        </Button>
        <Button variant="ghost" onClick={() => setReporting(true)} data-testid="report-open">
          {t('detail.report')}
        </Button>
      </div>
      {sharing && !mobile ? <div className={styles.share}>{share}</div> : null}
      {mobile ? (
        <Sheet open={sharing} onClose={() => setSharing(false)} title={t('detail.share')}>
          {share}
        </Sheet>
      ) : null}
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        listingNo={property.listingNo}
        renderCaptcha={renderCaptcha}
        onSubmitted={(message) => toast.success(message)}
      />
    </div>
  );
}
