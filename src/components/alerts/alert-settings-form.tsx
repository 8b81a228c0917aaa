import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type UseFormSubscribe } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { askNotificationAccess, notificationAccess, unlockSound, type NotificationAccess } from './alert-output';
import { NotificationAccessNote } from './notification-access-note';

/** The two settings every alert form has: alerts on or off, with or without sound. */
export interface AlertToggles {
  enabled: boolean;
  sound: boolean;
}

/** A schema that reads the form's values into the settings (zod's safeParse). */
interface SettingsReader<Settings> {
  safeParse: (values: unknown) => { success: true; data: Settings } | { success: false };
}

/**
 * Alert settings apply as they change (there is no Save): every change of the form's values that the feature's schema
 * reads goes to `onChange` at once, to its latest handler, so the subscription need not be renewed when the panel
 * renders.
 */
export function useAppliedAlertSettings<Values extends FieldValues, Settings>(
  subscribe: UseFormSubscribe<Values>,
  schema: SettingsReader<Settings>,
  onChange: (settings: Settings) => void,
): void {
  const apply = useEffectEvent((next: Settings) => onChange(next));
  const read = useEffectEvent((values: unknown) => schema.safeParse(values));
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const parsed = read(values);
          if (parsed.success) apply(parsed.data);
        },
      }),
    [subscribe],
  );
}

interface AlertSettingsFormProps<Values extends AlertToggles> {
  /** The feature's form (react-hook-form), whose values hold the two toggles beside the feature's own fields. */
  control: Control<Values>;
  /** The section's element id, and how it is named: by a label, or by a heading in `header`. */
  id?: string;
  label?: string;
  labelledBy?: string;
  header?: ReactNode;
  enableLabel: string;
  soundLabel: string;
  /** Whether the feature's fields and the sound setting show while alerts are off (a feed panel's rules do). */
  fieldsWhileOff: boolean;
  /** Under what the browser allows, while alerts are on: the feature's notes (a paused panel alerts on nothing). */
  notes?: ReactNode;
  /** The feature's own fields. */
  children: ReactNode;
  /** Under the sound setting: what the feature says last (when it last alerted, while which panels are open). */
  footer?: ReactNode;
  /** A band across a panel (the feeds) or a box among other sections (a strategy). */
  variant: 'band' | 'box';
}

const VARIANT_SX = {
  band: { px: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' },
  box: { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 },
} as const;

/**
 * One alert-settings form for every kind of alert: the switch that turns alerts on (its click is the gesture a browser
 * wants before it plays sound or asks for permission), what the browser allows, the feature's own fields, and sound
 * on or off.
 */
export function AlertSettingsForm<Values extends AlertToggles>(props: AlertSettingsFormProps<Values>) {
  const { id, label, labelledBy, header, enableLabel, soundLabel, fieldsWhileOff, notes, children, footer } = props;
  // The toggles are named the same in every alert form; react-hook-form cannot name a path of a generic value type.
  const control = props.control as unknown as Control<AlertToggles>;
  const enabled = useWatch({ control, name: 'enabled' });
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const ask = () => {
    unlockSound();
    void askNotificationAccess().then(setAccess);
  };
  const showFields = enabled || fieldsWhileOff;

  return (
    <Stack
      id={id}
      component="section"
      aria-label={label}
      aria-labelledby={labelledBy}
      spacing={props.variant === 'band' ? 1.25 : 1}
      sx={VARIANT_SX[props.variant]}
    >
      {header}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => {
                  const on = event.target.checked;
                  if (on) ask();
                  field.onChange(on);
                }}
              />
            }
            label={enableLabel}
          />
        )}
      />
      {enabled && <NotificationAccessNote access={access} onAsk={ask} />}
      {enabled && notes}
      {showFields && children}
      {showFields && (
        <Controller
          control={control}
          name="sound"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={soundLabel}
            />
          )}
        />
      )}
      {footer}
    </Stack>
  );
}
