import { DirectoryScreen } from '../components/directory-screen';

/** /services */
export function Component() {
  return <DirectoryScreen type="service" />;
}
