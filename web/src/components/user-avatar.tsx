/** A person's profile picture, or their initial in a circle when they have none (spec §2). */
import type { CSSProperties } from 'react';

interface AvatarProps {
  name: string;
  image?: string | undefined;
  size?: number;
}

export function UserAvatar({ name, image, size = 32 }: AvatarProps) {
  const frame: CSSProperties = {
    width: size,
    height: size,
    borderRadius: '50%',
    objectFit: 'cover',
    flex: 'none',
  };
  return image ? (
    <img src={image} alt="" style={frame} />
  ) : (
    <span
      aria-hidden
      style={{
        ...frame,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#e9ebed',
        color: '#414d5c',
        fontWeight: 700,
        fontSize: size / 2,
      }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
