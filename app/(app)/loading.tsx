import { JourneyLoader } from "@/components/layout/journey-loader";

export default function Loading() {
  return <JourneyLoader />;
}
