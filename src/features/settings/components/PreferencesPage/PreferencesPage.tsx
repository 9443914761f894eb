import { ThemeChoice } from '@/design/primitives/ThemeChoice';
import { SettingsBlock } from '../SettingsBlock';
import { SettingsSection } from '../SettingsSection';

/** /settings/preferences: how the app looks for the member, on every device they sign in on. */
export function PreferencesPage() {
  return (
    <SettingsSection title="Preferences">
      <SettingsBlock title="Theme" hint="Light, dark, or as your device is set. It is saved with your account and follows you to every device you sign in on.">
        <ThemeChoice legendHidden />
      </SettingsBlock>
    </SettingsSection>
  );
}
