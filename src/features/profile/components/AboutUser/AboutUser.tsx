import type { ComponentType, SVGProps } from 'react';
import { AtSign, Camera, Code2, Globe, Play, ThumbsUp } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { READER_MESSAGES, type Profile } from '@/contract';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { formatFullDate } from '@/lib';
import * as styles from './AboutUser.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

// lucide dropped brand logos; these glyphs stand for the sites and the label names them.
// The sites' own names stay as they are in every language; only "Website" is a word.
const SOCIAL: { key: keyof Profile['social_links']; label: string | MessageDescriptor; icon: Icon }[] = [
  { key: 'youtube', label: 'YouTube', icon: Play },
  { key: 'instagram', label: 'Instagram', icon: Camera },
  { key: 'facebook', label: 'Facebook', icon: ThumbsUp },
  { key: 'twitter', label: 'Twitter', icon: AtSign },
  { key: 'github', label: 'GitHub', icon: Code2 },
  { key: 'website', label: msg`Website`, icon: Globe },
];

const SAFE_LINK = /^https?:\/\//i;

export interface AboutUserProps {
  profile: Profile;
}

/** Bio (or 'User doesn't have a bio'), social links that are set, and the Joined date. */
export function AboutUser({ profile }: AboutUserProps) {
  const { bio } = profile.personal_info;
  const { t, i18n } = useLingui();
  const joined = formatFullDate(profile.joinedAt, i18n.locale);
  const links = SOCIAL.filter(({ key }) => SAFE_LINK.test(profile.social_links?.[key] ?? ''));
  return (
    <div className={styles.about}>
      {bio ? <p className={styles.bio} dir="auto">
          {bio}
        </p> : <p className={`${styles.bio} ${styles.noBio}`}>{i18n._(READER_MESSAGES.noBio)}</p>}
      {links.length > 0 && (
        <ul className={styles.links} aria-label={t`Social links`}>
          {links.map(({ key, label, icon: IconCmp }) => {
            const site = typeof label === 'string' ? label : i18n._(label);
            return (
            <li key={key}>
              <ButtonLink
                href={profile.social_links[key]}
                target="_blank"
                rel="noopener noreferrer nofollow"
                variant="ghost"
                size="sm"
                aria-label={t`${site} (opens in a new tab)`}
                iconStart={<IconCmp aria-hidden />}
              />
            </li>
            );
          })}
        </ul>
      )}
      <p className={styles.joined}>
        <Trans>
          Joined on <time dateTime={profile.joinedAt}>{joined}</time>
        </Trans>
      </p>
    </div>
  );
}
