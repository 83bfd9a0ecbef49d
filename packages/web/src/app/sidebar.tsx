import type { Operation } from '@land-office/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { dashboardEntry, type NavEntry, type NavGroup, navGroups } from './nav';

const storageKey = 'land-office:nav-folded';

/** The groups folded in this browser, remembered between visits. */
function readFolded(): Set<string> {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function saveFolded(folded: Set<string>) {
  try {
    localStorage.setItem(storageKey, JSON.stringify([...folded]));
  } catch {
    // Not remembered; folded for this visit.
  }
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block px-5 py-2 text-sm ${isActive ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800'}`;

/**
 * The sidebar's links: the dashboard, then each group (content, available land, support, site,
 * administration) under a heading that folds it; what a group holds that the person may not use
 * is not shown, nor a group left empty. Folded groups are remembered in this browser.
 */
export function SidebarNav({
  can,
  onNavigate,
}: {
  can: (operation: Operation) => boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [folded, setFolded] = useState(readFolded);
  const toggle = (group: NavGroup) => {
    const next = new Set(folded);
    if (next.has(group.id)) next.delete(group.id);
    else next.add(group.id);
    saveFolded(next);
    setFolded(next);
  };
  const link = (entry: NavEntry) => (
    <li key={entry.to}>
      <NavLink to={entry.to} onClick={onNavigate} className={linkClass}>
        {t(entry.key as never)}
      </NavLink>
    </li>
  );
  return (
    <nav>
      <ul>{can(dashboardEntry.operation) && link(dashboardEntry)}</ul>
      {navGroups.map((group) => {
        const entries = group.entries.filter((entry) => can(entry.operation));
        if (entries.length === 0) return null;
        const open = !folded.has(group.id);
        const heading = t(group.key as never);
        const listId = `nav-group-${group.id}`;
        return (
          <div key={group.id} className="mt-2">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(group)}
              className="flex min-h-11 w-full items-center justify-between px-5 py-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-400 hover:text-slate-200 md:min-h-8"
            >
              <span>{heading}</span>
              <span aria-hidden="true">{open ? '−' : '+'}</span>
            </button>
            <ul id={listId} aria-label={heading} hidden={!open}>
              {entries.map(link)}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
