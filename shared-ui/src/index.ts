export * from './session/tokens';
export * from './session/session-store';
export * from './api/api-client';
export * from './api/types';
export * from './format/de';
export * from './components/Loading';
export * from './components/Notice';
export * from './components/EmptyState';
