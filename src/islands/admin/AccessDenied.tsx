// What anyone who is not a merchant or a super admin sees on the dashboard's pages.
export default function AccessDenied({ locale, title, body, home }: { locale: string; title: string; body: string; home: string }) {
  return (
    <div className="mx-auto max-w-lg p-8 text-center" data-testid="admin-denied">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">{body}</p>
      <a href={`/${locale}/`} className="mt-6 inline-block rounded bg-primary px-4 py-2 font-medium text-white hover:opacity-90">
        {home}
      </a>
    </div>
  );
}
