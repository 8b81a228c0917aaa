/**
 * How an alert reaches the user when they are not looking: a short chime made in the browser (Web Audio: no sound file
 * is fetched) and a desktop notification. Shared by the feeds' deal alerts and the strategies' alerts.
 */

export type NotificationAccess = NotificationPermission | 'unsupported';

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export function notificationAccess(): NotificationAccess {
  return notificationApi()?.permission ?? 'unsupported';
}

/** Asks for permission (call it from the user's click: browsers ignore a request that no gesture started). */
export async function askNotificationAccess(): Promise<NotificationAccess> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  try {
    return await api.requestPermission();
  } catch {
    return api.permission;
  }
}

interface AlertNotification {
  title: string;
  body: string;
  /** Notifications of one tag replace each other: a newer one replaces the one still showing. */
  tag: string;
  onClick: () => void;
}

/** Shows a desktop notification when allowed; returns whether it did. Its text is plain text, never markup. */
export function showAlertNotification({ title, body, tag, onClick }: AlertNotification): boolean {
  const api = notificationApi();
  if (api?.permission !== 'granted') return false;
  try {
    const notification = new api(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker (Android Chrome): the sound still plays.
    return false;
  }
}

type AudioContextClass = typeof AudioContext;
let audio: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  return typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : null;
}

/**
 * Makes the shared audio context, or wakes it: browsers start audio only after a user gesture, so this runs when the
 * user turns alerts on (and on any click in a panel whose alerts were on when it opened).
 */
export function unlockSound(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

let waitingForGesture = false;

/**
 * Makes the audio context at the user's next press or key in this page, once `wanted()` says an alert with a sound is
 * on: browsers start audio only after a gesture, and making the context takes tens of milliseconds, which the first
 * alert's own task (in the middle of a flood of listings) should not carry. Until then each gesture asks again.
 */
export function unlockSoundAtNextGesture(wanted: () => boolean): void {
  if (waitingForGesture || audio !== null || typeof window === 'undefined' || audioContextClass() === null) return;
  waitingForGesture = true;
  const onGesture = () => {
    if (audio === null && !wanted()) return;
    unlockSound();
    window.removeEventListener('pointerdown', onGesture, true);
    window.removeEventListener('keydown', onGesture, true);
    waitingForGesture = false;
  };
  window.addEventListener('pointerdown', onGesture, true);
  window.addEventListener('keydown', onGesture, true);
}

/**
 * Two short rising tones; nothing when the browser has no Web Audio or has not allowed it yet. The first one, with no
 * audio context made yet (alerts turned on in an earlier visit, no press or key since), makes it in a task of its own: it
 * takes tens of milliseconds, which the alert's own task (a feed batch, a strategy's read) should not carry.
 */
export function playAlertSound(): void {
  if (audio === null && audioContextClass() !== null) {
    setTimeout(chime, 0);
    return;
  }
  chime();
}

function chime(): void {
  unlockSound();
  if (audio?.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.14, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.12);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.13);
  }
}
