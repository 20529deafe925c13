import { type CallDefinition, grantsOf, isMaster, refusalOf, type SessionUser } from '@horizontal/domain';
import { useMemo } from 'react';
import { useSignedInUser } from './SessionProvider';

export type Can = (call: CallDefinition) => boolean;

/**
 * Whether the server would let this user make a call, asked before it is offered: the checks of the mocks'
 * mockCall and of the server, in their order (`only`, then the master, then module and screen by refusalOf).
 */
export const canOf = (user: SessionUser): Can => {
  if (isMaster(user)) return (call) => call.only !== 'tenant';
  const grants = grantsOf(user);
  return (call) => call.only !== 'master' && refusalOf(call, grants) === null;
};

/**
 * `can(contract.pantries.remove)`: a page passes a screen's write callback only when it is true, so that nobody is
 * offered an action their profile cannot do (the screen hides the button or row action it would have opened).
 */
export const useCan = (): Can => {
  const user = useSignedInUser();
  return useMemo(() => canOf(user), [user]);
};
