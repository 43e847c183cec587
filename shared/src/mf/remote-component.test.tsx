import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { RemoteComponent, setRemoteLoader, type RemoteComponentLoader } from './remote-component';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}
const slot = (exposed: string) => (
  <RemoteComponent<{ name: string }> remote="estates" exposed={exposed} props={{ name: 'Mei Foo' }} loading={<p>loading</p>} unavailable={<p>quiet</p>} />
);

describe('RemoteComponent', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setRemoteLoader(undefined);
    jest.restoreAllMocks();
  });

  it('renders the skeleton on the server, then the loaded component with its props', async () => {
    const load = jest.fn(async () => ({ default: Greeting as ComponentType<unknown> })) as unknown as RemoteComponentLoader;
    setRemoteLoader(load);
    expect(renderToString(slot('Greeting'))).toBe('<p>loading</p>');
    render(slot('Greeting'));
    expect(await screen.findByText('hello Mei Foo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('estates', 'Greeting');
  });

  it('leaves the quiet fallback when the remote is down, and tries again on the next page', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new Error('remote down');
      return { default: Greeting as ComponentType<unknown> };
    }) as unknown as RemoteComponentLoader;
    setRemoteLoader(load);
    const first = render(slot('Down'));
    expect(await screen.findByText('quiet')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    first.unmount();
    fail = false;
    render(slot('Down'));
    expect(await screen.findByText('hello Mei Foo')).toBeInTheDocument();
  });

  it('leaves the fallback without a host to load from (a remote served alone)', async () => {
    render(slot('Alone'));
    expect(await screen.findByText('quiet')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
