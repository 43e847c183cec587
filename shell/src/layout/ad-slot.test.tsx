import { configureApi } from '@portal/shared/api';
import { stubIntersectionObserver } from '@portal/shared/testing';
import { getRoute } from '@portal/shared/routing';
import { act, render, screen } from '@testing-library/react';
import { AdSlot, adLocationOf } from './ad-slot';

describe('ad slot (spec 4.9)', () => {
  it('picks the ad place by page', () => {
    expect(adLocationOf(getRoute('home'))).toBe('home-banner');
    expect(adLocationOf(getRoute('buyList'))).toBe('list-top');
    expect(adLocationOf(getRoute('saleDetail'))).toBe('detail-side');
    expect(adLocationOf(getRoute('aboutUs'))).toBe('site-banner');
    expect(adLocationOf(null)).toBe('site-banner');
  });

  it('starts after each navigation and is disposed before the next', async () => {
    jest.useFakeTimers();
    const seen: Array<{ location: unknown; signal?: AbortSignal }> = [];
    configureApi({
      baseURL: 'http://api.test/api',
      getLanguage: () => 'en-us',
      transport: async (request) => {
        seen.push({ location: (request.params as { location?: unknown }).location, signal: request.signal });
        const ad = { adID: seen.length, location: 'home-banner', titleWithCulture: `Ad ${seen.length}`, image: '/a.png', linkUrl: '/market-data', startTime: '', endTime: '' };
        return { data: { code: 0, result: [ad] }, status: 200 };
      },
    });
    const { rerender } = render(<AdSlot navKey="a" location="home-banner" locale="en-us" />);
    await act(async () => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByRole('img', { name: 'Ad 1' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en-us/market-data');
    rerender(<AdSlot navKey="b" location="list-top" locale="en-us" />);
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByRole('img', { name: 'Ad 2' })).toBeInTheDocument();
    expect(seen.map((s) => s.location)).toEqual(['home-banner', 'list-top']);
    jest.useRealTimers();
  });

  it('asks for the ad only once its place comes near the viewport', async () => {
    const observer = stubIntersectionObserver();
    jest.useFakeTimers();
    try {
      const asked: unknown[] = [];
      configureApi({
        baseURL: 'http://api.test/api',
        getLanguage: () => 'en-us',
        transport: async (request) => {
          asked.push((request.params as { location?: unknown }).location);
          const ad = { adID: 1, location: 'detail-side', titleWithCulture: 'Ad 1', image: '/a.png', linkUrl: 'https://example.com/', startTime: '', endTime: '' };
          return { data: { code: 0, result: [ad] }, status: 200 };
        },
      });
      render(<AdSlot navKey="a" location="detail-side" locale="en-us" />);
      await act(async () => jest.advanceTimersByTimeAsync(1000));
      expect(asked).toEqual([]);
      act(() => observer.intersect(false));
      await act(async () => jest.advanceTimersByTimeAsync(1000));
      expect(asked).toEqual([]);
      act(() => observer.intersect(true));
      await act(async () => jest.advanceTimersByTimeAsync(250));
      expect(await screen.findByRole('img', { name: 'Ad 1' })).toBeInTheDocument();
      expect(asked).toEqual(['detail-side']);
    } finally {
      jest.useRealTimers();
      observer.restore();
    }
  });
});
