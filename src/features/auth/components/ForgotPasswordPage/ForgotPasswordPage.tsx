import { Link } from 'react-router-dom';
import { TextLink } from '@/design/primitives/TextLink';
import { ForgotPasswordForm } from '../../forms/ForgotPasswordForm.tsx';
import { AuthCard } from '../AuthCard';

/** /forgot-password: an e-mail field; a link to reset the password arrives by mail. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      heading="Forgot your password?"
      lead="Enter the e-mail of your account and we will send you a link to choose a new one."
      footer={
        <TextLink as={Link} to="/signin">
          Back to sign in
        </TextLink>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
