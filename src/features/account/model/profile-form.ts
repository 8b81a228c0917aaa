import * as z from 'zod/mini';

export const PASSWORD_MIN = 6;

/** Once any password field is filled, current and new are required, new = confirm, new ≥ 6 characters. */
export const profileSchema = z
  .object({
    // Stryker disable next-line MethodExpression: without z.trim() zod gets a namespace for a check and throws as the
    // module loads (no test can start; Stryker counts that as survived).
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
      const refuse = (field: keyof ProfileValues, message: ProfileFieldErrorKey) =>
        // Stryker disable next-line StringLiteral: the form reads each issue's field and message, never its code.
        context.addIssue({ code: 'custom', path: [field], message });
      if (!values.currentPassword) refuse('currentPassword', 'currentRequired');
      if (!values.newPassword) {
        refuse('newPassword', 'newRequired');
        return;
      }
      if (values.newPassword.length < PASSWORD_MIN) refuse('newPassword', 'tooShort');
      if (values.newPassword !== values.confirmPassword) refuse('confirmPassword', 'mismatch');
    }),
  );

export type ProfileValues = z.input<typeof profileSchema>;
export type ProfileFieldErrorKey = 'usernameTooLong' | 'currentRequired' | 'newRequired' | 'tooShort' | 'mismatch';

export const emptyProfile: ProfileValues = { username: '', currentPassword: '', newPassword: '', confirmPassword: '' };
