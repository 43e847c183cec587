import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { setupTestI18n } from '../test-i18n';
import { Modal } from './modal';

beforeAll(() => setupTestI18n('en-us'));

it('focuses the dialog itself when its content has nothing focusable', () => {
  render(
    <Modal open onClose={() => undefined} title="Price history">
      <p>No transactions yet</p>
    </Modal>,
  );
  expect(screen.getByRole('dialog', { name: 'Price history' })).toHaveFocus();
});

it('focuses the element given as initialFocusRef', () => {
  function WithInitial() {
    const ref = useRef<HTMLButtonElement>(null);
    return (
      <Modal open onClose={() => undefined} title="Delete message" initialFocusRef={ref} footer={<button ref={ref}>Cancel</button>}>
        <a href="/help">Help</a>
      </Modal>
    );
  }
  render(<WithInitial />);
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

it('Escape closes only the innermost of two open dialogs, and scroll stays locked until both close', async () => {
  const closeOuter = jest.fn();
  const closeInner = jest.fn();
  const { rerender } = render(
    <>
      <Modal open onClose={closeOuter} title="Outer">
        <button>outer action</button>
      </Modal>
      <Modal open onClose={closeInner} title="Inner">
        <button>inner action</button>
      </Modal>
    </>,
  );
  screen.getByRole('button', { name: 'inner action' }).focus();
  await userEvent.keyboard('{Escape}');
  expect(closeInner).toHaveBeenCalledTimes(1);
  expect(closeOuter).not.toHaveBeenCalled();
  rerender(
    <Modal open onClose={closeOuter} title="Outer">
      <button>outer action</button>
    </Modal>,
  );
  expect(document.body.style.overflow).toBe('hidden');
  rerender(<></>);
  expect(document.body.style.overflow).toBe('');
});

it('keeps the dialog open on a backdrop click when closeOnBackdrop is false', async () => {
  const onClose = jest.fn();
  render(
    <Modal open onClose={onClose} title="Terms" closeOnBackdrop={false} closeLabel="Close terms">
      <p>Text</p>
    </Modal>,
  );
  await userEvent.click(screen.getByRole('dialog').parentElement!);
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Close terms' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
