import type { TFunction } from 'i18next';
import { createAlertThrottle, type AlertThrottle } from '../../lib/alert-throttle';
import { playAlertSound, showAlertNotification, unlockSoundAtNextGesture } from './alert-output';
import type { AlertMessage, AlertOut, AlertRecord } from './alert-record';

/**
 * The one way an alert reaches the user, for every kind of alert: records (alert-record.ts) go into a scope, and the
 * scope sends them out at most once every 5 s (lib/alert-throttle.ts), those that came meanwhile together in one
 * chime and one desktop notification. The scope is the throttle's reach, named by its caller: records pushed under
 * one scope share one throttle. A feed panel's deal alerts have a scope of their own (each panel alerts on its own);
 * the strategies share one for the tab.
 */

/** A source with alerts on, read when its alerts go out: its latest settings, words and panel. */
export interface AlertSource {
  sound: boolean;
  /** A click on the notification brings the source's panel forward. */
  focus: () => void;
  /** The words of the notification (the language the user reads now). */
  t: TFunction;
  /** Told which of its own records went out (a feed panel shows when it last alerted). */
  sent?: (records: readonly AlertRecord[]) => void;
}

/** What the notification says for the records that go out together (each kind words its own). */
export type ComposeAlert = (records: readonly AlertRecord[], t: TFunction) => AlertMessage;

export interface AlertScope {
  /** Records to send: now if the scope's last alert is old enough, else with its next one. */
  push: (records: readonly AlertRecord[]) => void;
  /**
   * A source whose alerts are on. The returned function is for when they go off (or its panel closes): its records
   * still waiting are then not sent, and with the scope's last source gone nothing waits any more.
   */
  addSource: (sourceId: string, read: () => AlertSource) => () => void;
  /** This holder is done with the scope; the last one to close it takes its throttle (and its timer) away. */
  close: () => void;
}

interface OpenScope {
  throttle: AlertThrottle<AlertRecord>;
  sources: Map<string, () => AlertSource>;
  holders: number;
}

const scopes = new Map<string, OpenScope>();

/**
 * Where alerts go out. Alone, a tab sounds and shows its own (`here`); where tabs share one client, the app plugs in
 * an outlet that lets only the watcher tab do so, once per alert (the others hand theirs to it).
 */
export type AlertOutlet = (out: AlertOut, here: (out: AlertOut) => void) => void;

let outlet: AlertOutlet | null = null;

/** Plugs in where alerts go out (null: this tab, as alone). Returns what unplugs this one. */
export function setAlertOutlet(next: AlertOutlet | null): () => void {
  outlet = next;
  return () => {
    if (outlet === next) outlet = null;
  };
}

/**
 * Where every alert is kept as it is raised (before the throttle groups it): the app plugs in the alert log's writer.
 * Unplugged (tests of one panel, the moment before sign-in), alerts go out without being kept.
 */
export type AlertSink = (records: readonly AlertRecord[]) => void;

let sink: AlertSink | null = null;

/** Plugs in where raised alerts are kept (null: nowhere). Returns what unplugs this one. */
export function setAlertSink(next: AlertSink | null): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

/** Sounds (when asked) and shows one alert in this tab; a click on it brings `focus`'s panel forward. */
export function alertHere(out: AlertOut, focus: () => void = () => {}): void {
  if (out.sound) playAlertSound();
  showAlertNotification({ title: out.title, body: out.body, tag: out.tag, onClick: focus });
}

function send(scope: OpenScope, compose: ComposeAlert, records: readonly AlertRecord[]) {
  const live = records.flatMap((record) => {
    const source = scope.sources.get(record.sourceId)?.();
    return source ? [{ record, source }] : [];
  });
  const last = live.at(-1);
  if (!last) return;
  const message = compose(
    live.map(({ record }) => record),
    last.source.t,
  );
  const out: AlertOut = {
    ...message,
    sound: live.some(({ source }) => source.sound),
    keys: live.flatMap(({ record }) => (record.key === undefined ? [] : [record.key])),
  };
  const here = (chosen: AlertOut) => alertHere(chosen, last.source.focus);
  if (outlet) outlet(out, here);
  else here(out);
  // Each source is told of its own records, once.
  const bySource = new Map<string, { source: AlertSource; own: AlertRecord[] }>();
  for (const { record, source } of live) {
    const entry = bySource.get(record.sourceId) ?? { source, own: [] };
    entry.own.push(record);
    bySource.set(record.sourceId, entry);
  }
  for (const { source, own } of bySource.values()) source.sent?.(own);
}

/** Whether an alert source of this tab, in any scope, sounds its alerts. */
function anySoundOn(): boolean {
  for (const scope of scopes.values()) {
    for (const read of scope.sources.values()) if (read().sound) return true;
  }
  return false;
}

/**
 * Joins a scope (made by its first holder, with the first holder's `compose`). Deal alerts hold their panel's scope
 * while the panel is open; each strategy panel holds the strategies' scope while its alerts are on.
 */
export function openAlertScope(name: string, compose: ComposeAlert): AlertScope {
  let scope = scopes.get(name);
  if (!scope) {
    const made: OpenScope = {
      throttle: createAlertThrottle((records) => send(made, compose, records)),
      sources: new Map(),
      holders: 0,
    };
    scopes.set(name, made);
    scope = made;
  }
  const held = scope;
  held.holders++;
  let open = true;
  return {
    push(records) {
      if (records.length > 0) sink?.(records);
      held.throttle.push(records);
    },
    addSource(sourceId, read) {
      held.sources.set(sourceId, read);
      unlockSoundAtNextGesture(anySoundOn);
      return () => {
        if (held.sources.get(sourceId) !== read) return;
        held.sources.delete(sourceId);
        if (held.sources.size === 0) held.throttle.clear();
      };
    },
    close() {
      if (!open) return;
      open = false;
      held.holders--;
      if (held.holders > 0) return;
      held.throttle.clear();
      if (scopes.get(name) === held) scopes.delete(name);
    },
  };
}
