import { memo } from 'react';
import { SkeletonCard, useIsMobile, whenSeen } from '@portal/shared/ui';
import { WidgetUnavailable } from '../../errors/section-unavailable';
import { RemoteSlot } from '../../remotes/remote-slot';
import styles from './home.module.css';

interface WidgetSlotProps<P> {
  remote: string;
  exposed: string;
  props: P;
  items: number;
  /** below the first view: the id of the section's heading, the widget loads when it is seen (whenSeen of @portal/shared/ui) */
  later?: string;
}

function WidgetSlotView<P extends object>({ remote, exposed, props, items, later }: WidgetSlotProps<P>) {
  const mobile = useIsMobile();
  return (
    <RemoteSlot<P>
      remote={remote}
      exposed={exposed}
      props={props}
      until={later ? () => whenSeen(later) : undefined}
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

/**
 * A remote's widget on the home page: skeleton cards while it loads, a small notice if it cannot.
 * Memoized (give it props that keep their identity): a widget that hydrates later is the server's
 * HTML until its module comes, and a render of its slot before then would make React give up that
 * HTML and show the skeleton instead.
 */
export const WidgetSlot = memo(WidgetSlotView) as typeof WidgetSlotView;
