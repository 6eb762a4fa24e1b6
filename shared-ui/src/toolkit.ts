/**
 * What the pages beyond a guest's first screen share: form fields, notices, progress bars, empty
 * lists, uploads with progress, downloads, and German dates and amounts. Shared like the main
 * module, but a module of its own, so the first screen (which uses none of it) does not download it.
 */
export * from './api/transfer';
export * from './components/ProgressBar';
export * from './components/Field';
export * from './components/EmptyState';
export * from './components/Notice';
export * from './components/GuestPageViews';
export * from './components/ExportFormatButtons';
export * from './components/KitchenListView';
export * from './format/de';
// Paged lists (the gallery): the part of TanStack Query only they need.
export { infiniteQueryOptions, useInfiniteQuery, useMutation, type InfiniteData } from '@tanstack/react-query';
