// "Account security": the signed-in user's own sign-in protection (two-factor authentication).
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { TwoFactorSection } from './two-factor-section';
import { useAuth } from './use-auth';

export function AccountSecurityDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Account security</DialogTitle>
          <DialogDescription>How {user?.username ?? 'you'} signs in to the back-office.</DialogDescription>
        </DialogHeader>
        {user && <TwoFactorSection user={user} />}
      </DialogContent>
    </Dialog>
  );
}
