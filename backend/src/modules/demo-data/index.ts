/** The demo-data module's public surface: its bookkeeping entities and the seeding the application runs at start. */
export { DemoRecord, DemoSeed } from './demo-record.entity.js';
export { seedDemoData } from './demo-data.js';
