/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MobileHintContext, useHydrated, useIsMobile } from './index';

function Probe() {
  return <p>{`hydrated ${useHydrated()} mobile ${useIsMobile()}`}</p>;
}

it('renders as not hydrated on the server, with the layout the server took the device for', () => {
  expect(renderToString(<Probe />)).toContain('hydrated false mobile false');
  expect(renderToString(<MobileHintContext value={true}><Probe /></MobileHintContext>)).toContain('hydrated false mobile true');
});
