import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BREAKPOINT_MOBILE, MOBILE_MEDIA_QUERY, useIsMobile } from './use-is-mobile';

type Listener = () => void;
function installMatchMedia(width: { value: number }) {
  const listeners = new Set<Listener>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return width.value < BREAKPOINT_MOBILE;
    },
    addEventListener: (_: string, fn: Listener) => listeners.add(fn),
    removeEventListener: (_: string, fn: Listener) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return () => listeners.forEach((fn) => fn());
}

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

it('switches at 992 px and follows changes', () => {
  expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 991.98px)');
  const width = { value: 991 };
  const fire = installMatchMedia(width);
  render(<Probe />);
  expect(screen.getByText('mobile')).toBeInTheDocument();
  width.value = 992;
  act(fire);
  expect(screen.getByText('desktop')).toBeInTheDocument();
});

it('uses the server default where no window is rendered', () => {
  installMatchMedia({ value: 500 });
  expect(renderToString(<Probe />)).toContain('desktop');
});
