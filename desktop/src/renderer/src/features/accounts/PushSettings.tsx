/**
 * Phone notifications on My Account (docs/product/screens.md#my-account, docs/design/phones.md#subscriptions):
 * "Get room codes on this phone" asks the browser's permission only once tapped, subscribes
 * through the service worker and registers the subscription; a switch per group of kinds; turning
 * them all off, or "Stop on this phone", unsubscribes. Lazy-loaded with the page section.
 */
import { useState } from 'react';
import clsx from 'clsx';
import { BellRing } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_SCREEN, PUSH_KIND_GROUPS, PUSH_NOTICE, type PushKind, type PushKindGroup } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { del, errorMessage, get, post } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { isDesktopApp } from '../../lib/shell';
import {
  currentSubscription,
  groupIsOn,
  kindsWith,
  pushSupport,
  readyRegistration,
  subscribeDevice,
  subscriptionBody,
} from './push';

/** This device's subscription, and its kinds when this account registered it (null: pushes off here). */
interface Device {
  subscription: PushSubscription | null;
  kinds: PushKind[] | null;
}

async function loadDevice(): Promise<Device> {
  const subscription = await currentSubscription();
  if (!subscription) return { subscription: null, kinds: null };
  const { subscription: stored } = await get('/push/subscriptions', { query: { endpoint: subscription.endpoint } });
  return { subscription, kinds: stored?.kinds ?? null };
}

export function PushSettings() {
  const say = useSay();
  const support = pushSupport(isDesktopApp);
  return (
    <section
      aria-labelledby="push-title"
      className="rounded-2xl border border-border bg-surface p-4 sm:p-6"
      data-testid="push-settings"
    >
      <h2 id="push-title" className="flex items-center gap-2 text-lg font-black">
        <BellRing className="size-5 text-accent" aria-hidden />
        {say(ACCOUNTS_SCREEN.pushSettings.title)}
      </h2>
      {support === 'supported' ? (
        <DeviceSettings />
      ) : (
        <p className="mt-2 text-sm text-muted" data-testid="push-unavailable">
          {say(support === 'desktop' ? PUSH_NOTICE.desktopApp : PUSH_NOTICE.unsupported)}
        </p>
      )}
    </section>
  );
}

function DeviceSettings() {
  const say = useSay();
  const { user } = useAuth();
  const client = useQueryClient();
  const queryKey = ['push-device', user?.id ?? ''];
  const device = useQuery({ queryKey, queryFn: loadDevice, enabled: !!user });
  const [permission, setPermission] = useState(() => Notification.permission);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (step: () => Promise<Device>, failed: string) => {
    setBusy(true);
    setProblem(null);
    try {
      client.setQueryData(queryKey, await step());
    } catch (err) {
      setProblem(errorMessage(err, failed));
    } finally {
      setBusy(false);
    }
  };

  const enable = () =>
    run(async () => {
      // The browser's prompt, only now that the player tapped.
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return device.data ?? { subscription: null, kinds: null };
      const registration = await readyRegistration();
      if (!registration) throw new Error('no service worker');
      const { public_key } = await get('/push/public-key');
      const subscription = await subscribeDevice(registration, public_key);
      const stored = await post('/push/subscriptions', { body: subscriptionBody(subscription) });
      return { subscription, kinds: stored.kinds };
    }, PUSH_NOTICE.failed);

  const stop = (subscription: PushSubscription) =>
    run(async () => {
      await del('/push/subscriptions', { body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
      return { subscription: null, kinds: null };
    }, PUSH_NOTICE.saveFailed);

  const toggle = (subscription: PushSubscription, kinds: PushKind[], group: PushKindGroup) => {
    const next = kindsWith(kinds, group, !groupIsOn(kinds, group));
    // Every switch off is the same as stopping: nothing is left to push to this device.
    if (next.length === 0) return stop(subscription);
    return run(async () => {
      const stored = await post('/push/subscriptions', { body: subscriptionBody(subscription, next) });
      return { subscription, kinds: stored.kinds };
    }, PUSH_NOTICE.saveFailed);
  };

  if (device.isPending)
    return <Spinner className="mt-3 size-5 text-accent" label={say(ACCOUNTS_SCREEN.pushSettings.loading)} />;
  const { subscription, kinds } = device.data ?? { subscription: null, kinds: null };
  const on = !!subscription && !!kinds;
  return (
    <div className="mt-2 flex flex-col gap-3">
      <p className="text-sm text-muted">{say(on ? PUSH_NOTICE.on : PUSH_NOTICE.intro)}</p>
      {on ? (
        <>
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={say(ACCOUNTS_SCREEN.pushSettings.switches)}>
            {PUSH_KIND_GROUPS.map((group) => (
              <li key={group.id}>
                <Switch
                  label={say(PUSH_NOTICE.groups[group.id])}
                  checked={groupIsOn(kinds, group.id)}
                  disabled={busy}
                  onChange={() => void toggle(subscription, kinds, group.id)}
                />
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="w-full sm:w-auto sm:self-start"
            loading={busy}
            onClick={() => void stop(subscription)}
          >
            {say(PUSH_NOTICE.disable)}
          </Button>
        </>
      ) : (
        <>
          {permission === 'denied' && (
            <p role="status" className="text-sm text-pending">
              {say(PUSH_NOTICE.denied)}
            </p>
          )}
          <Button
            className="w-full sm:w-auto sm:self-start"
            loading={busy}
            disabled={permission === 'denied'}
            onClick={() => void enable()}
            data-testid="push-enable"
          >
            <BellRing className="size-4" aria-hidden />
            {say(PUSH_NOTICE.enable)}
          </Button>
        </>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {say(problem)}
        </p>
      )}
    </div>
  );
}

/** An on/off switch whose accessible name is its visible label. */
function Switch(props: { label: string; checked: boolean; disabled: boolean; onChange: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.checked}
      disabled={props.disabled}
      onClick={props.onChange}
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-2 text-start text-sm font-semibold disabled:opacity-60"
    >
      <span>{props.label}</span>
      <span
        aria-hidden
        className={clsx(
          'relative h-6 w-11 shrink-0 rounded-full border transition-colors',
          props.checked ? 'border-accent bg-accent' : 'border-border bg-surface-3',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 size-4.5 rounded-full transition-transform',
            props.checked ? 'translate-x-5.5 bg-accent-ink' : 'translate-x-0.5 bg-muted',
          )}
        />
      </span>
    </button>
  );
}
