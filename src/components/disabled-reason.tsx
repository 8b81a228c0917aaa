import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface DisabledReasonProps {
  /** Given to the button as `aria-describedby`, so a screen reader says why along with the button. */
  id: string;
  /** What is missing, in words; nothing is shown when nothing is. */
  reason: string | null;
  sx?: SxProps<Theme>;
}

/**
 * Beside a primary button that is disabled, what is missing before it can be used. A disabled button cannot take
 * the focus, so this is plain text anyone sees, not a tooltip.
 */
export function DisabledReason({ id, reason, sx }: DisabledReasonProps) {
  if (!reason) return null;
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={sx}>
      {reason}
    </Typography>
  );
}
