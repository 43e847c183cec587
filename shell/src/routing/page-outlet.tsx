import type { RemotePageProps } from '@portal/shared/mf';
import type { RouteDef } from '@portal/shared/routing';
import { SkeletonCard, SkeletonText } from '@portal/shared/ui';
import { Suspense } from 'react';
import { SectionUnavailable } from '../errors/section-unavailable';
import { RemoteSlot } from '../remotes/remote-slot';
import { ShellPage } from './shell-pages';

function PageSkeleton() {
  return (
    <div aria-busy="true" data-testid="page-skeleton">
      <SkeletonText lines={2} />
      <SkeletonCard horizontal />
      <SkeletonCard horizontal />
    </div>
  );
}

/** The page of a route: the shell's own, or the owning remote's exposed page. */
export function PageOutlet({ route, props }: { route: RouteDef; props: RemotePageProps }) {
  if (route.remote === 'shell') {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <ShellPage page={route.page} props={props} />
      </Suspense>
    );
  }
  return (
    <RemoteSlot<RemotePageProps>
      remote={route.remote}
      exposed={route.page}
      props={props}
      loading={<PageSkeleton />}
      unavailable={(retry) => <SectionUnavailable onRetry={retry} />}
    />
  );
}
