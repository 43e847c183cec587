import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnChunkError } from './chunk-reload';
import { StatusError, errorStatus } from './error-status';

describe('errorStatus (spec 8)', () => {
  it('reads statusCode, then status, then the response status, else 500', () => {
    expect(errorStatus(new StatusError(404, 'x'))).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus({ statusCode: 401, status: 500 })).toBe(401);
    expect(errorStatus(new Error('plain'))).toBe(500);
    expect(errorStatus('text')).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
  });
});

describe('chunk-load reload guard (spec 4.9)', () => {
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

  beforeEach(() => sessionStorage.clear());

  it('recognises chunk failures, also wrapped as a cause', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('wrapped', { cause: chunkError }))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const reload = jest.fn();
    expect(reloadOnChunkError(chunkError, { now: 1_000_000, storage: sessionStorage, reload })).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnChunkError(chunkError, { now: 1_059_999, storage: sessionStorage, reload })).toBe(false);
    expect(reloadOnChunkError(chunkError, { now: 1_060_000, storage: sessionStorage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = jest.fn();
    expect(reloadOnChunkError(new Error('x'), { now: 1, storage: sessionStorage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
