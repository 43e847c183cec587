import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Suggestion } from '../api/suggest';
import { withI18n } from '../test-i18n';
import { KeywordCombobox } from './keyword-combobox';

const s = (id: string, name: string, type: Suggestion['type'] = 'estate'): Suggestion => ({
  type,
  id,
  nameWithCulture: name,
  gscopeNameWithCulture: 'Eastern',
  saleCount: 3,
  rentCount: 1,
});

function Harness({ onPick, suggest }: { onPick: (s: Suggestion) => void; suggest: jest.Mock }) {
  const [value, setValue] = useState('');
  return <KeywordCombobox value={value} onChange={setValue} onPick={onPick} suggest={suggest} />;
}

describe('KeywordCombobox', () => {
  it('asks once after typing pauses and is operable with the keyboard', async () => {
    const user = userEvent.setup();
    const suggest = jest.fn().mockResolvedValue([s('1', 'Taikoo Shing'), s('2', 'Tai Koo Terrace')]);
    const onPick = jest.fn();
    render(withI18n(<Harness onPick={onPick} suggest={suggest} />));
    const box = screen.getByRole('combobox', { name: 'Keyword' });
    await user.type(box, 'taikoo');
    expect(await screen.findByRole('option', { name: /Tai Koo Terrace/ })).toBeInTheDocument();
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('taikoo', expect.any(AbortSignal));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Tai Koo Terrace/ });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Taikoo Shing/ }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const suggest = jest.fn().mockResolvedValue([s('9', 'Mei Foo Sun Chuen')]);
    render(withI18n(<Harness onPick={jest.fn()} suggest={suggest} />));
    await user.type(screen.getByRole('combobox'), 'mei');
    await screen.findByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
