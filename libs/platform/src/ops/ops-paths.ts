/** The operations endpoints every process serves (the gateway and embedded on their port, backends on SVC_OPS_PORT). */
export const OPS_PATHS = { live: '/health/live', ready: '/health/ready', metrics: '/metrics' } as const;
