export { createStoreServer, HOME_PATH, type Services, type StoreServerOptions } from './app.js';
export { proxyServices } from './proxy.js';
export { SIMULATOR_PATH, isWebViewRequest, workspaceApps, type ServedApp } from './static.js';
export {
  makeLocalCertificate,
  secureServing,
  tlsFromEnvironment,
  type CertificateFiles,
  type StoreTls,
} from './tls.js';
