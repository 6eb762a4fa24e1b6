import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hochzeit/shared-ui';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { AdminLayout } from './AdminLayout';

function renderLayout() {
  localStorage.setItem('token', 'x.y.z');
  return render(
    <MemoryRouter initialEntries={['/admin/guests']}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/admin/guests" element={<h1>Gästeliste</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

it('offers a skip link as the first stop of the keyboard, leading into the content', async () => {
  renderLayout();
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#admin-content');
  await userEvent.keyboard('{Enter}');
  const main = screen.getByRole('main');
  expect(main).toHaveFocus();
  expect(main).toContainElement(screen.getByRole('heading', { name: 'Gästeliste' }));
  // The next Tab continues in the content, not in the navigation.
  expect(main).toHaveAttribute('tabindex', '-1');
});
