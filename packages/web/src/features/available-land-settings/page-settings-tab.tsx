/** The Page Settings tab of Available Land (page title, subtitle, default view, search filters). */
export function PageSettingsTab() {
  return <p className="text-sm text-slate-600">Page settings are not available yet.</p>;
}
