import type { RemotePageProps } from '@portal/shared/mf';
import { ListPage } from './list-page';

/** buyList and propertiesList: /buy/{filter}/[{tertiary}] */
export default function BuyListPage(props: RemotePageProps) {
  return <ListPage {...props} kind="buy" />;
}
