export { configureApi, getApiConfig, isApiConfigured, type ApiConfig } from './config';
export { call, REQUEST_TIMEOUT_MS, type CallOptions } from './client';
export { ApiFailure, isApiFailure, CLIENT_FAILURE_CODES, type ApiFailureInit, type ClientFailureKind } from './api-failure';
export { requestTracker, type RequestTrackerState } from './request-tracker';
export { useApi, usePrefetch, type UseApiOptions, type UseApiState } from './use-api';
export { mediaUrl } from './media-url';
export { forgetSignedIn, readSignedIn, rememberSignedIn, SIGNED_IN_KEY, type SignedInMember } from './member-session';
export { ensureVisitorId, hasTokenCookie, readVisitorId, VISITOR_ID_KEY } from './visitor-id';
export { ServerData, ServerDataContext, requestKey, setHydrationAnswers, clearHydrationAnswers, hydrationAnswer, usePageNow, type ServerAnswers } from './server-data';
