import type { RemotePageProps } from '@portal/shared/mf';
import { ListPage } from './list-page';

/** rentList: /rent/{filter}/[{tertiary}] */
export default function RentListPage(props: RemotePageProps) {
  return <ListPage {...props} kind="rent" />;
}
