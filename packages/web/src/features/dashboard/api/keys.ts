/** Query keys of the dashboard and the activity log, so invalidation is never a retyped string. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  activity: (resource: string | undefined) => [...dashboardKeys.all, 'activity', resource ?? ''] as const,
  resources: () => [...dashboardKeys.all, 'activity-resources'] as const,
};
