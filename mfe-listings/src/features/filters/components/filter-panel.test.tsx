import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serialize, type ListFilter } from '@portal/shared/url';
import { withI18n } from '../test-i18n';
import { REFERENCE } from '../test-reference';
import { FilterPanel } from './filter-panel';

const EMPTY: ListFilter = { codes: {}, query: {} };
const noSuggest = async () => [];

function setup(filter: ListFilter = EMPTY, kind: 'buy' | 'rent' = 'buy') {
  const onApply = jest.fn();
  render(withI18n(<FilterPanel filter={filter} kind={kind} reference={REFERENCE} onApply={onApply} suggest={noSuggest} />));
  return { onApply, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('FilterPanel', () => {
  it('applies a district, a custom price range and rooms as one filter on page 1', async () => {
    const { onApply, user } = setup({ codes: { i: ['1'] }, query: {}, page: 3 });
    await user.click(within(group('Kowloon')).getByLabelText('Yau Tsim Mong'));
    await user.click(within(group('Areas in Yau Tsim Mong')).getByLabelText('Tsim Sha Tsui'));
    await user.type(screen.getByLabelText('Price from'), '500');
    await user.type(screen.getByLabelText('Price to'), '800');
    await user.click(within(group('Bedrooms')).getByLabelText('2 bedrooms'));
    await user.click(within(group('Bedrooms')).getByLabelText('3 bedrooms'));
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const applied: ListFilter = onApply.mock.calls[0]![0];
    expect(applied.page).toBeUndefined();
    expect(serialize(applied)).toEqual({ segment: 'i1i2i3hk05hmm0501', query: 'pmin=500&pmax=800' });
  });

  it('blocks a high-to-low price range with "Price range error"', async () => {
    const { onApply, user } = setup();
    await user.type(screen.getByLabelText('Price from'), '900');
    await user.type(screen.getByLabelText('Price to'), '300');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Price range error/);
    expect(screen.getByRole('button', { name: 'Show results' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a price band replaces the custom boxes, and the more-filters sections add their codes', async () => {
    const { onApply, user } = setup({ codes: {}, query: { pmin: 100 } });
    expect(screen.getByLabelText('Price from')).toHaveValue('100');
    await user.click(within(group('Price')).getByLabelText('$4M - $6M'));
    expect(screen.getByLabelText('Price from')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(within(group('View')).getByLabelText('Sea view'));
    await user.click(within(group('Saleable area')).getByLabelText('300 - 500 sq. ft'));
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(serialize(onApply.mock.calls[0]![0])).toEqual({ segment: 'p2d2k201', query: '' });
  });

  it('switches to school nets (4 school types) and to MTR stations', async () => {
    const { onApply, user } = setup({ codes: { hk: ['07'] }, query: {} });
    await user.click(screen.getByRole('tab', { name: 'School net' }));
    expect(within(group('School type')).getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['All', 'Kindergarten', 'Primary', 'Secondary']);
    await user.click(screen.getByLabelText('School Net 31 (Yau Tsim Mong)'));
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(serialize(onApply.mock.calls[0]![0]).segment).toBe('nhk31m1');
    screen.getByRole('tab', { name: 'School net' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'MTR' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByLabelText('Tsuen Wan Line'));
    const stations = within(group('Stations on the Tsuen Wan Line')).getAllByRole('checkbox');
    expect(stations.map((s) => s.parentElement?.textContent)).toEqual(['Admiralty', 'Tsim Sha Tsui']);
    await user.click(stations[1]!);
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(serialize(onApply.mock.calls[1]![0]).segment).toBe('zl7zs71z1');
  });

  it('shows the load error with a retry, and a skeleton while loading', async () => {
    const retry = jest.fn();
    const { rerender } = render(withI18n(<FilterPanel filter={EMPTY} kind="buy" onApply={jest.fn()} />));
    expect(screen.queryByRole('form')).toBeNull();
    rerender(withI18n(<FilterPanel filter={EMPTY} kind="buy" onApply={jest.fn()} referenceError="dictionary error" onRetryReference={retry} />));
    expect(screen.getByText('The filters could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('FilterPanel keyword suggestions', () => {
  const suggestion = (type: 'estate' | 'district', id: string, name: string) => ({ type, id, nameWithCulture: name, gscopeNameWithCulture: null, saleCount: null, rentCount: null });

  it('a district suggestion adds the district, an estate suggestion becomes the keyword', async () => {
    const onApply = jest.fn();
    const suggest = jest.fn().mockResolvedValue([suggestion('district', 'KLN-KC', 'Kowloon City'), suggestion('estate', '42', 'Laguna Verde')]);
    const user = userEvent.setup();
    render(withI18n(<FilterPanel filter={{ codes: { hk: ['05'] }, query: { pmax: 900 } }} kind="buy" reference={REFERENCE} onApply={onApply} suggest={suggest} />));
    const box = screen.getByRole('combobox', { name: 'Keyword' });
    await user.type(box, 'kowloon');
    await user.click(await screen.findByRole('option', { name: /Kowloon City/ }));
    expect(serialize(onApply.mock.calls[0]![0])).toEqual({ segment: 'hk05hk07', query: 'pmax=900' });
    await user.type(box, ' v');
    await user.click(await screen.findByRole('option', { name: /Laguna Verde/ }));
    expect(serialize(onApply.mock.calls[1]![0])).toEqual({ segment: 'hk05', query: 'pmax=900&key=Laguna+Verde' });
  });
});
