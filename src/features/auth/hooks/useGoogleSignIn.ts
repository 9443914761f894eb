import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import { useMutation } from '@tanstack/react-query';
import { googleAuth, storeSession } from '@/api';
import { GooglePopupError, googleIdToken, isGoogleConfigured } from '../model/googlePopup.ts';

/** Text shown when this build has no Firebase configuration (instead of failing silently). */
export const GOOGLE_NOT_SET_UP = msg`Google sign-in is not set up on this site yet. Please use your email and password.`;

/** The Google flow: popup, ID token to /google-auth, session stored. */
export function useGoogleSignIn(onSignedIn: () => void, invite?: string) {
  const { i18n } = useLingui();
  const mutation = useMutation({ mutationFn: (token: string) => googleAuth(token, invite), onSuccess: storeSession });
  const [opening, setOpening] = useState(false);

  async function start() {
    if (!isGoogleConfigured()) {
      toast.info(i18n._(GOOGLE_NOT_SET_UP));
      return;
    }
    setOpening(true);
    let token: string;
    try {
      token = await googleIdToken();
    } catch (err) {
      setOpening(false);
      if (!(err instanceof GooglePopupError)) console.error(err);
      toast.error(i18n._(MESSAGES.googleFailed));
      return;
    }
    try {
      await mutation.mutateAsync(token);
      onSignedIn();
    } catch (err) {
      toast.error(showProblem(err, i18n));
    } finally {
      setOpening(false);
    }
  }

  return { start, pending: opening || mutation.isPending, configured: isGoogleConfigured() };
}
