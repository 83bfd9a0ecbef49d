// The support roster's Online/Offline, read again every 30 seconds while the page is visible
// (the in-world scripts report it; the public list is cached and dropped at each report).
const roster = document.querySelector('[data-support-status]');
const EVERY_MS = 30_000;
if (roster) {
  const { labelOnline, labelOffline } = roster.dataset;
  const refresh = async () => {
    if (document.hidden) return;
    try {
      const answer = await fetch(roster.dataset.supportStatus, { headers: { accept: 'application/json' } });
      if (!answer.ok) return;
      for (const member of await answer.json()) {
        const status = roster.querySelector(`[data-member="${Number(member.id)}"] [data-status]`);
        if (!status || status.classList.contains(member.status)) continue;
        status.className = `status ${member.status === 'online' ? 'online' : 'offline'}`;
        status.textContent = member.status === 'online' ? labelOnline : labelOffline;
      }
    } catch {
      // Offline or the server busy: the next turn tries again.
    }
  };
  setInterval(refresh, EVERY_MS);
  document.addEventListener('visibilitychange', refresh);
}
