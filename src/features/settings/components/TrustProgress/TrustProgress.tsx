import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CircleCheck, Circle } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { VOUCHES_FOR_MEMBER, type Profile, type TrustLevel, type TrustThresholds } from '@/contract';
import { TextLink } from '@/design';
import { SettingsBlock } from '../SettingsBlock';
import * as styles from './TrustProgress.css.ts';

export interface TrustProgressProps {
  /** The member's level (get-profile's `trust_level`). */
  level: TrustLevel;
  /** Their standing (get-profile's `trust_progress`, the owner's only). */
  progress: NonNullable<Profile['trust_progress']>;
  /** The site's thresholds (get-site-settings' `trust`). */
  thresholds: TrustThresholds;
}

/** One condition of the next level, ticked once it is met. */
function Step({ met, children }: { met: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <li className={cx(styles.step, met && styles.met)}>
      {met ? <CircleCheck role="img" aria-label={t`Done`} /> : <Circle role="img" aria-label={t`Not yet`} />}
      <span>{children}</span>
    </li>
  );
}

/** The member's trust level on their profile settings, and what the next level needs of them. */
export function TrustProgress({ level, progress: p, thresholds }: TrustProgressProps) {
  const { t } = useLingui();
  const title = t`Your standing`;
  if (level === 2)
    return (
      <SettingsBlock title={title} hint={<Trans>You are a trusted member: the top level.</Trans>}>
        <p className={styles.level}>
          <Trans>
            You can vouch for new members’ first blogs and comments in the{' '}
            <TextLink as={Link} to="/dashboard/vouch">
              vouch queue
            </TextLink>
            .
          </Trans>
        </p>
      </SettingsBlock>
    );
  const days = p.days;
  if (level === 1) {
    const { days: needDays, blogs: needBlogs, likes: needLikes } = thresholds.level2;
    const { blogs, likes } = p;
    return (
      <SettingsBlock title={title} hint={<Trans>You are a member. Trusted members can vouch for newcomers; to become one you need all of these:</Trans>}>
        <ul className={styles.list} aria-label={t`What a trusted member needs`}>
          <Step met={days >= needDays}>
            <Plural value={needDays} one={`A member for # day (you: ${days})`} other={`A member for # days (you: ${days})`} />
          </Step>
          <Step met={p.blogs >= needBlogs}>
            <Plural value={needBlogs} one={`# published blog (you: ${blogs})`} other={`# published blogs (you: ${blogs})`} />
          </Step>
          <Step met={p.likes >= needLikes}>
            <Plural value={needLikes} one={`# like received (you: ${likes})`} other={`# likes received (you: ${likes})`} />
          </Step>
          <Step met={p.upheld_reports === 0}>
            <Trans>No report against you upheld in the last 30 days</Trans>
          </Step>
        </ul>
      </SettingsBlock>
    );
  }
  const { days: needDays, blogs: needBlogs, comments: needComments } = thresholds.level1;
  const { blogs, comments } = p;
  const vouches = VOUCHES_FOR_MEMBER;
  return (
    <SettingsBlock
      title={title}
      hint={<Trans>You are a new member: your first blogs and comments may wait for a trusted member’s vouch. To become a member you need:</Trans>}
    >
      <ul className={styles.list} aria-label={t`What a member needs`}>
        <Step met={days >= needDays}>
          <Plural value={needDays} one={`A member for # day (you: ${days})`} other={`A member for # days (you: ${days})`} />
        </Step>
        <Step met={blogs >= needBlogs || comments >= needComments}>
          <Trans>One of these:</Trans>
          <ul className={styles.either}>
            <li>
              <Plural value={needBlogs} one={`# published blog (you: ${blogs})`} other={`# published blogs (you: ${blogs})`} />
            </li>
            <li>
              <Plural value={needComments} one={`# comment nobody hid (you: ${comments})`} other={`# comments nobody hid (you: ${comments})`} />
            </li>
          </ul>
        </Step>
      </ul>
      <p className={styles.note}>
        <Trans>Or sooner: when {vouches} trusted members vouch for your writing.</Trans>
      </p>
    </SettingsBlock>
  );
}
