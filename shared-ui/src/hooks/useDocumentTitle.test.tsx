import { render } from '@testing-library/react';
import { documentTitle, useAdminTitle, useDocumentTitle } from './useDocumentTitle';

function Page({ names }: { names: string | null }) {
  useDocumentTitle('Tagesplan', names);
  return null;
}

function AdminPage() {
  useAdminTitle('Gäste');
  return null;
}

it('joins the known parts with a middle dot and leaves out the unknown ones', () => {
  expect(documentTitle('Tagesplan', 'Anna & Lukas')).toBe('Tagesplan · Anna & Lukas');
  expect(documentTitle('Tagesplan', null, '  ', undefined)).toBe('Tagesplan');
  expect(documentTitle()).toBe('Hochzeitsportal');
});

it('sets the title and follows the names once they arrive', () => {
  const { rerender } = render(<Page names={null} />);
  expect(document.title).toBe('Tagesplan');
  rerender(<Page names="Anna & Lukas" />);
  expect(document.title).toBe('Tagesplan · Anna & Lukas');
});

it('names admin pages after the page, the area and the product', () => {
  render(<AdminPage />);
  expect(document.title).toBe('Gäste · Admin · Hochzeitsportal');
});
