export { type Session, type SessionStatus, useSession } from './session-context';
export { SessionProvider } from './session-provider';
export { tokenStorageKey } from './token-store';
