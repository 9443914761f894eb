import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Start with the password shown. */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle ("Show password" / "Hide password", aria-pressed). */
export function PasswordField({ defaultVisible = false, autoComplete = 'current-password', disabled, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const { t } = useLingui();
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endSlot={
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      }
    />
  );
}
