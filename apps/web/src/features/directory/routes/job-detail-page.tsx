import { DetailPage } from '../components/detail-page';

/** /findajob/:id */
export function Component() {
  return <DetailPage type="job" />;
}
