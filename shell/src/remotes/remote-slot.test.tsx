import { fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { clearHydrationAnswers, setHydrationAnswers } from '@portal/shared/api';
import { setRuntimeConfig } from '../config/runtime-config';
import { RemoteSlot } from './remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

function slot(exposed: string) {
  return (
    <RemoteSlot<{ label: string }>
      remote="news"
      exposed={exposed}
      props={{ label: 'hello' }}
      loading={<p>loading</p>}
      unavailable={(retry) => (
        <button type="button" onClick={retry}>
          unavailable
        </button>
      )}
    />
  );
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockReset();
    mockedRegister.mockReset();
    setRuntimeConfig({ apiBase: '/api', remotes: { news: 'http://news/mf-manifest.json' } });
  });
  afterEach(() => clearHydrationAnswers());

  it('registers the remote on first use and renders its component with the props', async () => {
    mockedLoad.mockResolvedValue({ default: ({ label }: { label: string }) => <p>{label} from news</p> });
    render(slot('Widget1'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello from news')).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mfe_news', entry: 'http://news/remoteEntry.js' }], { force: false });
    expect(mockedLoad).toHaveBeenCalledWith('mfe_news/Widget1');
  });

  it('with `until`, on the page the server rendered, asks for the module (and its messages) only once `until` settles', async () => {
    setHydrationAnswers({});
    let release: () => void = () => undefined;
    const until = jest.fn(() => new Promise<void>((resolve) => { release = resolve; }));
    mockedLoad.mockImplementation(async (id: string) => (id.endsWith('/Messages') ? {} : { default: ({ label }: { label: string }) => <p>{label} later</p> }));
    render(
      <RemoteSlot<{ label: string }> remote="news" exposed="WidgetLater" props={{ label: 'hello' }} loading={<p>loading</p>} unavailable={() => <p>unavailable</p>} until={until} />,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(until).toHaveBeenCalledTimes(1);
    expect(mockedLoad).not.toHaveBeenCalled();
    release();
    expect(await screen.findByText('hello later')).toBeInTheDocument();
    expect(mockedLoad.mock.calls.map(([id]) => id).sort()).toEqual(['mfe_news/Messages', 'mfe_news/WidgetLater']);
  });

  it('with `until`, on a page the browser rendered itself, loads at once: no server HTML waits to be seen there', async () => {
    clearHydrationAnswers();
    const until = jest.fn(() => new Promise<void>(() => undefined));
    mockedLoad.mockResolvedValue({ default: ({ label }: { label: string }) => <p>{label} at once</p> });
    render(
      <RemoteSlot<{ label: string }> remote="news" exposed="WidgetAfterNavigation" props={{ label: 'hello' }} loading={<p>loading</p>} unavailable={() => <p>unavailable</p>} until={until} />,
    );
    expect(await screen.findByText('hello at once')).toBeInTheDocument();
    expect(until).not.toHaveBeenCalled();
  });

  it('shows the unavailable state when the remote fails, and retries with a forced registration', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('connection refused'));
    render(slot('Widget2'));
    const button = await screen.findByText('unavailable');
    mockedLoad.mockResolvedValue({ default: () => <p>back again</p> });
    fireEvent.click(button);
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: 'http://news/remoteEntry.js' }], { force: true });
  });

  it('shows the unavailable state for a remote missing from runtime-config.json', async () => {
    setRuntimeConfig({ apiBase: '/api', remotes: {} });
    render(slot('Widget3'));
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('catches a remote that throws while rendering', async () => {
    mockedLoad.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    render(slot('Widget4'));
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
  });
});

describe('the entry the browser loads a remote by', () => {
  it('is the remoteEntry.js beside the manifest, a relative manifest URL included', async () => {
    const { federationEntryOf } = await import('./remote-registry');
    expect(federationEntryOf('http://news.example/v2/mf-manifest.json')).toBe('http://news.example/v2/remoteEntry.js');
    expect(federationEntryOf('/remotes/news/mf-manifest.json')).toBe(`${window.location.origin}/remotes/news/remoteEntry.js`);
  });
});
