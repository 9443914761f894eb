import { ChangePasswordForm } from '../../forms/ChangePasswordForm.tsx';
import { SettingsSection } from '../SettingsSection';

/** /settings/change-password. */
export function ChangePasswordPage() {
  return (
    <SettingsSection title="Change Password">
      <ChangePasswordForm />
    </SettingsSection>
  );
}
