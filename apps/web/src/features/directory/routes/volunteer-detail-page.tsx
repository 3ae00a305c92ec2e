import { DetailPage } from '../components/detail-page';

/** /volunteer-hub/:id */
export function Component() {
  return <DetailPage type="volunteer" />;
}
