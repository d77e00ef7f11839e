// PLACEHOLDER owned by the forms work (issue 6): fields only, until validation and sending land.
export function HomeContactForm({ onSent: _onSent }: { onSent(): void }) {
  return (
    <form noValidate className="grid gap-4" aria-label="Send us a message">
      {(['name', 'email', 'phone', 'message'] as const).map((field) => (
        <label key={field} className="grid gap-1 font-medium">
          {field} *
          {field === 'message' ? <textarea name={field} rows={4} className="rounded-lg border p-2" /> : <input name={field} className="rounded-lg border p-2" />}
        </label>
      ))}
      <button type="submit">Send Message</button>
    </form>
  );
}
