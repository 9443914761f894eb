import { useLingui } from '@lingui/react/macro';
import { ThemeChoice } from '@/design/primitives/ThemeChoice';
import { useThemeLabels } from '@/lib';
import { LanguagePicker } from '../LanguagePicker';
import { SettingsBlock } from '../SettingsBlock';
import { SettingsSection } from '../SettingsSection';

/** /settings/preferences: how the app looks and which language it speaks, on every device the member signs in on. */
export function PreferencesPage() {
  const { t } = useLingui();
  const labels = useThemeLabels();
  return (
    <SettingsSection title={t`Preferences`}>
      <SettingsBlock title={labels.theme} hint={t`Light, dark, or as your device is set. It is saved with your account and follows you to every device you sign in on.`}>
        <ThemeChoice labels={labels} legendHidden />
      </SettingsBlock>
      <SettingsBlock title={t`Language`} hint={t`The language of the site's own words, its menus, messages and e-mails. Blogs and comments stay as their authors wrote them.`}>
        <LanguagePicker />
      </SettingsBlock>
    </SettingsSection>
  );
}
