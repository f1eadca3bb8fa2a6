import { useProfileQuery } from '../../data/profile/profile-query';
import { ProfileForm } from './ProfileForm';
import { QueryView } from '@portal/shared-ui';

/** /profile/edit-profile: the user's profile, loaded then editable. */
export function EditProfilePage() {
  const query = useProfileQuery();
  return <QueryView query={query}>{(profile) => <ProfileForm profile={profile} />}</QueryView>;
}
