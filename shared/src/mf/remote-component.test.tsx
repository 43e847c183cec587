import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { startTransition, useState, type ComponentType } from 'react';
import { clearHydrationAnswers, setHydrationAnswers } from '../api/server-data';
import { RemoteComponent, setRemoteLoader, type LoadedRemoteComponent, type RemoteComponentLoader } from './remote-component';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}
const loadedAs = (component: ComponentType<never>) => (() => component) as unknown as LoadedRemoteComponent;
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

  it('renders the skeleton on a page the browser renders itself, then the loaded component with its props', async () => {
    const load = jest.fn(async () => ({ default: Greeting as ComponentType<unknown> })) as unknown as RemoteComponentLoader;
    setRemoteLoader(load);
    render(slot('Greeting'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello Mei Foo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('estates', 'Greeting');
  });

  it('renders a component the server renders (with `until`) into the page\'s HTML, once the page has loaded it', () => {
    setRemoteLoader(jest.fn() as unknown as RemoteComponentLoader, loadedAs(Greeting));
    const served = <RemoteComponent<{ name: string }> remote="estates" exposed="Served" props={{ name: 'Mei Foo' }} loading={<p>loading</p>} until={() => Promise.resolve()} />;
    expect(renderToString(served)).toBe('<!--$--><p>hello <!-- -->Mei Foo</p><!--/$-->');
  });

  it('leaves a slot without `until` to the browser: the server renders its skeleton', () => {
    const load = jest.fn() as unknown as RemoteComponentLoader;
    setRemoteLoader(load, loadedAs(Greeting));
    expect(renderToString(slot('BrowserOnly'))).toBe('<p>loading</p>');
    expect(load).not.toHaveBeenCalled();
  });

  describe('on the served page', () => {
    function Counter({ name }: { name: string }) {
      const [n, setN] = useState(0);
      return <button type="button" onClick={() => setN(n + 1)}>{`${name} ${n}`}</button>;
    }
    const deferred = (exposed: string, until: () => Promise<void>) => (
      <RemoteComponent<{ name: string }> remote="estates" exposed={exposed} props={{ name: 'Mei Foo' }} loading={<p>loading</p>} until={until} />
    );
    let container: HTMLElement;
    beforeEach(() => {
      setRemoteLoader(jest.fn() as unknown as RemoteComponentLoader, loadedAs(Counter));
      container = document.createElement('div');
      document.body.append(container);
    });
    afterEach(() => {
      clearHydrationAnswers();
      container.remove();
    });

    it('keeps the server\'s HTML as it is until `until` settles, then loads the module and hydrates that HTML in place', async () => {
      container.innerHTML = renderToString(deferred('Counter', () => new Promise(() => undefined)));
      const served = container.querySelector('button')!;
      let use = () => undefined as void;
      const used = new Promise<void>((resolve) => (use = resolve));
      const load = jest.fn(async () => ({ default: Counter as ComponentType<unknown> })) as unknown as RemoteComponentLoader;
      setRemoteLoader(load);
      setHydrationAnswers({});
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, deferred('Counter', () => used));
      });
      expect(load).not.toHaveBeenCalled();
      expect(container.querySelector('button')).toBe(served);
      expect(served).toHaveTextContent('Mei Foo 0');
      fireEvent.click(served);
      expect(served).toHaveTextContent('Mei Foo 0');

      await act(async () => use());
      expect(load).toHaveBeenCalledWith('estates', 'Counter');
      expect(container.querySelector('button')).toBe(served);
      fireEvent.click(served);
      expect(served).toHaveTextContent('Mei Foo 1');
      // hydrated, it stays through a navigation
      await act(async () => startTransition(() => root.render(
        <RemoteComponent<{ name: string }> remote="estates" exposed="Counter" props={{ name: 'Mei Foo' }} loading={<p>loading</p>} until={() => used} view="/elsewhere" />,
      )));
      expect(container.querySelector('button')).toBe(served);
      expect(served).toHaveTextContent('Mei Foo 1');
      root.unmount();
    });

    it('waits for each slot\'s own use: two slots of one module hydrate apart', async () => {
      const two = (first: () => Promise<void>, second: () => Promise<void>) => (
        <>
          <RemoteComponent<{ name: string }> remote="estates" exposed="Pair" props={{ name: 'first' }} loading={<p>loading</p>} until={first} />
          <RemoteComponent<{ name: string }> remote="estates" exposed="Pair" props={{ name: 'second' }} loading={<p>loading</p>} until={second} />
        </>
      );
      const never = () => new Promise<void>(() => undefined);
      container.innerHTML = renderToString(two(never, never));
      const [first, second] = [...container.querySelectorAll('button')];
      setRemoteLoader(jest.fn(async () => ({ default: Counter as ComponentType<unknown> })) as unknown as RemoteComponentLoader);
      setHydrationAnswers({});
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, two(never, () => Promise.resolve()));
      });
      fireEvent.click(first!);
      fireEvent.click(second!);
      expect(first).toHaveTextContent('first 0');
      expect(second).toHaveTextContent('second 1');
      root.unmount();
    });

    it('starts afresh, loading at once, when a navigation changes the view before it has hydrated', async () => {
      const never = () => new Promise<void>(() => undefined);
      const at = (view: string, name: string) => (
        <RemoteComponent<{ name: string }> remote="estates" exposed="Moved" props={{ name }} loading={<p>loading</p>} until={never} view={view} />
      );
      container.innerHTML = renderToString(at('/buy-property-S1.html', 'Mei Foo'));
      const load = jest.fn(async () => ({ default: Counter as ComponentType<unknown> })) as unknown as RemoteComponentLoader;
      setRemoteLoader(load);
      setHydrationAnswers({});
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, at('/buy-property-S1.html', 'Mei Foo'));
      });
      expect(load).not.toHaveBeenCalled();
      // a navigation is a transition: React would hold it until a kept boundary could hydrate
      await act(async () => startTransition(() => root.render(at('/buy-property-S2.html', 'Tai Koo'))));
      expect(await within(container).findByText('Tai Koo 0')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
      root.unmount();
    });

    it('loads at once where React shows the skeleton instead (the server could not render it)', async () => {
      const load = jest.fn(async () => ({ default: Counter as ComponentType<unknown> })) as unknown as RemoteComponentLoader;
      setRemoteLoader(load);
      setHydrationAnswers({});
      await act(async () => {
        createRoot(container).render(deferred('Skeleton', () => new Promise(() => undefined)));
      });
      expect(await within(container).findByText('Mei Foo 0')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });
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
