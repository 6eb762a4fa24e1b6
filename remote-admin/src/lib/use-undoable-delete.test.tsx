import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDO_LABEL, UNDO_WINDOW_MS, useUndoableDelete } from './use-undoable-delete';

/** A list with delete buttons, as the guest list, the day plan and the media table use the hook. */
function List({ names, commit }: { names: string[]; commit: (name: string) => Promise<void> }) {
  const undoable = useUndoableDelete();
  return (
    <>
      {undoable.element}
      <ul>
        {names
          .filter((name) => !undoable.isPending(name))
          .map((name) => (
            <li key={name}>
              {name}
              <button type="button" onClick={() => undoable.remove({ key: name, text: `${name} gelöscht.`, commit: () => commit(name), onFailed: () => undefined })}>
                Löschen {name}
              </button>
            </li>
          ))}
      </ul>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('hides the item at once, brings it back with Rückgängig and never sends the deletion', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const commit = jest.fn(async (_name: string) => undefined);
  render(<List names={['Anna', 'Lukas']} commit={commit} />);
  await user.click(screen.getByRole('button', { name: 'Löschen Anna' }));
  expect(screen.queryByText('Anna')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Anna gelöscht.');
  await user.click(screen.getByRole('button', { name: UNDO_LABEL }));
  expect(screen.getByText('Anna')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS * 2));
  expect(commit).not.toHaveBeenCalled();
});

it('sends the deletion once the 10 s have passed, and not before', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const commit = jest.fn(async (_name: string) => undefined);
  render(<List names={['Anna', 'Lukas']} commit={commit} />);
  await user.click(screen.getByRole('button', { name: 'Löschen Lukas' }));
  act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS - 100));
  expect(commit).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(200));
  expect(commit).toHaveBeenCalledTimes(1);
  expect(commit).toHaveBeenCalledWith('Lukas');
  expect(screen.queryByRole('button', { name: UNDO_LABEL })).not.toBeInTheDocument();
});

it('leaving the page sends what is still waiting at once', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const commit = jest.fn(async (_name: string) => undefined);
  const { unmount } = render(<List names={['Anna']} commit={commit} />);
  await user.click(screen.getByRole('button', { name: 'Löschen Anna' }));
  unmount();
  expect(commit).toHaveBeenCalledWith('Anna');
});
