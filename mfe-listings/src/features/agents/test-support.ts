/** Test helpers of the agents feature: this remote's (src/testing). */
export { inApp, mockSharedApi, pageOf, type TestLocale } from '../../testing';
