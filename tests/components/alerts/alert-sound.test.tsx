import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAlerts, tones } from '../../alert-fakes';

type AlertOutput = typeof import('../../../src/components/alerts/alert-output');
let visits = 0;

/**
 * The module as a new visit has it, no audio context made yet: a copy of its own (another query, another module to
 * Vite), leaving the worker's modules, which other files share, as they are.
 */
async function freshAlertOutput(): Promise<AlertOutput> {
  visits += 1;
  const path = `../../../src/components/alerts/alert-output.ts?visit=${visits}`;
  return (await import(/* @vite-ignore */ path)) as AlertOutput;
}

describe('the alert chime', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays its two tones; the first of a visit makes the audio context in a task of its own', async () => {
    browserAlerts('granted', 'granted');
    const { playAlertSound } = await freshAlertOutput();
    vi.useFakeTimers();
    playAlertSound();
    // Not in the alert's own task: making the context is slow.
    expect(tones).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(tones).toEqual([880, 1320]);
    // From then on, at once.
    playAlertSound();
    expect(tones).toEqual([880, 1320, 880, 1320]);
  });

  it('plays nothing, and waits for nothing, where the browser has no Web Audio', async () => {
    browserAlerts('granted', 'granted');
    Reflect.deleteProperty(globalThis, 'AudioContext');
    const { playAlertSound } = await freshAlertOutput();
    vi.useFakeTimers();
    playAlertSound();
    expect(vi.getTimerCount()).toBe(0);
    expect(tones).toEqual([]);
  });

  it('makes the audio context at the first press once an alert with a sound is on, so the first chime plays at once', async () => {
    browserAlerts('granted', 'granted');
    const { playAlertSound, unlockSoundAtNextGesture } = await freshAlertOutput();
    let soundOn = false;
    unlockSoundAtNextGesture(() => soundOn);
    vi.useFakeTimers();
    // No alert sounds yet: a press makes nothing, and the first chime would wait for a task of its own.
    fireEvent.pointerDown(document.body);
    soundOn = true;
    fireEvent.keyDown(document.body, { key: 'a' });
    playAlertSound();
    expect(tones).toEqual([880, 1320]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('makes no audio context at a press while no alert sounds', async () => {
    browserAlerts('granted', 'granted');
    const { playAlertSound, unlockSoundAtNextGesture } = await freshAlertOutput();
    unlockSoundAtNextGesture(() => false);
    vi.useFakeTimers();
    fireEvent.pointerDown(document.body);
    playAlertSound();
    expect(tones).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(tones).toEqual([880, 1320]);
  });
});
