/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { clearHydrationAnswers, ServerData, ServerDataContext, setHydrationAnswers, usePageNow } from './index';

function Now() {
  return <p>{usePageNow()}</p>;
}

const RENDERED_AT = Date.UTC(2026, 10, 28, 8, 0, 0);

afterEach(() => clearHydrationAnswers());

describe('usePageNow', () => {
  it("is the server render's time on the server", () => {
    const html = renderToString(<ServerDataContext value={new ServerData('en-us', RENDERED_AT)}><Now /></ServerDataContext>);
    expect(html).toBe(`<p>${RENDERED_AT}</p>`);
  });

  it('is the same time while the page hydrates, so a page kept for seconds hydrates the same relative times', () => {
    setHydrationAnswers({}, RENDERED_AT);
    expect(renderToString(<Now />)).toBe(`<p>${RENDERED_AT}</p>`);
  });

  it('is the clock after the first navigation, and on a page the browser rendered itself', () => {
    setHydrationAnswers({}, RENDERED_AT);
    clearHydrationAnswers();
    const before = Date.now();
    const shown = Number(/<p>(\d+)<\/p>/.exec(renderToString(<Now />))?.[1]);
    expect(shown).toBeGreaterThanOrEqual(before);
    setHydrationAnswers(undefined, RENDERED_AT);
    expect(Number(/<p>(\d+)<\/p>/.exec(renderToString(<Now />))?.[1])).toBeGreaterThanOrEqual(before);
  });
});
