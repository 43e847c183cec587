import { act, render, screen } from '@testing-library/react';
import { initialBaseState, initialDetailState, useBaseStore, useDetailStore, visibleMenu } from './index';

beforeEach(() => {
  useBaseStore.setState(initialBaseState);
  useDetailStore.setState(initialDetailState);
});

describe('useBaseStore', () => {
  it('keeps only shown menu items and shown sub-categories', () => {
    useBaseStore.getState().setMenuList([
      { key: 'buy', label: 'Buy', href: '/buy/', children: [{ key: 'a', label: 'A', href: '/a', isShow: false }, { key: 'b', label: 'B', href: '/b' }] },
      { key: 'gba', label: 'GBA', href: '/greater-bay-area/', isShow: false },
    ]);
    const menu = useBaseStore.getState().menuList;
    expect(menu.map((m) => m.key)).toEqual(['buy']);
    expect(menu[0]!.children!.map((m) => m.key)).toEqual(['b']);
    expect(visibleMenu([])).toEqual([]);
  });

  it('counts collections without going below zero and forgets the user on sign-out', () => {
    const s = useBaseStore.getState();
    s.setUserInfo({ userID: 1, userName: '陳大文' });
    s.setCollectionCount(2);
    s.changeCollectionCount(1);
    expect(useBaseStore.getState().collectionCount).toBe(3);
    s.changeCollectionCount(-5);
    expect(useBaseStore.getState().collectionCount).toBe(0);
    s.openCollectDialog({ targetId: 'p1', sourceType: 1 });
    expect(useBaseStore.getState().collectDialog).toEqual({ open: true, targetId: 'p1', sourceType: 1 });
    s.clearUser();
    expect(useBaseStore.getState()).toMatchObject({ userInfo: null, collectionCount: 0, collectDialog: { open: false } });
  });

  it('re-renders subscribers of a slice', () => {
    function Name() {
      const user = useBaseStore((s) => s.userInfo);
      return <p>{user ? user.userName : 'guest'}</p>;
    }
    render(<Name />);
    expect(screen.getByText('guest')).toBeInTheDocument();
    act(() => useBaseStore.getState().setUserInfo({ userID: 7, userName: 'Amy' }));
    expect(screen.getByText('Amy')).toBeInTheDocument();
  });

  it('stores language paths, quick links and hot searches', () => {
    const s = useBaseStore.getState();
    s.setLanguagePaths({ zhHK: '/buy/', zhCN: '/zh-cn/buy/', enUS: '/en-us/buy/' });
    s.setHotSearches([{ keyword: '太古城', searchType: 'estate' }]);
    s.setQuickLinks([{ label: 'Mortgage', href: '/market-data' }]);
    expect(useBaseStore.getState()).toMatchObject({
      languagePaths: { enUS: '/en-us/buy/' },
      hotSearches: [{ keyword: '太古城' }],
      quickLinks: [{ href: '/market-data' }],
    });
  });
});

describe('useDetailStore', () => {
  it('counts messages and resets when leaving a page', () => {
    const s = useDetailStore.getState();
    s.setMessages([{ id: 1 }, { id: 2 }]);
    expect(useDetailStore.getState().messageCount).toBe(2);
    s.setMessages([{ id: 1 }], 14);
    expect(useDetailStore.getState().messageCount).toBe(14);
    s.setAgentInfo({ name: 'Agent' });
    s.resetDetail();
    expect(useDetailStore.getState()).toMatchObject({ messages: [], messageCount: 0, agentInfo: null });
  });
});
