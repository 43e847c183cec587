import { SkeletonCard, useIsMobile } from '@portal/shared/ui';
import { WidgetUnavailable } from '../../errors/section-unavailable';
import { RemoteSlot } from '../../remotes/remote-slot';
import styles from './home.module.css';

/** A remote's widget on the home page: skeleton cards while it loads, a small notice if it cannot. */
export function WidgetSlot<P extends object>({ remote, exposed, props, items }: { remote: string; exposed: string; props: P; items: number }) {
  const mobile = useIsMobile();
  return (
    <RemoteSlot<P>
      remote={remote}
      exposed={exposed}
      props={props}
      loading={
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: items }, (_, i) => (
            <SkeletonCard key={i} horizontal={mobile} />
          ))}
        </div>
      }
      unavailable={(retry) => <WidgetUnavailable onRetry={retry} />}
    />
  );
}
