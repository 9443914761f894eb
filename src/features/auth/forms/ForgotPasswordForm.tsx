import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AtSign } from 'lucide-react';
import { MESSAGES, requestPasswordResetSchema, type RequestPasswordResetInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { FormField } from '@/design/primitives/FormField';
import { TextField } from '@/design/primitives/TextField';
import { toast } from '@/design/primitives/Toaster';
import { errorMessage } from '@/lib';
import { requestPasswordReset } from '@/api';
import { firstFormError } from './firstFormError.ts';
import * as styles from './AuthForm.css.ts';

/** The e-mail a reset link goes to; the answer is the same for every address (no enumeration). */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({ mutationFn: requestPasswordReset });
  const { register, handleSubmit } = useForm<RequestPasswordResetInput>({ resolver: zodResolver(requestPasswordResetSchema) as never, defaultValues: { email: '' } });

  async function submit(values: RequestPasswordResetInput) {
    try {
      await send.mutateAsync(values);
      setSentTo(values.email ?? '');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  if (sentTo !== null) {
    return (
      <div role="status" className={styles.form}>
        <p>
          {MESSAGES.resetSent}. Look in the inbox of <strong>{sentTo}</strong> for a link that works for one hour.
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Use another address
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Forgot password"
      className={styles.form}
      onSubmit={handleSubmit(submit, (errors) => {
        const message = firstFormError(errors, ['email'] as const);
        if (message) toast.error(message);
      })}
    >
      <FormField label="Email">
        <TextField type="email" autoComplete="email" placeholder="you@example.com" icon={<AtSign />} {...register('email')} />
      </FormField>
      <Button type="submit" tone="accent" size="lg" fullWidth loading={send.isPending} className={styles.submit}>
        Send me a link
      </Button>
    </form>
  );
}
