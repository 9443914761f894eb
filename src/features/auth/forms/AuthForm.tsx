import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign, KeyRound, UserRound } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { signinSchema, signupSchema, type SignupInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import { FormField } from '@/design/primitives/FormField';
import { PasswordField } from '@/design/primitives/PasswordField';
import { TextField } from '@/design/primitives/TextField';
import { useMutation } from '@tanstack/react-query';
import { signIn as signInCall, signUp as signUpCall, storeSession } from '@/api';
import { firstFormError } from './firstFormError.ts';
import * as styles from './AuthForm.css.ts';

export type AuthMode = 'signin' | 'signup';

export interface AuthFormProps {
  mode: AuthMode;
  /** Called once the session is stored. */
  onSignedIn?: () => void;
  /** The invite code of the link the newcomer followed (sign-up by invitation). */
  invite?: string;
}

/** SPEC.md section 5's order: full name, e-mail, password. */
const ORDER = ['fullname', 'email', 'password'] as const;

/** E-mail and password (and full name when signing up), checked by the contract's rules. */
export function AuthForm({ mode, onSignedIn, invite }: AuthFormProps) {
  const signIn = useMutation({ mutationFn: signInCall, onSuccess: storeSession });
  const signUp = useMutation({ mutationFn: signUpCall, onSuccess: storeSession });
  const { t, i18n } = useLingui();
  const pending = signIn.isPending || signUp.isPending;
  const { register, handleSubmit } = useForm<SignupInput>({
    // Validation runs on submit only: errors are toasts, one at a time (SPEC.md).
    resolver: zodResolver(mode === 'signup' ? signupSchema : signinSchema) as never,
    defaultValues: mode === 'signup' ? { fullname: '', email: '', password: '' } : { email: '', password: '' },
  });

  const onValid = async (values: SignupInput) => {
    try {
      if (mode === 'signup') await signUp.mutateAsync({ ...values, ...(invite ? { invite } : {}) });
      else await signIn.mutateAsync({ email: values.email, password: values.password });
      onSignedIn?.();
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  };

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(onValid, (errors) => {
        const message = firstFormError(errors, ORDER);
        if (message) toast.error(showProblem(message, i18n));
      })}
    >
      {mode === 'signup' && (
        <FormField label={t`Full name`}>
          <TextField autoComplete="name" placeholder="Ada Lovelace" icon={<UserRound />} {...register('fullname')} />
        </FormField>
      )}
      <FormField label={t`Email`}>
        <TextField type="email" autoComplete="email" placeholder={t`you@example.com`} icon={<AtSign />} {...register('email')} />
      </FormField>
      <FormField label={t`Password`}>
        <PasswordField
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          placeholder={t`6-20 characters`}
          icon={<KeyRound />}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" tone="accent" size="lg" fullWidth loading={pending} className={styles.submit}>
        {mode === 'signup' ? t`Sign Up` : t`Sign In`}
      </Button>
    </form>
  );
}
