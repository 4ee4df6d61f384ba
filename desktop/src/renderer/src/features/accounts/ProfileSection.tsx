/**
 * Profile block of My Account (docs/product/screens.md#my-account): username, country code and phone, the coin balance
 * (purchased and winnings shown apart: only winnings cash out) and the TikTok link with its
 * Change TikTok dialog. Balances update live (the socket patches the current user).
 */
import { useState, type ReactNode } from 'react';
import { Coins, ExternalLink, Music2, Pencil, Phone, ShieldCheck, Trophy, Wallet } from 'lucide-react';
import { ACCOUNTS_SCREEN, MONEY_SCREEN, formatPounds } from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { ChangeTiktokDialog } from './ChangeTiktokDialog';
import { LanguageSelect } from '../language/LanguageSwitcher';

export function ProfileSection() {
  const say = useSay();
  const { user } = useAuth();
  const [editingTiktok, setEditingTiktok] = useState(false);
  if (!user) return null;
  const phone = user.phone_number
    ? `${user.country_code} ${user.phone_number}`
    : say(ACCOUNTS_SCREEN.profile.noPhone(user.country_code));
  return (
    <section aria-labelledby="profile-title" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent/15 text-2xl font-black text-accent"
        >
          {user.username.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="profile-title" className="truncate text-xl font-black" data-testid="profile-username">
              {user.username}
            </h2>
            {user.role !== 'player' && (
              <Badge tone="info">
                <ShieldCheck className="size-3.5" aria-hidden />{' '}
                {say(user.role === 'super_admin' ? ACCOUNTS_SCREEN.roles.superAdmin : ACCOUNTS_SCREEN.roles.admin)}
              </Badge>
            )}
          </div>
          <p className="truncate text-sm text-muted">
            {user.full_name} · {user.email}
          </p>
        </div>
      </div>

      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        <Stat
          icon={<Coins className="size-4 text-gold" aria-hidden />}
          label={say(ACCOUNTS_SCREEN.profile.coinBalance)}
          testId="profile-balance"
        >
          {say(MONEY_SCREEN.coins(user.coin_balance))}
        </Stat>
        <Stat
          icon={<Wallet className="size-4 text-accent" aria-hidden />}
          label={say(ACCOUNTS_SCREEN.profile.purchasedCoins)}
        >
          {user.purchased_coins}
          <span className="ms-1 text-xs font-normal text-muted">{say(ACCOUNTS_SCREEN.profile.forEntries)}</span>
        </Stat>
        <Stat icon={<Trophy className="size-4 text-gold" aria-hidden />} label={say(MONEY_SCREEN.winnings)}>
          {user.winnings_coins}
          <span className="ms-1 text-xs font-normal text-muted">
            {say(ACCOUNTS_SCREEN.profile.worth(formatPounds(user.winnings_coins)))}
          </span>
        </Stat>
      </dl>

      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Stat icon={<Phone className="size-4 text-muted" aria-hidden />} label={say(ACCOUNTS_SCREEN.profile.phone)}>
          <span className="text-base">{phone}</span>
        </Stat>
        {/* dt and dd are the group's direct children, as a description list requires. */}
        <div className="min-w-0 rounded-xl bg-surface-2 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
            <Music2 className="size-4 text-muted" aria-hidden />
            TikTok
          </dt>
          <dd className="mt-1 flex min-w-0 flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <a
              href={user.tiktok_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-w-0 max-w-full items-center gap-1 font-semibold text-accent hover:underline"
              data-testid="profile-tiktok"
              aria-label={say(ACCOUNTS_SCREEN.profile.tiktokProfile(user.tiktok_link))}
            >
              <span className="truncate">{shortLink(user.tiktok_link)}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            </a>
            <Button variant="secondary" size="sm" className="shrink-0" onClick={() => setEditingTiktok(true)}>
              <Pencil className="size-3.5" aria-hidden /> {say(ACCOUNTS_SCREEN.changeTiktok.title)}
            </Button>
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <LanguageSelect />
      </div>
      <ChangeTiktokDialog open={editingTiktok} onOpenChange={setEditingTiktok} current={user.tiktok_link} />
    </section>
  );
}

/** `https://www.tiktok.com/@name` shows as `tiktok.com/@name`; the link keeps the full address. */
const shortLink = (link: string) => link.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

function Stat({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-xl bg-surface-2 px-4 py-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
