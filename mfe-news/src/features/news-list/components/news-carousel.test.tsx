import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, inApp } from '../../../testing';
import { NewsCarousel } from './news-carousel';

const LOADED = { timeout: 10_000 };
const item = (id: number, title: string) => ({
  informationID: id, kind: 'news', categoryID: 1, categoryNameWithCulture: 'Market', estateID: null, estateNameWithCulture: null,
  titleWithCulture: title, summaryWithCulture: 's', cover: `/api/Media/cover/info-${id}.svg`, tags: [], author: null, featured: true,
  viewCount: 1, publishTime: '2026-11-20T00:00:00Z',
});

describe('NewsCarousel', () => {
  it('shows one featured article at a time with its position, moved by the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    answerApi({ '/Information/GetFeaturedInformation': [item(1, 'Prices steady'), item(2, 'New launch'), item(3, '<i>Rents</i> up')] });
    render(inApp(<NewsCarousel locale="en-us" />, { path: '/en-us/news' }));
    expect(await screen.findByRole('link', { name: 'Prices steady' }, LOADED)).toHaveAttribute('href', '/en-us/news/1/');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next featured article' }));
    expect(screen.getByRole('link', { name: 'New launch' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: '<i>Rents</i> up' })).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Prices steady' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous featured article' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
  }, 30_000);
});
