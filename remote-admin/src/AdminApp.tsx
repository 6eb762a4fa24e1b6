import { Route, Routes } from '@hochzeit/shared-ui';
import { AdminLayout } from './layout/AdminLayout';
import { ADMIN_NAVIGATION } from './layout/navigation';
import { DashboardPage } from './pages/DashboardPage';
import { PlaceholderPage } from './pages/PlaceholderPage';

/** The admin area, mounted by the shell under /admin/*; paths here are relative to /admin. */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        {ADMIN_NAVIGATION.slice(1).map((item) => (
          <Route key={item.path} path={item.path.replace('/admin/', '')} element={<PlaceholderPage title={item.label} />} />
        ))}
        <Route path="service-providers/:spId/documents" element={<PlaceholderPage title="Dokumente" />} />
        <Route path="*" element={<PlaceholderPage title="Seite nicht gefunden" />} />
      </Route>
    </Routes>
  );
}
