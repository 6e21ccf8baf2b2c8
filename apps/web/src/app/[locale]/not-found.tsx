import { NotFoundScreen } from '@/features/layout';

export default function NotFound() {
  return <NotFoundScreen />;
}
