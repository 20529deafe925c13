import { createServer, Socket } from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that can cut the line, as a database restart or a failover does,
 * without touching the machine's shared PostgreSQL: `cut()` destroys every open connection and refuses new ones
 * until `restore()`.
 */
export const startFaultProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  let cutting = false;
  let connections = 0;
  const server = createServer((client) => {
    if (cutting) {
      client.destroy();
      return;
    }
    connections += 1;
    const upstream = new Socket();
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut destroys both ends; their errors are the point, not a failure of the proxy.
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    /** Connections accepted since the start: a client that reconnects adds one. */
    connections: () => connections,
    cut: () => {
      cutting = true;
      for (const socket of [...sockets]) socket.destroy();
    },
    restore: () => {
      cutting = false;
    },
    close: async () => {
      cutting = true;
      for (const socket of [...sockets]) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

/** The same database URL, reached through the proxy. */
export const throughProxy = (databaseUrl: string, proxy: FaultProxy) => {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
};
