/** Which roomkeeper an admin means: by id, or by name as the specification's client sends it. */
import { type KeeperListItem, keepersOfHostel } from '../data/user-lists';
import { getUser } from '../data/users';
import { refuse } from '../refusal';

export type KeeperLookup =
  { found: true; keeper: KeeperListItem } | { found: false; reason: 'none' | 'ambiguous' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A live roomkeeper of the hostel, by id or by name. A name is matched whole and without regard to
 * case; two keepers with that name are ambiguous. A lookup that finds none answers why, so that a
 * caller checking other things at the same time decides which refusal comes first.
 */
export async function findKeeper(
  hostelId: string,
  ref: { id?: string | undefined; name?: string | undefined },
): Promise<KeeperLookup> {
  const id = ref.id || (ref.name && uuidPattern.test(ref.name) ? ref.name : undefined);
  if (id) {
    const user = await getUser(id);
    return user && user.role === 'roomkeeper' && user.hostelId === hostelId
      ? {
          found: true,
          keeper: {
            _id: user._id,
            name: user.name,
            ...(user.capacityMinutes !== undefined ? { capacityMinutes: user.capacityMinutes } : {}),
          },
        }
      : { found: false, reason: 'none' };
  }
  const name = (ref.name ?? '').trim().toLowerCase();
  if (!name) return { found: false, reason: 'none' };
  const matches = await keepersOfHostel(hostelId, `${name}#`);
  if (matches.length > 1) return { found: false, reason: 'ambiguous' };
  const [keeper] = matches;
  return keeper ? { found: true, keeper } : { found: false, reason: 'none' };
}

/** The keeper a lookup found, or its refusal. */
export function keeperFound(lookup: KeeperLookup): KeeperListItem {
  if (lookup.found) return lookup.keeper;
  throw lookup.reason === 'ambiguous' ? refuse('keeper.ambiguous') : refuse('keeper.notFound');
}
