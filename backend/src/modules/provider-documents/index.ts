/** The provider documents' public surface: the document entity a provider's record lists. */
export { ProviderDocument } from './provider-document.entity.js';
