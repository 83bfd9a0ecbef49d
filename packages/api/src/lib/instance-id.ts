import { hostname } from 'node:os';

/**
 * Names this process among the instances sharing one database: the host name (a container's id
 * in Docker) and the process id, so two processes on one machine differ too.
 */
export const instanceId = `${hostname()}-${process.pid}`;
