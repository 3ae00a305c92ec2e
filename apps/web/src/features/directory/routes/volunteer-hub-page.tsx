import { DirectoryScreen } from '../components/directory-screen';

/** /volunteer-hub */
export function Component() {
  return <DirectoryScreen type="volunteer" />;
}
