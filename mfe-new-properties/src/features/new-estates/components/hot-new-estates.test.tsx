import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import { answerApi, CARD, CARD_2, inApp } from '../../../testing';
import { HotNewEstates } from './hot-new-estates';

const LOADED = { timeout: 10_000 };
afterAll(() => i18nReady());

describe('HotNewEstates', () => {
  it('shows the most popular developments as cards linking to their pages', async () => {
    const api = answerApi({ '/NewEstate/GetHotNewEstate': [CARD, CARD_2] }, 'zh-hk');
    render(inApp(<HotNewEstates locale="zh-hk" />, { path: '/', locale: 'zh-hk' }));
    const cards = await screen.findAllByTestId('new-estate-card', {}, LOADED);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/new-property-80019.html');
    expect(api.paths).toEqual(['/NewEstate/GetHotNewEstate']);
  });
});
