import { DirectoryScreen } from '../components/directory-screen';

/** /findajob */
export function Component() {
  return <DirectoryScreen type="job" />;
}
