// Which events reach which channel: the account's Notifications page (islands/account/
// AccountNotifications.tsx) and the dashboard's Notifications tab both show this one form
// (its store: lib/stores/notification-prefs.ts). A kind is a fieldset named by the event, its
// switches real checkboxes (role="switch") labelled by channel: in-app always on, security
// notices always on, WhatsApp off where the marketplace has none, each saying why. Save sends
// only what changed; the outcome is read out in a live line, a kind's refusal under that kind.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState } from "react";
import type { Strings } from "../../lib/i18n";
import { type Channel, CHANNELS, createNotificationPrefs, groupsFor, type NotificationKind } from "../../lib/stores/notification-prefs";
import { fill } from "../../lib/template";

export type PrefsStrings = Strings<"notificationPrefs">;

interface Props {
  /** The signed-in user's role: which kinds they hear of. */
  role: string;
  t: PrefsStrings;
  /** The groups' headings: 2 under a page's h1, 3 under a tab's h2. */
  level?: 2 | 3;
}

const BOX = "size-5 accent-primary disabled:cursor-not-allowed";

export default function NotificationPrefs({ role, t, level = 2 }: Props) {
  const id = useId();
  const [form] = useState(() => createNotificationPrefs());
  const state = useStore(form.$prefs);
  useEffect(() => {
    void form.load();
  }, [form]);

  if (state.status === "error") {
    return (
      <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800" data-testid="prefs-load-error">
        {t["notificationPrefs.loadFailed"]}{" "}
        <button type="button" onClick={() => void form.load()} className="min-h-11 font-medium underline">
          {t["notificationPrefs.retry"]}
        </button>
      </div>
    );
  }
  if (state.status !== "ready") {
    return (
      <p role="status" className="text-gray-600">
        {t["notificationPrefs.loading"]}
      </p>
    );
  }

  const Heading = level === 2 ? "h2" : "h3";
  const channelName = (c: Channel | "in_app") => t[`notificationPrefs.channels.${c}`];
  const dirty = Object.keys(form.changes()).length > 0;
  const outcome =
    state.outcome === "saved"
      ? t["notificationPrefs.saved"]
      : state.outcome === "nothingChanged"
        ? t["notificationPrefs.nothingChanged"]
        : state.outcome === "failed" && !Object.keys(state.errors).length
          ? (state.detail ?? t["notificationPrefs.failed"])
          : "";

  const notes = {
    inApp: `${id}-in-app`,
    whatsapp: `${id}-whatsapp`,
    security: `${id}-security`,
  };
  // Column heads on wide screens; on a phone each switch names its channel beside it.
  const grid = "md:grid md:grid-cols-[minmax(0,1fr)_repeat(3,7.5rem)] md:items-center md:gap-x-2";

  const kindRow = (kind: NotificationKind) => {
    const security = state.security.has(kind);
    const values = state.values[kind] ?? { email: false, whatsapp: false };
    const error = state.errors[kind];
    const name = t[`notificationPrefs.kinds.${kind}.name`];
    const errorId = `${id}-${kind}-error`;
    const descId = `${id}-${kind}-desc`;
    const cell = "flex min-h-11 items-center gap-2 md:justify-center";
    const sw = (channel: Channel | "in_app") => {
      const inApp = channel === "in_app";
      const editable = !inApp && form.editable(kind, channel);
      const whatsappOff = channel === "whatsapp" && !state.whatsappAvailable;
      // Unavailable WhatsApp reads as off, whatever was chosen: nothing is sent there.
      const checked = inApp || security ? !whatsappOff : whatsappOff ? false : values[channel];
      const why = [inApp ? notes.inApp : whatsappOff ? notes.whatsapp : security ? notes.security : "", error ? errorId : ""]
        .filter(Boolean)
        .join(" ");
      return (
        <label key={channel} className={`${cell} ${editable ? "cursor-pointer" : "text-gray-500"} rounded px-1 hover:bg-gray-50`}>
          <input
            type="checkbox"
            role="switch"
            className={BOX}
            checked={checked}
            aria-checked={checked}
            disabled={!editable || state.saving}
            aria-label={fill(t["notificationPrefs.switchLabel"], { channel: channelName(channel), kind: name })}
            aria-describedby={why || undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => !inApp && form.set(kind, channel, e.target.checked)}
            data-testid={`pref-${kind}-${channel}`}
          />
          <span aria-hidden="true" className="text-sm md:hidden">
            {channelName(channel)}
          </span>
        </label>
      );
    };
    return (
      <fieldset
        key={kind}
        aria-describedby={descId}
        className={`${grid} border-b border-gray-100 px-3 py-3 last:border-0 max-md:space-y-1`}
        data-testid={`pref-${kind}`}
      >
        <legend className="sr-only">{name}</legend>
        <div className="min-w-0 [overflow-wrap:anywhere]" aria-hidden="true">
          <p className="font-medium text-gray-900">{name}</p>
          <p className="text-sm text-gray-600">{t[`notificationPrefs.kinds.${kind}.description`]}</p>
          {security && <p className="mt-1 text-sm font-medium text-primary">{t["notificationPrefs.alwaysOn"]}</p>}
        </div>
        <p id={descId} className="sr-only">
          {t[`notificationPrefs.kinds.${kind}.description`]}
        </p>
        <div className="flex flex-wrap gap-x-4 md:contents">
          {sw("in_app")}
          {sw("email")}
          {sw("whatsapp")}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700 md:col-span-4" data-testid={`pref-${kind}-error`}>
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
      data-testid="notification-prefs"
    >
      <div className="space-y-1 text-gray-700">
        <p>{t["notificationPrefs.intro"]}</p>
        <p id={notes.inApp} className="text-sm text-gray-600">
          {t["notificationPrefs.inAppNote"]}
        </p>
        {!state.whatsappAvailable && (
          <p id={notes.whatsapp} className="text-sm text-gray-600" data-testid="prefs-whatsapp-off">
            {t["notificationPrefs.whatsappOff"]}
          </p>
        )}
      </div>
      {groupsFor(role).map(({ group, kinds }) => (
        <section
          key={group}
          aria-labelledby={`${id}-${group}`}
          className="rounded-lg border border-gray-200 bg-white"
          data-testid={`prefs-group-${group}`}
        >
          <div className={`${grid} border-b border-gray-200 bg-gray-50 px-3 py-2`}>
            <Heading id={`${id}-${group}`} className="font-semibold text-gray-900">
              {t[`notificationPrefs.groups.${group}`]}
            </Heading>
            {(["in_app", ...CHANNELS] as const).map((c) => (
              <span key={c} aria-hidden="true" className="text-center text-sm font-medium text-gray-700 max-md:hidden">
                {channelName(c)}
              </span>
            ))}
          </div>
          {group === "security" && (
            <p id={notes.security} className="px-3 pt-3 text-sm text-gray-700">
              {t["notificationPrefs.securityNote"]}
            </p>
          )}
          {kinds.map(kindRow)}
        </section>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={state.saving}
          className="min-h-11 rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 max-sm:w-full"
          data-testid="prefs-save"
        >
          {state.saving ? t["notificationPrefs.saving"] : t["notificationPrefs.save"]}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={`text-sm ${state.outcome === "failed" ? "text-red-700" : state.outcome === "saved" ? "text-green-700" : "text-gray-600"}`}
          data-testid="prefs-outcome"
        >
          {outcome || (dirty ? t["notificationPrefs.unsaved"] : "")}
        </p>
      </div>
    </form>
  );
}
