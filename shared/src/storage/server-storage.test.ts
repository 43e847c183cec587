/**
 * @jest-environment node
 */
import { addHistory, getHistoryIds, readJson, writeJson } from './index';

it('keeps nothing on the server, where one process renders pages for every visitor', () => {
  expect(writeJson('k', 1)).toBe(false);
  expect(readJson('k', 'none')).toBe('none');
  addHistory('buy', 1, { title: 'one visitor' });
  expect(getHistoryIds('buy')).toEqual([]);
});
