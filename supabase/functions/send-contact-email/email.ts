import type { FormLanguage, FormSource, MessageBody } from '../_shared/contract.ts';

/** Which of the site's forms the message came from, as staff read it in the subject. */
const formNames: Record<FormSource, string> = {
  'contact-form': 'the website home page form',
  'contact-page': 'the website contact page',
  'Website Contact Form': 'the Website Contact Form',
};

/** The language the visitor wrote in, as staff read it. */
const languageNames: Record<FormLanguage, string> = { en: 'English', es: 'Spanish' };

/** The subject names the form, and first any language but English, so the message is answered in it. */
export const subjectFor = (source: FormSource, language: FormLanguage = 'en') =>
  `${language === 'en' ? '' : `[${languageNames[language]}] `}New message from ${formNames[source]}`;

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => htmlEntities[ch]!);

export type Email = { subject: string; text: string; html: string };

/** The e-mail to the clinic: a plain-text part and an HTML part in which every visitor value is escaped. */
export function composeEmail(body: MessageBody, submissionId: string | undefined): Email {
  const subject = subjectFor(body.source, body.language);
  const rows: [string, string][] = [
    ['Name', body.name],
    ['Email', body.email],
    ['Phone', body.phone || 'not given'],
    ['Form', body.source],
    ['Language', languageNames[body.language]],
  ];
  const reference = submissionId ? `Reference: ${submissionId}` : '';
  const text = [
    subject,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    body.message || '(no message)',
    '',
    'Reply to this e-mail to answer the visitor.',
    reference,
  ].join('\n').trimEnd() + '\n';
  const cells = rows
    .map(([label, value]) =>
      `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<table>${cells}</table>`,
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(body.message || '(no message)')}</p>`,
    '<p style="color:#555">Reply to this e-mail to answer the visitor.',
    submissionId ? `<br>Reference: ${escapeHtml(submissionId)}` : '',
    '</p></body></html>',
  ].join('');
  return { subject, text, html };
}
