import { ServiceProviderInput, ServiceProviderUpdateInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class ServiceProviderInputDto extends createZodDto(ServiceProviderInput) {}
export class ServiceProviderUpdateInputDto extends createZodDto(ServiceProviderUpdateInput) {}
