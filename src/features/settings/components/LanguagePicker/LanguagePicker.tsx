import { useId, useSyncExternalStore, type ChangeEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { updatePreferences } from '@/api';
import { sessionStore } from '@/lib';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@/contract';
import { storedLanguage, useLanguage } from '@/lib/i18n';
import { NativeSelect } from '@/design/primitives/NativeSelect';
import * as styles from './LanguagePicker.css.ts';

export interface LanguagePickerProps {
  /** Also told of a choice. */
  onChosen?: (language: Language | null) => void;
}

/** The value of the "follow this browser" choice. */
const BROWSER = '';

// The choice lives in this browser's storage, which the server cannot read: the page it draws shows
// the browser's choice, and hydration then shows the stored one (reading it during hydration itself
// would leave the server's option selected). The picker re-renders on every switch of language.
const subscribeToNothing = () => () => {};
const storedChoice = () => storedLanguage() ?? BROWSER;
const serverChoice = () => BROWSER;

/**
 * The interface's language: each in its own name, or this browser's own preference. A native select:
 * the keyboard, screen readers and phones all know it. The interface switches in place; a member's
 * choice is also saved with their account, so it follows them to every device.
 */
export function LanguagePicker({ onChosen }: LanguagePickerProps) {
  const id = useId();
  const { setLanguage } = useLanguage();
  const chosen = useSyncExternalStore(subscribeToNothing, storedChoice, serverChoice);
  const client = useQueryClient();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = isLanguage(event.target.value) ? event.target.value : null;
    void setLanguage(next);
    const member = sessionStore.get();
    // It applies on this browser whatever the answer; a failure costs only the other devices' copy.
    if (member) updatePreferences(client, member.username, { language: next }).catch(() => undefined);
    onChosen?.(next);
  };
  return (
    <span className={styles.picker}>
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <NativeSelect id={id} size="sm" value={chosen} onChange={onChange}>
        <option value={BROWSER}>
          <Trans>Same as this browser</Trans>
        </option>
        <LanguageOptions />
      </NativeSelect>
    </span>
  );
}

/** The interface's languages as a select's options, each in its own name and marked with its language (for screen readers). */
export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}
