/**
 * The error layout (SPEC §2.3 "an error switches to the error layout"): the page alone,
 * centred, without the navigation bar, whose data may be what failed.
 */
export function ErrorLayout({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center bg-flour-50 px-6 py-16 text-ink-900"
    >
      {children}
    </main>
  );
}
