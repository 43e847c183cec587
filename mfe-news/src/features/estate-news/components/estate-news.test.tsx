import { render, screen } from '@testing-library/react';
import { answerApi, inApp } from '../../../testing';
import { EstateNewsIndex, EstateNewsOf } from './estate-news';

const LOADED = { timeout: 10_000 };
const item = {
  informationID: 41, kind: 'estate-news', categoryID: 10, categoryNameWithCulture: 'Estate updates', estateID: 12, estateNameWithCulture: 'Taikoo Shing',
  titleWithCulture: 'Taikoo Shing: 8 deals in October', summaryWithCulture: 'Median HK$13.2M', cover: null, tags: [], author: null, featured: false,
  viewCount: 5, publishTime: '2026-11-01T00:00:00Z',
};
const page = (items: object[]) => ({ items, total: items.length, pageIndex: 1, pageCount: 20 });

describe('estate news', () => {
  it('lists the estate news with links to the estate-news article page', async () => {
    answerApi({ '/Information/SearchInformation': page([item]) });
    render(inApp(<EstateNewsIndex locale="en-us" page={1} />, { path: '/en-us/estateNews/index' }));
    expect(await screen.findByRole('link', { name: /Taikoo Shing: 8 deals/ }, LOADED)).toHaveAttribute('href', '/en-us/estateNews/detail?id=41');
    expect(screen.getByText(/Taikoo Shing · Estate updates/)).toBeInTheDocument();
  });

  it("shows one estate's news under its name, linking to the estate's page", async () => {
    answerApi({ '/Information/GetEstateDetailInformation': page([item]), '/Information/SearchInformation': page([item]) }, 'zh-hk');
    render(inApp(<EstateNewsOf locale="zh-hk" estateId={12} page={1} />, { path: '/estateNews/search?estateId=12', locale: 'zh-hk' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Taikoo Shing新聞' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看Taikoo Shing：盤源、成交及樓價' })).toHaveAttribute('href', '/estate-12');
  });

  it('answers not found for an estate that does not exist, and asks for an estate when none is given', async () => {
    answerApi({});
    const { unmount } = render(inApp(<EstateNewsOf locale="en-us" estateId={999} page={1} />, { path: '/en-us/estateNews/search?estateId=999' }));
    expect(await screen.findByTestId('estate-news-not-found', {}, LOADED)).toHaveTextContent('This estate could not be found');
    unmount();
    render(inApp(<EstateNewsOf locale="en-us" page={1} />, { path: '/en-us/estateNews/search' }));
    expect(screen.getByText('Choose an estate from the estate news list to see its news.')).toBeInTheDocument();
  });
});
