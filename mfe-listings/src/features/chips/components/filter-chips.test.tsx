import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse, serialize, type ListFilter } from '@portal/shared/url';
import { withI18n } from '../../../testing';
import { FilterChips } from './filter-chips';

const toHref = (f: ListFilter) => {
  const { segment, query } = serialize(f);
  return `/rent/${segment}${segment ? '/' : ''}${query ? `?${query}` : ''}`;
};
const labels: Record<string, string> = { '2': '2房', '3': '3房', '4': '4房' };

describe('FilterChips', () => {
  it('renders text (never HTML) with an ellipsis, links without each chip, and clear all', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    const filter = parse('i2i3i4g2', 'key=<b>x</b>') as ListFilter;
    render(withI18n(<FilterChips filter={filter} kind="rent" labelFor={(_c, v) => labels[v] ?? v} toHref={toHref} onNavigate={onNavigate} />, 'zh-hk'));
    const [rooms, keyword] = screen.getAllByTestId('filter-chip');
    expect(rooms).toHaveTextContent('2房、3房…');
    expect(rooms).toHaveAttribute('title', '2房、3房、4房');
    expect(rooms).toHaveAccessibleName('移除篩選條件：2房、3房、4房');
    expect(rooms).toHaveAttribute('href', '/rent/?key=%3Cb%3Ex%3C%2Fb%3E');
    expect(keyword).toHaveTextContent('關鍵字： <b>x</b>');
    expect(keyword).toHaveAttribute('href', '/rent/i2i3i4/');
    await user.click(screen.getByRole('link', { name: '全部清除' }));
    expect(onNavigate).toHaveBeenCalledWith('/rent/', { codes: {}, query: {} });
  });

  it('renders nothing when no filter is chosen', () => {
    const { container } = render(withI18n(<FilterChips filter={{ codes: {}, query: {} }} kind="buy" labelFor={(_c, v) => v} toHref={toHref} />));
    expect(container).toBeEmptyDOMElement();
  });
});
