// PLACEHOLDER owned by the forms work (issue 6): fields only, until validation and sending land.
export function ContactPageForm() {
  return (
    <form noValidate className="grid gap-4" aria-label="Contact form">
      {(['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const).map((field) => (
        <label key={field} className="grid gap-1 font-medium">
          {field}
          {field === 'message' ? <textarea name={field} rows={5} className="rounded-lg border p-2" /> : <input name={field} className="rounded-lg border p-2" />}
        </label>
      ))}
      <button type="submit">Send Message</button>
    </form>
  );
}
