import { type ComponentType } from 'react';
import { matchPath, Navigate, useLocation } from '@hochzeit/shared-ui';
import { DashboardPage } from './pages/DashboardPage';

type Page = { path: string; Component: ComponentType<{ params: Record<string, string | undefined> }> };

/**
 * The shell mounts this remote on /guest-dashboard and /guest/*, so the guest pages match
 * absolute paths here rather than nesting routes under one prefix.
 */
const PAGES: Page[] = [{ path: '/guest-dashboard', Component: DashboardPage }];

export default function GuestApp() {
  const { pathname } = useLocation();
  for (const { path, Component } of PAGES) {
    const match = matchPath(path, pathname);
    if (match) return <Component params={match.params} />;
  }
  return <Navigate to="/guest-dashboard" replace />;
}
