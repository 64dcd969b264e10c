import "server-only";
import { listSubmissions } from "@/lib/data/assessments";
import type { User } from "@/lib/data/users";

/** Everything kept about one person, as they can download it (DECISIONS 15). No password hash. */
export async function buildAccountExport(user: User) {
  const submissions = await listSubmissions(user.id);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.image,
      createdAt: user.createdAt.toISOString(),
    },
    assessments: submissions.map((s) => ({
      kind: s.kind,
      submittedAt: s.createdAt.toISOString(),
      answers: s.answers,
      result: s.result,
      scoringVersion: s.scoringVersion,
    })),
  };
}
