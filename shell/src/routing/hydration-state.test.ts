import { HYDRATION_STATE_ID, readHydrationState } from './hydration-state';

function withState(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const el = doc.createElement('script');
    el.id = HYDRATION_STATE_ID;
    el.type = 'application/json';
    el.textContent = text;
    doc.body.appendChild(el);
  }
  return doc;
}

it('reads the state a server-rendered page carries', () => {
  const state = { answers: { 'Property/SearchProperty []': { data: { total: 3 } } }, mobile: true, locale: 'en-us' };
  expect(readHydrationState(withState(JSON.stringify(state)))).toEqual(state);
});

it('is null for a page the browser renders, and for a state it cannot read', () => {
  expect(readHydrationState(withState(null))).toBeNull();
  expect(readHydrationState(withState('{"answers":'))).toBeNull();
  expect(readHydrationState(withState('{"mobile":true}'))).toBeNull();
  expect(readHydrationState(withState('null'))).toBeNull();
});
