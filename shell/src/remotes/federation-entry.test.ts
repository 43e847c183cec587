/**
 * @jest-environment node
 */
import { federationEntryOf } from './remote-registry';

it("gives the shell's server a remote's manifest (its server bundle is found beside it)", () => {
  expect(federationEntryOf('http://news.example/mf-manifest.json')).toBe('http://news.example/mf-manifest.json');
});
