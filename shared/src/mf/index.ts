export * from './contracts';
export * from './remotes';
export { REMOTE_ENTRY_FILE, sharedDeps, hostSharedDeps, HOST_EAGER, SHARED_VERSIONS, PORTAL_SHARED_SUBPATHS, PORTAL_SHARED_TEST_SUBPATHS, PORTAL_SHARED_VERSION, type SharedDepConfig } from './shared-deps';
export { getHostSettings, setHostSettings, type HostSettings } from './host-settings';
export { NotFoundStatus, PageStatus, PageStatusContext, useGoneStatus, useNotFoundStatus } from './page-status';
export { RemoteComponent, setRemoteLoader, type LoadedRemoteComponent, type RemoteComponentLoader, type RemoteComponentProps } from './remote-component';
