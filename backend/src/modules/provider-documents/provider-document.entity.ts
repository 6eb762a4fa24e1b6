import { defineEntity, p } from '@mikro-orm/core';
import { ServiceProvider } from '../service-providers/index.js';

const ProviderDocumentSchema = defineEntity({
  name: 'ProviderDocument',
  tableName: 'provider_document',
  properties: {
    id: p.integer().primary(),
    service_provider: () => p.manyToOne(ServiceProvider).deleteRule('cascade').index(),
    /** The original file name, shown and used for downloads. */
    document_name: p.string().length(255),
    content_type: p.string().length(150),
    size: p.integer(),
    /** Where the bytes are in file storage; never derived from the user's file name. */
    storage_key: p.string().length(200).hidden(),
    uploaded_at: p.datetime().onCreate(() => new Date()),
  },
});

export class ProviderDocument extends ProviderDocumentSchema.class {}
ProviderDocumentSchema.setClass(ProviderDocument);
