/** Test helpers of the agents feature: this remote's (src/testing). */
export { fakeApi, failure, fixture, inApp, itemOf, pageOf, type FakeFailure, type TestLocale } from '../../testing';
