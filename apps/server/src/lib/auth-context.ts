import type { User } from '@bluebonnet/contracts';

/** The signed-in caller of a `user` or `admin` route. */
export type AuthContext = { sessionId: string; user: User };
