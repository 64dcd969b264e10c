import type { Metadata } from "next";
import { requireUserWithReport } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const { user } = await requireUserWithReport("/dashboard");
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl text-ink">Welcome, {user.firstName || "friend"}</h1>
    </section>
  );
}
