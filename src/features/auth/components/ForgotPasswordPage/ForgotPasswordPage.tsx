import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextLink } from '@/design/primitives/TextLink';
import { ForgotPasswordForm } from '../../forms/ForgotPasswordForm.tsx';
import { AuthCard } from '../AuthCard';

/** /forgot-password: an e-mail field; a link to reset the password arrives by mail. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      heading={t`Forgot your password?`}
      lead={t`Enter the e-mail of your account and we will send you a link to choose a new one.`}
      footer={
        <TextLink as={Link} to="/signin">
          <Trans>Back to sign in</Trans>
        </TextLink>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
