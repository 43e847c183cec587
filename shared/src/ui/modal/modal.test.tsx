import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setupTestI18n } from '../test-i18n';
import { Sheet } from '../sheet/sheet';
import { Modal } from './modal';

beforeAll(() => setupTestI18n('en-us'));

function Harness({ Dialog = Modal }: { Dialog?: typeof Modal }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Share this listing" footer={<button>Copy link</button>}>
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

it('is a labelled modal dialog that takes focus and gives it back on Escape', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Share this listing' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const close = screen.getByRole('button', { name: 'Close' });
  const email = screen.getByRole('textbox', { name: 'Email' });
  const copy = screen.getByRole('button', { name: 'Copy link' });
  await userEvent.tab();
  expect(copy).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(email).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(copy).toHaveFocus();
});

it('closes from the close button and the backdrop', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(screen.getByRole('dialog').parentElement!);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('Sheet behaves as a modal dialog too, with a localized close label', async () => {
  await setupTestI18n('zh-cn');
  render(<Harness Dialog={Sheet} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('dialog', { name: 'Share this listing' })).toHaveAttribute('aria-modal', 'true');
  await userEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await setupTestI18n('en-us');
});
