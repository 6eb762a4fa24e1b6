import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotice } from './use-notice';

function Saver() {
  const notice = useNotice();
  return (
    <div>
      <button type="button" onClick={() => notice.success('Gespeichert!')}>
        Speichern
      </button>
      {notice.element}
    </div>
  );
}

it('brings a new message into view where it is shown', async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  render(<Saver />);
  expect(scrollIntoView).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert!');
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
  expect(scrollIntoView.mock.contexts[0]).toContainElement(screen.getByRole('status'));
});
