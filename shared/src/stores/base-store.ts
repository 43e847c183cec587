/**
 * The base state group (spec 3.5), created once in shared so the shell and every remote share it
 * (Module Federation singleton).
 */
import { create } from 'zustand';

/** The signed-in member; the contract's user info (with more fields) fits here as is. */
export interface UserInfo {
  userID: number;
  userName: string;
}

export interface LanguagePaths {
  zhHK: string;
  zhCN: string;
  enUS: string;
}

export interface MenuItem {
  key: string;
  label: string;
  href: string;
  /** hidden items are dropped when the menu is stored */
  isShow?: boolean;
  children?: MenuItem[];
}

export interface QuickLink {
  label: string;
  href: string;
}

export interface HotSearch {
  keyword: string;
  /** buy, rent, estate, new ... */
  searchType?: string;
}

export interface CollectDialogInfo {
  open: boolean;
  /** the listing, estate or new estate being bookmarked */
  targetId?: string;
  sourceType?: number;
  collectionId?: string;
  remark?: string;
}

export interface BaseState {
  userInfo: UserInfo | null;
  collectionCount: number;
  hotSearches: HotSearch[];
  languagePaths: LanguagePaths | null;
  menuList: MenuItem[];
  quickLinks: QuickLink[];
  houseDetail: unknown;
  recommendedHouses: unknown[];
  collectDialog: CollectDialogInfo;
  estateFilterList: unknown[];

  setUserInfo(userInfo: UserInfo | null): void;
  setCollectionCount(count: number): void;
  changeCollectionCount(delta: number): void;
  setHotSearches(list: HotSearch[]): void;
  setLanguagePaths(paths: LanguagePaths | null): void;
  setMenuList(list: MenuItem[]): void;
  setQuickLinks(list: QuickLink[]): void;
  setHouseDetail(detail: unknown): void;
  setRecommendedHouses(list: unknown[]): void;
  openCollectDialog(info: Omit<CollectDialogInfo, 'open'>): void;
  closeCollectDialog(): void;
  setEstateFilterList(list: unknown[]): void;
  /** sign-out: forget the user and their counts */
  clearUser(): void;
}

/** Keeps shown items and, inside them, shown sub-categories only (spec 3.5). */
export function visibleMenu(list: readonly MenuItem[]): MenuItem[] {
  return list
    .filter((item) => item.isShow !== false)
    .map((item) => (item.children ? { ...item, children: visibleMenu(item.children) } : item));
}

export const initialBaseState = {
  userInfo: null,
  collectionCount: 0,
  hotSearches: [],
  languagePaths: null,
  menuList: [],
  quickLinks: [],
  houseDetail: null,
  recommendedHouses: [],
  collectDialog: { open: false },
  estateFilterList: [],
} satisfies Partial<BaseState>;

export const useBaseStore = create<BaseState>()((set) => ({
  ...initialBaseState,
  setUserInfo: (userInfo) => set({ userInfo }),
  setCollectionCount: (count) => set({ collectionCount: Math.max(0, Math.floor(count)) }),
  changeCollectionCount: (delta) => set((s) => ({ collectionCount: Math.max(0, s.collectionCount + delta) })),
  setHotSearches: (hotSearches) => set({ hotSearches }),
  setLanguagePaths: (languagePaths) => set({ languagePaths }),
  setMenuList: (list) => set({ menuList: visibleMenu(list) }),
  setQuickLinks: (quickLinks) => set({ quickLinks }),
  setHouseDetail: (houseDetail) => set({ houseDetail }),
  setRecommendedHouses: (recommendedHouses) => set({ recommendedHouses }),
  openCollectDialog: (info) => set({ collectDialog: { ...info, open: true } }),
  closeCollectDialog: () => set({ collectDialog: { open: false } }),
  setEstateFilterList: (estateFilterList) => set({ estateFilterList }),
  clearUser: () => set({ userInfo: null, collectionCount: 0, collectDialog: { open: false } }),
}));
