import Link from "next/link";

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span aria-hidden="true" className="text-6xl">🍃</span>
      <h1 className="mt-6 text-3xl text-ink sm:text-4xl">You&apos;ve wandered off the path</h1>
      <p className="mt-4 text-muted">The page you were looking for isn&apos;t here. Take a breath; the way back is close.</p>
      <Link href="/" className="mt-8 rounded-full bg-accent px-8 py-3 font-semibold text-white hover:bg-accent-dark">
        Return to Peace
      </Link>
    </section>
  );
}
