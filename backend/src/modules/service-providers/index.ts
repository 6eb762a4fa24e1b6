/** The service providers' public surface: the provider entity and the admin service. */
export { ServiceProvider } from './service-provider.entity.js';
export { ServiceProvidersService } from './service-providers.service.js';
