import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { Select } from '../select/select';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled, describes its hint and error, and marks itself invalid', async () => {
    const { rerender } = render(<TextField label="Contact name" hint="As on your ID" name="contactName" required />);
    const input = screen.getByRole('textbox', { name: 'Contact name' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '陳大文');
    expect(input).toHaveValue('陳大文');
    rerender(<TextField label="Contact name" hint="As on your ID" error="Please enter a name" name="contactName" required />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Please enter a name');
  });

  it('renders a textarea when multiline and forwards refs', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextField multiline label="Message" ref={ref} rows={4} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(ref.current).toBe(area);
    expect(area).not.toHaveAttribute('multiline');
  });
});

describe('Select', () => {
  const options = [
    { value: 'HK', label: 'Hong Kong Island' },
    { value: 'KL', label: 'Kowloon' },
  ];

  it('is a labelled native select with a placeholder choice', async () => {
    const onChange = jest.fn();
    render(<Select label="Region" placeholder="Any" options={options} onChange={onChange} error="Pick one" />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Hong Kong Island', 'Kowloon']);
    expect(select).toHaveAccessibleDescription('Pick one');
    await userEvent.selectOptions(select, 'KL');
    expect(select).toHaveValue('KL');
    expect(onChange).toHaveBeenCalled();
  });

  it('keeps its accessible name when the label is hidden', () => {
    render(<Select label="Sort" hideLabel options={options} />);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space', async () => {
    render(<Checkbox label="I accept the terms" error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('Please accept the terms');
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
