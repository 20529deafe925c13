import type { NotificationTypeId } from '@horizontal/domain';
import type { ModuleTileState, TileFigure } from '@horizontal/screens';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Remote, remoteOf } from '../data/remote';
import { useSession } from '../session/SessionProvider';

/**
 * A tile's summary, asked again when a push notification of the module's type arrives: the figures change with
 * what the notification tells (a new reserve, a message), without waiting for the cache to grow stale.
 */
export const useTileQuery = <Data extends object>(
  options: UseQueryOptions<Data, Error, Data, QueryKey>,
  notificationTypeId: NotificationTypeId | undefined,
) => {
  const query = useQuery(options);
  const { notifications } = useSession();
  const arrived = notifications.filter((notification) => notification.typeId === notificationTypeId).length;
  const seen = useRef(arrived);
  const { refetch } = query;
  useEffect(() => {
    if (arrived > seen.current) void refetch();
    seen.current = arrived;
  }, [arrived, refetch]);
  return query;
};

/** A tile's state from its summary: the figures the caller was told (a null figure is one it may not read). */
export const tileStateOf = <Data extends object>(
  remote: Remote<Data>,
  figuresOf: (data: Data) => readonly (TileFigure | null)[],
): ModuleTileState =>
  remote.status === 'ready'
    ? { status: 'ready', figures: figuresOf(remote).filter((figure): figure is TileFigure => figure !== null) }
    : remote;

/** useTileQuery's state for a ModuleTile. */
export const useTileState = <Data extends object>(
  options: UseQueryOptions<Data, Error, Data, QueryKey>,
  notificationTypeId: NotificationTypeId | undefined,
  figuresOf: (data: Data) => readonly (TileFigure | null)[],
) => {
  const query = useTileQuery(options, notificationTypeId);
  return { query, state: tileStateOf(remoteOf(query), figuresOf) };
};
