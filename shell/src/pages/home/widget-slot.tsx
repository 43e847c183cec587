import { SkeletonCard, useIsMobile } from '@portal/shared/ui';
import { WidgetUnavailable } from '../../errors/section-unavailable';
import { RemoteSlot } from '../../remotes/remote-slot';
import { useWhenSeen } from '../../startup/when-seen';
import styles from './home.module.css';

/**
 * A remote's widget on the home page: skeleton cards while it loads, a small notice if it cannot.
 * `belowTheFold`: its remote's entry and module load when it is about to be seen, not at start-up
 * (a server-rendered home keeps the server's widget, links working, and hydrates it then).
 */
export function WidgetSlot<P extends object>({ remote, exposed, props, items, belowTheFold = false }: { remote: string; exposed: string; props: P; items: number; belowTheFold?: boolean }) {
  const mobile = useIsMobile();
  const { ref, seen } = useWhenSeen();
  return (
    <div ref={belowTheFold ? ref : undefined}>
      <RemoteSlot<P>
        remote={remote}
        exposed={exposed}
        props={props}
        until={belowTheFold ? seen : undefined}
        loading={
          <div className={styles.grid} aria-busy="true">
            {Array.from({ length: items }, (_, i) => (
              <SkeletonCard key={i} horizontal={mobile} />
            ))}
          </div>
        }
        unavailable={(retry) => <WidgetUnavailable onRetry={retry} />}
      />
    </div>
  );
}
