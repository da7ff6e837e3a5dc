export function BookingForm({ kind }: { kind: "trial" | "package"; messagePlaceholder: string }) {
  return <p data-kind={kind}>Booking form</p>;
}
