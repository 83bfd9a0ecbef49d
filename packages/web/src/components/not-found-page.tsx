import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-2xl font-semibold">Page not found</h2>
      <p className="mt-2 text-slate-600">There is nothing at this address.</p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-blue-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
