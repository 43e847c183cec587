export {
  useBaseStore,
  visibleMenu,
  initialBaseState,
  type BaseState,
  type UserInfo,
  type LanguagePaths,
  type MenuItem,
  type QuickLink,
  type HotSearch,
  type CollectDialogInfo,
} from './base-store';
export { useDetailStore, initialDetailState, type DetailState } from './detail-store';
