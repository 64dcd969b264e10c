import { JourneyLoader } from "@/components/layout/journey-loader";

/**
 * On Postgres this placeholder goes out in the first HTML chunk. It holds a full screen so the
 * footer stays below the fold until the page arrives and takes its place: nothing visible moves.
 */
export default function Loading() {
  return (
    <div className="flex min-h-svh flex-col justify-center">
      <JourneyLoader />
    </div>
  );
}
