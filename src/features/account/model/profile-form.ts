import * as z from 'zod/mini';

export const PASSWORD_MIN = 6;

/** Once any password field is filled, current and new are required, new = confirm, new ≥ 6 characters. */
export const profileSchema = z
  .object({
    username: z.string().check(z.trim(), z.maxLength(64, 'usernameTooLong')),
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((values, context) => {
      const touched = [values.currentPassword, values.newPassword, values.confirmPassword].some(
        (field) => field !== '',
      );
      if (!touched) return;
      if (!values.currentPassword)
        context.addIssue({ code: 'custom', path: ['currentPassword'], message: 'currentRequired' });
      if (!values.newPassword) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: 'newRequired' });
        return;
      }
      if (values.newPassword.length < PASSWORD_MIN) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: 'tooShort' });
      }
      if (values.newPassword !== values.confirmPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'mismatch' });
      }
    }),
  );

export type ProfileValues = z.input<typeof profileSchema>;
export type ProfileFieldErrorKey = 'usernameTooLong' | 'currentRequired' | 'newRequired' | 'tooShort' | 'mismatch';

export const emptyProfile: ProfileValues = { username: '', currentPassword: '', newPassword: '', confirmPassword: '' };
