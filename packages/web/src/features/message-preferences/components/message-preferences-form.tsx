import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANNELS,
  keepsAnOfferedChannel,
  MANDATORY_KINDS,
  MESSAGE_KINDS,
  messagePreferencesSchema,
  preferenceMessages,
  type MessageKind,
  type MessagePreferences,
  type MyMessagePreferences,
} from '@campus/domain';
import { Button } from '@/components/ui/button';
import { SaveOutcome } from '@/components/ui/save-outcome';
import '@/lib/domain-text/preferences';
import { domainText } from '@/lib/domain-text/registry';
import type { PreferencesAudience } from '../api/get-message-preferences';
import { useSaveMessagePreferences } from '../api/save-message-preferences';
import { CHANNEL_LABELS, channelUnavailableText, KIND_LABELS } from '../utils/labels';

const mandatory: readonly MessageKind[] = MANDATORY_KINDS;

function SwitchRow({ label, note, children }: { label: string; note?: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <span className="min-w-0 text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        {note}
      </span>
      {children}
    </li>
  );
}

const switchClassName = 'mt-0.5 size-5 shrink-0 accent-indigo-600 disabled:opacity-60';

/**
 * The switches of each kind and each channel, saved whole at the version read. A receipt shows on and cannot be
 * changed; a channel the institute has no provider for says so instead of offering a switch.
 */
export function MessagePreferencesForm({
  audience,
  current,
  onReload,
  reloading,
}: {
  audience: PreferencesAudience;
  current: MyMessagePreferences;
  onReload: () => void;
  reloading: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const save = useSaveMessagePreferences(audience);
  const form = useForm<MessagePreferences>({
    resolver: zodResolver(messagePreferencesSchema),
    // A reload (after a 409) or a save brings in the stored preferences.
    values: current.preferences,
  });
  const channelError = form.formState.errors.channels?.message ?? form.formState.errors.channels?.root?.message;
  const offered = CHANNELS.filter((channel) => current.channelKinds[channel].length > 0);
  const submit = form.handleSubmit((preferences) => {
    if (!keepsAnOfferedChannel(preferences, offered)) {
      form.setError('channels', { message: preferenceMessages.noChannel });
      return;
    }
    save.mutate({ preferences, version: current.version });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">{domainText(preferenceMessages.kindsHeading)}</legend>
        <ul className="divide-y divide-slate-100">
          {MESSAGE_KINDS.map((kind) => {
            const inputId = `${id}-kind-${kind}`;
            const label = i18n._(KIND_LABELS[kind]);
            if (mandatory.includes(kind)) {
              return (
                <SwitchRow
                  key={kind}
                  label={label}
                  note={
                    <span id={`${inputId}-note`} className="block text-slate-500">
                      {domainText(preferenceMessages.receiptAlwaysOn)}
                    </span>
                  }
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    role="switch"
                    aria-label={label}
                    aria-describedby={`${inputId}-note`}
                    checked
                    disabled
                    readOnly
                    className={switchClassName}
                  />
                </SwitchRow>
              );
            }
            return (
              <SwitchRow key={kind} label={label}>
                <input
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  aria-label={label}
                  className={switchClassName}
                  {...form.register(`kinds.${kind}`)}
                />
              </SwitchRow>
            );
          })}
        </ul>
      </fieldset>

      <fieldset aria-describedby={channelError ? `${id}-channels-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-700">
          {domainText(preferenceMessages.channelsHeading)}
        </legend>
        <ul className="divide-y divide-slate-100">
          {CHANNELS.map((channel) => {
            const label = i18n._(CHANNEL_LABELS[channel]);
            if (!offered.includes(channel)) {
              return (
                <SwitchRow
                  key={channel}
                  label={label}
                  note={<span className="block text-slate-500">{channelUnavailableText(channel)}</span>}
                >
                  {null}
                </SwitchRow>
              );
            }
            return (
              <SwitchRow key={channel} label={label}>
                <input
                  type="checkbox"
                  role="switch"
                  aria-label={label}
                  className={switchClassName}
                  {...form.register(`channels.${channel}`)}
                />
              </SwitchRow>
            );
          })}
        </ul>
        {channelError && (
          <p id={`${id}-channels-error`} role="alert" className="mt-2 text-sm text-rose-700">
            {domainText(channelError)}
          </p>
        )}
      </fieldset>

      <SaveOutcome
        save={save}
        saved={domainText(preferenceMessages.saved)}
        failed={preferenceMessages.saveFailed}
        onReload={() => {
          save.reset();
          onReload();
        }}
        reloading={reloading}
      />
      <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
        {domainText(save.isPending ? preferenceMessages.saving : preferenceMessages.save)}
      </Button>
    </form>
  );
}
