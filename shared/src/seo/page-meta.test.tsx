import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PageMeta, PageMetaCollector, PageMetaContext } from './page-meta';

it('collects the meta while the server renders', () => {
  const collector = new PageMetaCollector('render');
  renderToString(
    <PageMetaContext value={collector}>
      <PageMeta title="Outer" />
      <div><PageMeta title="Listing" description="d" noindex /></div>
    </PageMetaContext>,
  );
  expect(collector.get()).toEqual({ title: 'Listing', description: 'd', noindex: true });
});

it('sets it after commit in the browser and forgets it when the page leaves', () => {
  const collector = new PageMetaCollector('effect');
  const seen: Array<string | undefined> = [];
  collector.subscribe(() => seen.push(collector.get()?.title));
  const view = render(<PageMetaContext value={collector}><PageMeta title="A" /></PageMetaContext>);
  expect(collector.get()?.title).toBe('A');
  view.rerender(<PageMetaContext value={collector}><PageMeta title="A" /></PageMetaContext>);
  expect(seen).toEqual(['A']);
  view.rerender(<PageMetaContext value={collector}><PageMeta title="B" /></PageMetaContext>);
  expect(collector.get()?.title).toBe('B');
  view.unmount();
  expect(collector.get()).toBeNull();
});
