import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../test-i18n';
import { IconButton } from '../icon-button/icon-button';
import { Button, buttonClass } from './button';

beforeAll(() => setupTestI18n('en-us'));

it('is a type=button that fires on click, Enter and Space', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Search</Button>);
  const button = screen.getByRole('button', { name: 'Search' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  button.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  expect(onClick).toHaveBeenCalledTimes(3);
});

it('while loading is busy, keeps its name and ignores clicks', async () => {
  const onClick = jest.fn();
  render(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('does not fire when disabled and applies the variant and size classes', async () => {
  const onClick = jest.fn();
  render(
    <Button variant="danger" size="lg" disabled onClick={onClick}>
      Delete
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Delete' });
  expect(button).toHaveClass('danger', 'lg');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('IconButton is named by its label and hides the icon', async () => {
  const onClick = jest.fn();
  render(<IconButton label="Share" icon={<svg data-testid="icon" />} onClick={onClick} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(onClick).toHaveBeenCalled();
  expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
});

it('buttonClass gives a link the button look', () => {
  render(
    <a href="/" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      Home
    </a>,
  );
  expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('button', 'secondary', 'sm');
});
