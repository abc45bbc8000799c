/**
 * A user's picture, an item of its own beside its user (`USER#<id>` / `IMAGE`): every authenticated call
 * reads the user item, so a picture of up to 200 KB inside it would cost up to 50 read units a call; apart,
 * it is read only where it is shown.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { db, tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';

/** The user's picture, or undefined when they have none. */
export async function getProfileImage(userId: string): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.userImage(userId),
      ProjectionExpression: 'profileimg',
    }),
  );
  return typeof Item?.profileimg === 'string' ? Item.profileimg : undefined;
}

/** The user with their picture: the one still inside an older user item, else its own item's. */
export async function withProfileImage<T extends { _id: string; profileimg?: string }>(user: T): Promise<T> {
  if (user.profileimg !== undefined) return user;
  const profileimg = await getProfileImage(user._id);
  return profileimg === undefined ? user : { ...user, profileimg };
}

/** The transaction action that stores `image` as the user's picture, or removes it (null). */
export function profileImageWrite(userId: string, image: string | null): TransactItem {
  if (image === null) return { Delete: { TableName: tableName, Key: keys.userImage(userId) } };
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.userImage(userId), entity: 'UserImage', _id: userId, profileimg: image },
    },
  };
}
