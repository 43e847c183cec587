import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../test-i18n';
import { Chip } from './chip';

it('has a localized remove button that also answers Delete and Backspace', async () => {
  await setupTestI18n('en-us');
  const onRemove = jest.fn();
  const { rerender } = render(<Chip label="Kowloon" onRemove={onRemove} />);
  const remove = screen.getByRole('button', { name: 'Remove Kowloon' });
  await userEvent.click(remove);
  remove.focus();
  await userEvent.keyboard('{Delete}');
  await userEvent.keyboard('{Backspace}');
  expect(onRemove).toHaveBeenCalledTimes(3);

  await setupTestI18n('zh-hk');
  rerender(<Chip label="九龍" onRemove={onRemove} />);
  expect(screen.getByRole('button', { name: '移除「九龍」' })).toBeInTheDocument();
  rerender(<Chip label="九龍" onRemove={onRemove} removeLabel="清除九龍" />);
  expect(screen.getByRole('button', { name: '清除九龍' })).toBeInTheDocument();
});

it('as a toggle exposes aria-pressed', async () => {
  await setupTestI18n('en-us');
  const onClick = jest.fn();
  render(<Chip label="Sea view" selected onClick={onClick} />);
  const toggle = screen.getByRole('button', { name: 'Sea view' });
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('without handlers is plain text', () => {
  render(<Chip label="3 rooms" />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('3 rooms')).toBeInTheDocument();
});
