// The products screen's transfer buttons (document 001 §2.4): "Backup Storage" in the header and the
// floating export button (Excel workbook or CSV, honouring the list's current filters).
import { DatabaseBackup, FileDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { ROLE_RANK } from '../../../../core/constants';
import { useCurrentUser } from '../../auth/use-auth';
import { Button, buttonClass } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { ApiError, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { floatingButton } from '../shared/floating-actions';
import { downloadBackup, type ExportFilters, exportUrl, startDownload } from './transfer-api';

/** Backups are for administrators (the server refuses anyone else). */
export function useIsAdmin(): boolean {
  const { data: user } = useCurrentUser();
  return !!user && ROLE_RANK[user.role] >= ROLE_RANK.admin;
}

export function BackupButton() {
  const [pending, setPending] = useState(false);
  if (!useIsAdmin()) return null;
  const run = async () => {
    setPending(true);
    try {
      await downloadBackup();
      notify.success('Backup completed', 'Your App Storage backup has been downloaded successfully.');
    } catch (err) {
      // IMPORT-32: the server's details or error text; without them, "try again" only when it may help (#16).
      notify.error(
        'Backup failed',
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : failureMessage(err, 'Failed to create backup. Please try again.'),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" onClick={run} pending={pending}>
      {!pending && <DatabaseBackup className="h-4 w-4" aria-hidden />}
      Backup Storage
    </Button>
  );
}

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** The floating export button: the whole filtered list as the import workbook or as CSV. */
export function ExportMenu({ filters }: { filters: ExportFilters }) {
  return (
    <DropdownMenu.Root>
      <Tooltip content="Export products">
        <DropdownMenu.Trigger
          className={`${buttonClass('outline', 'icon')} ${floatingButton}`}
          aria-label="Export products"
        >
          <FileDown className="h-5 w-5" />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="left"
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs text-slate-500">
            Products matching the current filters
          </DropdownMenu.Label>
          <DropdownMenu.Item className={ITEM} onSelect={() => startDownload(exportUrl('xlsx', filters))}>
            Export as Excel (.xlsx)
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => startDownload(exportUrl('csv', filters))}>
            Export as CSV
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
