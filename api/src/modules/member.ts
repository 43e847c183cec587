/**
 * Member modules: users and sessions, bookmarks, messages, captcha, reports, subscriptions,
 * evaluations, contact and orders. They share one Fastify scope whose error handler localizes
 * the form-rule keys of failed validations (see member/errors.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { registerCaptcha } from './member/captcha';
import { registerCollections } from './member/collections';
import { registerContact } from './member/contact';
import { registerDevMemberJobs } from './member/dev-member-jobs';
import { registerDevOutbox } from './member/dev-outbox';
import { registerCaptchaReveal } from './member/captcha-reveal';
import { devRoutesEnabled, registerDevRoutes } from '../http/dev-routes';
import { memberErrorHandler } from './member/errors';
import { registerEvaluations } from './member/evaluations';
import { registerLeaveMessageEdits } from './member/leave-message-edit';
import { registerLeaveMessages } from './member/leave-messages';
import { registerMyLeaveMessages } from './member/my-leave-messages';
import { registerOrders } from './member/orders';
import { registerReports } from './member/reports';
import { registerSubscriptions } from './member/subscriptions';
import { registerUsers } from './member/users';
import { registerAccount } from './member/account';
import { runSubscriptionAlerts } from './member/subscription-alerts';
import { runBuildingWatch } from './member/building-watch';
import { startTick } from './member/tick';
import { registerWatches } from './member/watches';
import { registerOwnListings } from './member/own-listings';
import { registerOwnListingPhotos } from './member/own-listing-photos';
import { registerListingOrders } from './member/listing-orders';
import { registerSessionCookie } from './member/session-cookie';

export { startOutboxWorker } from './member/outbox-worker';
export { hashPassword, verifyPassword } from './member/password';

export async function registerMember(app: FastifyInstance, opts: AppOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(memberErrorHandler);
    const { db } = opts;
    registerSessionCookie(scope);
    registerUsers(scope, db);
    registerAccount(scope, db);
    registerCollections(scope, db);
    registerLeaveMessages(scope, db);
    registerLeaveMessageEdits(scope, db);
    registerMyLeaveMessages(scope, db);
    registerCaptcha(scope, db);
    registerReports(scope, db);
    registerSubscriptions(scope, db);
    registerWatches(scope, db);
    registerOwnListings(scope, db);
    registerOwnListingPhotos(scope, db);
    registerListingOrders(scope, db);
    // subscription alerts (each at most once a day) and building watch notices, every 10 minutes
    const ticks = [startTick((now) => runSubscriptionAlerts(db, now)), startTick((now) => runBuildingWatch(db, now))];
    scope.addHook('onClose', async () => ticks.forEach((t) => t.stop()));
    registerEvaluations(scope, db);
    registerContact(scope, db);
    registerOrders(scope, db);
    if (opts.dev ?? devRoutesEnabled()) {
      await registerDevRoutes(scope, (dev) => {
        registerDevOutbox(dev, db);
        registerDevMemberJobs(dev, db);
        if (process.env.CAPTCHA_REVEAL === '1') registerCaptchaReveal(dev, db);
      });
    }
  });
}
