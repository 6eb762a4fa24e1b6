/** The kitchen list's public surface: the service the exports (PDF, CSV) read it from. */
export { KitchenService } from './kitchen.service.js';
