import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The product mark: a pool ring around a bot's eye. Decorative; the product name is always written beside it. */
export function Logo(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 48" aria-hidden {...props}>
      <circle cx="24" cy="24" r="20" fill="none" stroke="#13b4a3" strokeWidth="4" />
      <circle cx="24" cy="24" r="11" fill="none" stroke="#00b0ff" strokeWidth="3" strokeDasharray="5 3" />
      <circle cx="24" cy="24" r="4.5" fill="#13b4a3" />
    </SvgIcon>
  );
}
