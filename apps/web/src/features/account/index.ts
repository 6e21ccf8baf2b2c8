export { SessionProvider, useSession } from './session-provider';
