import { getGscope, searchCompany } from '@portal/shared/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from '../test-fixtures';
import { fakeApi, failure, fixture, inApp, pageOf, type FakeFailure } from '../test-support';
import { FIRST_PAGE, segmentOf, type Directory } from '../directory';
import { CompanyDirectory } from './company-directory';

const api = fakeApi();

const hrefOf = (dir: Directory) => {
  const { segment } = segmentOf(dir);
  return segment ? `/en-us/agency/${segment}/` : '/en-us/agency';
};

function answer(companies: ReturnType<typeof company>[] | FakeFailure, total?: number) {
  api.answer(getGscope, fixture(getGscope));
  api.answer(searchCompany, Array.isArray(companies) ? pageOf(searchCompany, companies, total) : companies);
}

const view = (dir: Directory = FIRST_PAGE, path = '/en-us/agency') =>
  render(inApp(<CompanyDirectory dir={dir} locale="en-us" hrefOf={hrefOf} />, { path }));
const searches = () => api.requests(searchCompany).map((r) => r.body);

describe('CompanyDirectory', () => {
  it('lists agencies with their counts, and sends the page and sort of the URL', async () => {
    answer([company(1), company(2, { companyNameWithCulture: 'Safe Haven' })], 41);
    view({ page: 2, order: 'PropertySaleCountDesc' });
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('link', { name: 'Safe Haven' })).toHaveAttribute('href', '/en-us/agency/2/buy');
    expect(within(cards[0]!).getByText('131')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('For sale')).toBeInTheDocument();
    expect(screen.getByTestId('directory-total')).toHaveTextContent('41 results');
    expect(searches()).toEqual([{ pageIndex: 2, pageCount: 20, order: 'PropertySaleCountDesc' }]);
    expect(screen.getByRole('link', { name: /3/ })).toHaveAttribute('href', '/en-us/agency/f3u4/');
  });

  it('sends no order for the default sort and navigates when the sort changes', async () => {
    answer([company(1)]);
    view();
    await screen.findByTestId('company-card');
    expect(searches()[0]).not.toHaveProperty('order');
    await userEvent.selectOptions(screen.getByTestId('agent-sort-select'), 'AgentCountDesc');
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/agency/u2/');
  });

  it('asks the API for the agencies with a branch in the chosen district, one page at a time', async () => {
    answer([company(1)], 23);
    view({ page: 2, order: 'Default', districtId: '05' });
    expect(await screen.findByTestId('company-card')).toBeInTheDocument();
    expect(screen.getByTestId('directory-total')).toHaveTextContent('23 results');
    expect(searches()).toEqual([{ pageIndex: 2, pageCount: 20, zoneCode: 'KLN-YTM' }]);
  });

  it('shows skeletons, then the empty state with a link that clears the filters', async () => {
    answer([]);
    view({ page: 1, order: 'Default', keyword: 'nobody' }, '/en-us/agency?key=nobody');
    expect(screen.getByTestId('directory-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No agencies found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en-us/agency');
    expect(searches()[0]).toMatchObject({ keywords: 'nobody' });
  });

  it('shows the error with a retry that calls again', async () => {
    answer(failure(503, 'Network down'));
    view();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
    answer([company(3)]);
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByTestId('company-card')).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it('speaks Chinese in zh-hk', async () => {
    answer([company(1)]);
    render(inApp(<CompanyDirectory dir={FIRST_PAGE} locale="zh-hk" hrefOf={hrefOf} />, { path: '/agency', locale: 'zh-hk' }));
    expect(await screen.findByRole('heading', { name: '地產代理公司' })).toBeInTheDocument();
    expect(await screen.findByText('共 1 項結果')).toBeInTheDocument();
  });
});
