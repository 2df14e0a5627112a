import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button';

/** A navigation link that looks like a Button. */
export function ButtonLink({
  variant,
  size,
  className = '',
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClassName(variant, size, className)} {...rest} />;
}
