import { configureApi } from './config';
import { mediaUrl } from './media-url';

const configure = (baseURL: string) => configureApi({ baseURL, getLanguage: () => 'en-us' });

describe('mediaUrl', () => {
  it("puts API paths on the API's origin when apiBase is absolute", () => {
    configure('http://localhost:4000/api');
    expect(mediaUrl('/api/Media/photo/S1-1.svg')).toBe('http://localhost:4000/api/Media/photo/S1-1.svg');
    expect(mediaUrl('https://cdn.example.hk/a.jpg')).toBe('https://cdn.example.hk/a.jpg');
    expect(mediaUrl(null)).toBeUndefined();
  });

  it('leaves paths alone when the API is on the same origin', () => {
    configure('/api');
    expect(mediaUrl('/api/Media/photo/S1-1.svg')).toBe('/api/Media/photo/S1-1.svg');
  });
});
