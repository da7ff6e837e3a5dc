export default function InboxLead() {
  return <h1 className="text-3xl font-bold text-navy-900">Inbox</h1>;
}
