/** What the activity log is narrowed to: a resource, a person. */
export interface ActivityFilter {
  resource?: string;
  userId?: number;
}

/** Query keys of the dashboard and the activity log, so invalidation is never a retyped string. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  activity: (filter: ActivityFilter) =>
    [...dashboardKeys.all, 'activity', filter.resource ?? '', filter.userId ?? 0] as const,
  resources: () => [...dashboardKeys.all, 'activity-resources'] as const,
};
