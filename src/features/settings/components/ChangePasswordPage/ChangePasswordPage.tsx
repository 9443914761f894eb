import { useLingui } from '@lingui/react/macro';
import { ChangePasswordForm } from '../../forms/ChangePasswordForm.tsx';
import { SettingsSection } from '../SettingsSection';

/** /settings/change-password. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Change Password`}>
      <ChangePasswordForm />
    </SettingsSection>
  );
}
