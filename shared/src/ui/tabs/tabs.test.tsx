import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'intro', label: 'Intro', panel: <p>Intro panel</p> },
  { value: 'price', label: 'Price list', panel: <p>Price panel</p> },
  { value: 'plans', label: 'Floor plans', disabled: true, panel: <p>Plans panel</p> },
  { value: 'faq', label: 'FAQ', panel: <p>FAQ panel</p> },
];

function Harness() {
  const [value, setValue] = useState('intro');
  return <Tabs items={items} value={value} onChange={setValue} label="Property sections" />;
}

it('has one tab stop and a labelled panel', async () => {
  render(
    <>
      <button>before</button>
      <Harness />
    </>,
  );
  expect(screen.getByRole('tablist', { name: 'Property sections' })).toBeInTheDocument();
  const intro = screen.getByRole('tab', { name: 'Intro' });
  expect(intro).toHaveAttribute('aria-selected', 'true');
  expect(intro).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Price list' })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'Intro' })).toHaveTextContent('Intro panel');
  await userEvent.click(screen.getByRole('button', { name: 'before' }));
  await userEvent.tab();
  expect(intro).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

it('arrows, Home and End move focus and selection, skipping disabled tabs and wrapping', async () => {
  render(<Harness />);
  screen.getByRole('tab', { name: 'Intro' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Price list' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Price panel');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('tabindex', '0');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Intro' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Intro' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('FAQ panel');
});

it('selects on click', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('tab', { name: 'Price list' }));
  expect(screen.getByRole('tab', { name: 'Price list' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'Floor plans' }));
  expect(screen.getByRole('tab', { name: 'Price list' })).toHaveAttribute('aria-selected', 'true');
});
