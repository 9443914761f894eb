import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { directionOf, isLanguage, type AnswerOf } from '@/contract';
import { formatDay } from '@/lib';
import { visuallyHidden } from '@/design/styles/visuallyHidden.css';
import * as styles from './SubscriberGrowth.css';

export type SubscriberGrowthWeek = AnswerOf<'subscribers'>['growth'][number];

export interface SubscriberGrowthProps {
  /** Confirmed subscribers at the end of each week, oldest first (POST /subscribers `growth`). */
  growth: SubscriberGrowthWeek[];
}

/** The drawing's own units: the SVG stretches to the width it is given. */
const WIDTH = 240;
const HEIGHT = 60;
const GAP = 4;

/**
 * The Subscribers page's small chart: confirmed subscribers week by week, as bars from the oldest
 * week at the line's start (the right in Arabic) to this week at its end. The SVG is one named image
 * (its title, and a description that says where the line starts and ends); the numbers of every week
 * are in a table for screen readers, and in each bar's tooltip.
 */
export function SubscriberGrowth({ growth }: SubscriberGrowthProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const descId = useId();
  const first = growth[0];
  const last = growth[growth.length - 1];
  if (!first || !last) return null;
  const rtl = isLanguage(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  const max = Math.max(1, ...growth.map((g) => g.confirmed));
  const barWidth = (WIDTH - GAP * (growth.length - 1)) / growth.length;
  const day = (week: string) => formatDay(week, 'utc', i18n.locale);
  const from = day(first.week);
  const to = day(last.week);
  const firstCount = i18n.number(first.confirmed);
  const lastCount = i18n.number(last.confirmed);
  const title = t`Confirmed subscribers, week by week`;
  return (
    <div className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{t`Week of ${from}: ${firstCount}. Week of ${to}: ${lastCount}.`}</desc>
        {growth.map((g, i) => {
          const place = rtl ? growth.length - 1 - i : i;
          // An empty week still shows a sliver on the baseline, so the weeks are countable.
          const height = Math.max(1, (g.confirmed / max) * (HEIGHT - 2));
          const week = day(g.week);
          const count = i18n.number(g.confirmed);
          return (
            <rect key={g.week} className={g.confirmed ? styles.bar : styles.emptyBar} x={place * (barWidth + GAP)} y={HEIGHT - height} width={barWidth} height={height}>
              <title>{t`Week of ${week}: ${count}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </div>
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Week of</Trans>
            </th>
            <th scope="col">
              <Trans>Confirmed subscribers</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {growth.map((g) => (
            <tr key={g.week}>
              <th scope="row">{day(g.week)}</th>
              <td>{i18n.number(g.confirmed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
