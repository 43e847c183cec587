/**
 * Subscriptions feature (spec 6, 9): a member's saved-search alerts, sent by e-mail at most once a day.
 * <SubscriptionList locale api? />          the subscriptions with how many are left, removal
 * <SubscriptionDetail id locale />          one of them
 * <SubscriptionForm locale onCreated api? /> a new one from a form or a saved search (name rule, limit)
 */
export { SubscriptionList } from './components/subscription-list';
export { SubscriptionDetail } from './components/subscription-detail';
export { SubscriptionForm } from './components/subscription-form';
export { subscriptionsApi, type SubscriptionsApi } from './api/subscriptions-api';
