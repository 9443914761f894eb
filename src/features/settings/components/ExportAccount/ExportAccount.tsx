import { useState } from 'react';
import { Download } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import { downloadAccountExport } from '@/api';
import { SettingsBlock } from '../SettingsBlock';

/** Settings > Account: a ZIP of everything the member wrote (GET /export-account). */
export function ExportAccount() {
  const [pending, setPending] = useState(false);
  const { t, i18n } = useLingui();
  async function run() {
    setPending(true);
    try {
      const name = await downloadAccountExport();
      toast.success(t`Downloaded ${name}`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    } finally {
      setPending(false);
    }
  }
  return (
    <SettingsBlock
      title={t`Export your data`}
      hint={t`A ZIP file with your profile, every blog and draft as Markdown and as the editor's JSON, your comments and your images.`}
    >
      <Button variant="outline" iconStart={<Download aria-hidden />} loading={pending} onClick={() => void run()}>
        <Trans>Download my data</Trans>
      </Button>
    </SettingsBlock>
  );
}
