import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export type TooltipIconButtonProps = Omit<IconButtonProps, 'aria-label' | 'title'> & {
  /** What the button does, in words: its accessible name and its tooltip. */
  label: string;
  /** A button that is a link: where it goes and where it opens. */
  href?: string;
  target?: string;
  rel?: string;
};

/**
 * An icon button with its name said twice: to assistive technology (aria-label) and to the pointer (a tooltip).
 * Every icon-only button of the dashboard is one of these (ESLint refuses a bare IconButton there).
 */
export function TooltipIconButton({ label, disabled, ...props }: TooltipIconButtonProps) {
  const button = <IconButton aria-label={label} disabled={disabled} {...props} />;
  // A disabled button gets no pointer events: the tooltip listens on a wrapper, which describes rather than names.
  return (
    <Tooltip title={label} describeChild={disabled}>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}
