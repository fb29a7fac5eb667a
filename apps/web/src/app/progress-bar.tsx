import { useNavigation } from "react-router";

/** A thin top bar without spinner (spec 9) while a route loads. */
export function ProgressBar({ active = true }: { active?: boolean }) {
  if (!active) return null;
  return <div className="route-progress" role="progressbar" aria-label="loading" />;
}

export function NavigationProgress() {
  const navigation = useNavigation();
  return <ProgressBar active={navigation.state !== "idle"} />;
}
