import { avatarSrc } from '../lib/avatar';

/** A member's avatar: their uploaded image or the default one. Decorative unless `alt` is given. */
export function MemberAvatar({
  user,
  size = 32,
  alt = '',
  className,
}: {
  user: { icon: string | null; nick?: string };
  size?: number;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      className={className ? `fm-avatar ${className}` : 'fm-avatar'}
      src={avatarSrc(user.icon)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
