import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, inApp } from '../../../testing';
import { ArticleView } from './article-view';

const LOADED = { timeout: 10_000 };
const article = {
  informationID: 9, kind: 'tips', categoryID: 20, categoryNameWithCulture: 'Buying tips', estateID: null, estateNameWithCulture: null,
  titleWithCulture: 'Buying a flat', summaryWithCulture: 's', cover: null, tags: [], author: null, featured: false,
  viewCount: 3, publishTime: '2026-11-20T00:00:00.000Z', bodyWithCulture: [], related: [],
  blocks: [
    { type: 'heading', text: 'The steps' },
    { type: 'list', ordered: true, items: [[{ text: 'Sign the provisional agreement' }], [{ text: 'Pay ' }, { text: 'stamp duty', route: 'propertyTipsArticle', params: { id: 31 } }]] },
    { type: 'paragraph', content: [{ text: '<img src=x onerror=alert(1)>' }, { text: 'a broken link', route: 'noSuchRoute' }] },
    { type: 'table', caption: 'Stamp duty (Scale 2)', head: ['Price', 'Duty'], rows: [['up to HK$4,000,000', 'HK$100']] },
    { type: 'image', src: '/api/Media/tips/9.svg', alt: 'A flat being handed over', caption: 'Handover day' },
  ],
};

function show(lang: 'en-us' | 'zh-hk' = 'en-us', extra: Record<string, unknown> = {}) {
  answerApi({ '/Information/GetInformationById': article, '/Information/AddInformationView': { counted: true }, ...extra }, lang);
  return render(inApp(<ArticleView id={9} locale={lang} />, { path: '/en-us/property-tips/article/9', locale: lang }));
}

describe('ArticleView body', () => {
  it('renders headings, ordered lists, tables, images and links into the site from blocks, text never as HTML', async () => {
    const { container } = show();
    expect(await screen.findByRole('heading', { level: 2, name: 'The steps' }, LOADED)).toBeInTheDocument();
    const list = container.querySelector('ol') as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sign the provisional agreement', 'Pay stamp duty']);
    expect(within(list).getByRole('link', { name: 'stamp duty' })).toHaveAttribute('href', '/en-us/property-tips/article/31');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'a broken link' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Stamp duty (Scale 2)' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Price', 'Duty']);
    expect(screen.getByRole('img', { name: 'A flat being handed over' })).toHaveAttribute('src', 'http://api.test/api/Media/tips/9.svg');
    expect(screen.getByRole('link', { name: 'Back to property tips' })).toHaveAttribute('href', '/en-us/property-tips');
  });

  it('offers share links to the page', async () => {
    show();
    const share = await screen.findByRole('navigation', { name: 'Share this article' }, LOADED);
    expect(within(share).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent('Buying a flat'));
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('checks the e-mail address before subscribing, then shows the success message', async () => {
    const user = userEvent.setup();
    show('zh-hk', { '/Information/AddUserEmailSubscribe': { subscribed: true, created: true, message: 'ok' } });
    const box = await screen.findByRole('textbox', { name: '電郵地址' }, LOADED);
    await user.type(box, 'not-an-address{Enter}');
    expect(await screen.findByRole('alert')).not.toHaveTextContent(/^$/);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, 'Reader@Example.com');
    await user.click(screen.getByRole('button', { name: '訂閱' }));
    expect(await screen.findByText('多謝！你已成功訂閱港居新聞。', {}, LOADED)).toHaveAttribute('role', 'status');
  }, 30_000);
});
