import { Link, useNavigate, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@/contract';
import { TextLink } from '@/design/primitives/TextLink';
import { toast } from '@/design/primitives/Toaster';
import { ResetPasswordForm } from '../../forms/ResetPasswordForm.tsx';
import { AuthCard } from '../AuthCard';

/** /reset-password/:token: the mail's link; a new password, then signed in at home. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  return (
    <AuthCard
      heading={t`Choose a new password`}
      lead={t`Every other device signed in to your account will be signed out.`}
      footer={
        <Trans>
          Link expired?{' '}
          <TextLink as={Link} to="/forgot-password">
            Send a new one
          </TextLink>
        </Trans>
      }
    >
      <ResetPasswordForm
        token={token}
        onDone={() => {
          toast.success(i18n._(MESSAGES.passwordReset));
          navigate('/', { replace: true });
        }}
      />
    </AuthCard>
  );
}
