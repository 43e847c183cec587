import { configureApi } from '../api';
import { ogHash, ogImageUrl, ogInputs } from './og-image';

it('addresses the preview of a media picture by a hash of its inputs', () => {
  const url = ogImageUrl('http://api.example/api/Media/photo/l-12-1.svg?style=720x540', '$891萬');
  expect(url).toBe(`http://api.example/api/Media/og/photo/l-12-1.png?label=%24891%E8%90%AC&v=${ogHash(ogInputs('photo', 'l-12-1', '$891萬'))}`);
  expect(ogImageUrl('/api/Media/cover/n-3.svg')).toMatch(/^\/api\/Media\/og\/cover\/n-3\.png\?v=[0-9a-f]{8}$/);
  expect(ogImageUrl('https://elsewhere.example/p.jpg')).toBeUndefined();
  expect(ogImageUrl(null)).toBeUndefined();
});

it('hashes differently for every input', () => {
  expect(ogHash('a')).not.toBe(ogHash('b'));
  expect(ogHash(ogInputs('photo', 'k', '$1'))).not.toBe(ogHash(ogInputs('photo', 'k', '$2')));
  expect(ogHash('')).toBe('811c9dc5');
});

it('puts the preview on the API\'s origin when the API is on another one, as the picture is', () => {
  configureApi({ baseURL: 'http://api.example:4000/api', getLanguage: () => 'en-us' });
  expect(ogImageUrl('/api/Media/photo/l-1-1.svg')).toMatch(/^http:\/\/api\.example:4000\/api\/Media\/og\/photo\/l-1-1\.png\?v=/);
});
