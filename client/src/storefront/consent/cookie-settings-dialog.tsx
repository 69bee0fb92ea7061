// Cookie settings (document 001 §2.18): necessary cookies always on and locked; analytics, marketing and
// preferences toggles that start from the stored choice (off when none is stored); Save stores them.
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { acceptAll, type ConsentChoices, currentChoices, rejectAll, saveConsent } from './consent';

const CATEGORIES: Array<{ key: keyof ConsentChoices; label: string; text: string }> = [
  {
    key: 'analytics',
    label: 'Analytics cookies',
    text: 'Help us understand which pages and products buyers look at, so we can improve the catalogue. Recorded anonymously.',
  },
  {
    key: 'marketing',
    label: 'Marketing cookies',
    text: 'Let us measure our advertising and show relevant offers on other sites.',
  },
  {
    key: 'preferences',
    label: 'Preference cookies',
    text: 'Remember choices such as your preferred catalogue view between visits.',
  },
];

export default function CookieSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [choices, setChoices] = useState<ConsentChoices>(() => currentChoices());
  const id = useId();
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" data-testid="cookie-settings">
        <DialogHeader>
          <DialogTitle>Cookie Settings</DialogTitle>
          <DialogDescription>
            Choose which cookies we may use. Necessary cookies cannot be switched off; everything else is off
            until you turn it on.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          <li className="flex items-start justify-between gap-4 rounded-md border border-slate-200 p-3">
            <div>
              <label htmlFor={`${id}-necessary`} className="text-sm font-semibold text-slate-900">
                Necessary cookies
              </label>
              <p className="text-xs text-slate-600">
                Keep the site working and remember this choice. Always on.
              </p>
            </div>
            <Switch id={`${id}-necessary`} checked disabled aria-label="Necessary cookies (always on)" />
          </li>
          {CATEGORIES.map((category) => (
            <li
              key={category.key}
              className="flex items-start justify-between gap-4 rounded-md border border-slate-200 p-3"
            >
              <div>
                <label htmlFor={`${id}-${category.key}`} className="text-sm font-semibold text-slate-900">
                  {category.label}
                </label>
                <p className="text-xs text-slate-600">{category.text}</p>
              </div>
              <Switch
                id={`${id}-${category.key}`}
                checked={choices[category.key]}
                onCheckedChange={(checked) => setChoices((c) => ({ ...c, [category.key]: checked }))}
              />
            </li>
          ))}
        </ul>
        <DialogFooter className="sm:justify-between">
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => {
                rejectAll();
                close();
              }}
            >
              Reject All
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                acceptAll();
                close();
              }}
            >
              Accept All
            </Button>
          </div>
          <Button
            onClick={() => {
              saveConsent(choices);
              close();
            }}
          >
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
