import { Link } from 'react-router';

const cards = [
  { label: 'Posts do Blog', value: '—' },
  { label: 'Banners Ativos', value: '—' },
  { label: 'Terrenos Disponíveis', value: '—' },
  { label: 'Tickets de Suporte', value: '—' },
];

const quickActions = [
  { label: 'Configurações do Site', to: '/admin/site-settings' },
  { label: 'Novo Banner', to: '/admin/banner/new' },
  { label: 'Novo Post', to: '/admin/blog/new' },
  { label: 'Buscar Terrenos', to: '/admin/land-scrapers' },
];

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Estatísticas">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg bg-white p-4 shadow-sm">
            <div className="text-sm text-slate-500">{card.label}</div>
            <div className="mt-1 text-3xl font-semibold">{card.value}</div>
          </div>
        ))}
      </section>
      <section aria-label="Ações rápidas" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 className="mb-3 font-semibold">Ações Rápidas</h2>
        <div className="flex flex-wrap gap-2">
          {quickActions.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className="rounded bg-amber-500 px-3 py-2 text-sm font-medium text-white hover:bg-amber-600"
            >
              {action.label}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
