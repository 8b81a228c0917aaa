import { vi } from 'vitest';

// Fakes of the browser's Notification and Web Audio APIs (browser APIs, not our modules) for the alert tests.

/** The browser's Notification API, as a page sees it; `answer` is what the user says when asked. */
export class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requestPermission() {
    FakeNotification.permission = FakeNotification.answer;
    return Promise.resolve(FakeNotification.answer);
  }
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

/** Web Audio, counting the tones started. */
export const tones: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: <T>(node: T) => node,
      start: () => tones.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: <T>(node: T) => node,
    };
  }
}

/** The browser as the test wants it: what it allows now, and what the user answers when asked. */
export function browserAlerts(permission: NotificationPermission, answer: NotificationPermission) {
  FakeNotification.permission = permission;
  FakeNotification.answer = answer;
  FakeNotification.shown = [];
  tones.length = 0;
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
}
