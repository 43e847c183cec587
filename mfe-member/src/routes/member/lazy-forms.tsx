import { SkeletonText } from '@portal/shared/ui';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The member centre's forms, loaded when a page shows one: they bring zod and the shared form
 * rules (@portal/shared/forms), which stay out of the pages' first load.
 */
const Verify = lazy(() => import('../../features/account').then((m) => ({ default: m.VerifyForm })));
const ChangePassword = lazy(() => import('../../features/account').then((m) => ({ default: m.ChangePasswordForm })));
const Subscription = lazy(() => import('../../features/subscriptions').then((m) => ({ default: m.SubscriptionForm })));
const OwnListing = lazy(() => import('../../features/own-listings').then((m) => ({ default: m.OwnListingForm })));

const wait = <SkeletonText lines={3} />;

export const LazyVerifyForm = (props: ComponentProps<typeof Verify>) => <Suspense fallback={wait}><Verify {...props} /></Suspense>;
export const LazyChangePasswordForm = (props: ComponentProps<typeof ChangePassword>) => <Suspense fallback={wait}><ChangePassword {...props} /></Suspense>;
export const LazySubscriptionForm = (props: ComponentProps<typeof Subscription>) => <Suspense fallback={wait}><Subscription {...props} /></Suspense>;
export const LazyOwnListingForm = (props: ComponentProps<typeof OwnListing>) => <Suspense fallback={wait}><OwnListing {...props} /></Suspense>;
