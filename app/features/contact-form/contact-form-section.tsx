export function ContactFormSection() {
  return (
    <div className="rounded-lg bg-white p-6 shadow-card ring-1 ring-line">
      <h3 className="text-2xl font-bold text-navy-900">Send Us a Message</h3>
    </div>
  );
}
