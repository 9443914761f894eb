import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ProgressStatus } from '@/design/primitives/ProgressStatus';
import type { ImportJobStep } from '../../hooks/useImportJob';

export interface ImportJobProgressProps {
  /** The import's upload or its job under way. */
  step: Extract<ImportJobStep, { step: 'uploading' | 'running' }>;
  /** The bar's name while the file is sent, and while the job writes (translated). */
  labels: { uploading: string; running: string };
  /** The line while the job has not counted its items yet. */
  waiting: ReactNode;
  /** The line once it has: how many of how many are written. */
  children: (done: number, total: number) => ReactNode;
}

/** An import's progress: its file's upload in percent, then its job's items (every import block shows it). */
export function ImportJobProgress({ step, labels, waiting, children }: ImportJobProgressProps) {
  if (step.step === 'uploading') {
    const percent = Math.round(step.fraction * 100);
    return (
      <ProgressStatus done={percent} total={100} label={labels.uploading}>
        <Trans>Uploading… {percent}%</Trans>
      </ProgressStatus>
    );
  }
  const done = step.status?.done ?? 0;
  const total = step.status?.total ?? 0;
  return (
    <ProgressStatus done={done} total={total} label={labels.running}>
      {total ? children(done, total) : waiting}
    </ProgressStatus>
  );
}
