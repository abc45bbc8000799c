/** A roomkeeper's profile picture, or their initial in a circle when they have none (spec §2). */
import type { CSSProperties } from 'react';

const size = 32;
const frame: CSSProperties = {
  width: size,
  height: size,
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
};
const initialStyle: CSSProperties = {
  ...frame,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#e9ebed',
  color: '#414d5c',
  fontWeight: 700,
};

export function KeeperAvatar({ name, image }: { name: string; image?: string | undefined }) {
  return image ? (
    <img src={image} alt="" style={frame} />
  ) : (
    <span aria-hidden style={initialStyle}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
