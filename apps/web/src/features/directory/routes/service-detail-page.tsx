import { DetailPage } from '../components/detail-page';

/** /services/:id */
export function Component() {
  return <DetailPage type="service" />;
}
