/**
 * Forms, uploads with progress, downloads and empty lists: shared like the main module, but a
 * module of its own, so a guest's first screen (which has none of them) does not download them.
 */
export * from './api/transfer';
export * from './components/ProgressBar';
export * from './components/Field';
export * from './components/EmptyState';
