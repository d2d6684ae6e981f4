import { useParams } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { CreatorProfile } from '@/features/creators/components/creator-profile';

/** spec 001 §2: /@{username}. Any other one-segment path is a page that does not exist. */
export function CreatorProfileRoute() {
  const { handle = '' } = useParams();
  const username = handle.startsWith('@') ? handle.slice(1) : '';
  if (!username) return <ErrorScreen />;
  // A new profile starts with its own state (the chosen destination).
  return <CreatorProfile key={username} username={username} />;
}
