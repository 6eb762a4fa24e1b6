/** The remote releases' public surface: which release of each remote is served, and the failure reports' rate limit. */
export { RemoteReleaseCatalog } from './remote-release-catalog.js';
export { remoteFailureRateLimit, remoteLoadRateLimit } from './remote-failure-rate-limit.js';
