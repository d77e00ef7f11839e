import type { ReactNode } from 'react';

/**
 * The blog's content renderer. Post content is data, never markup: a blank line
 * starts a paragraph, a single line break becomes <br>, a line starting with '## ' or '### ' becomes
 * a heading, and '**text**' within a line becomes <strong>. Everything else, including anything
 * that looks like HTML, stays text that React escapes. Only p, h2, h3, strong and br are produced,
 * with no attribute taken from the content. Every step is one forward scan (indexOf, no
 * backtracking regex), so the work is linear in the length of the post.
 */
export function renderPostContent(content: string): ReactNode[] {
  const blocks: ReactNode[] = [];
  let paragraph: string[] = [];
  let key = 0;

  const flush = () => {
    if (paragraph.length === 0) return;
    const children: ReactNode[] = [];
    paragraph.forEach((line, i) => {
      if (i > 0) children.push(<br key={`b${i}`} />);
      inline(line, `l${i}`, children);
    });
    blocks.push(<p key={key++}>{children}</p>);
    paragraph = [];
  };

  const text = content ?? '';
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    // Windows and old Mac line endings count as one break.
    const line = text.slice(start, end).replace(/\r$/, '').replace(/\r/g, ' ');
    start = end + 1;

    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    const heading = trimmed.startsWith('### ') ? 3 : trimmed.startsWith('## ') ? 2 : 0;
    const headingText = heading ? trimmed.slice(heading + 1).trim() : '';
    if (heading && headingText) {
      flush();
      const children: ReactNode[] = [];
      inline(headingText, 'h', children);
      blocks.push(heading === 2 ? <h2 key={key++}>{children}</h2> : <h3 key={key++}>{children}</h3>);
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Appends a line's text to `out`, with each balanced '**…**' pair as <strong>; a lone '**' stays text. */
function inline(line: string, keyPrefix: string, out: ReactNode[]) {
  let pos = 0;
  let n = 0;
  let textStart = 0;
  while (pos < line.length) {
    const open = line.indexOf('**', pos);
    if (open < 0) break;
    const close = line.indexOf('**', open + 2);
    if (close < 0) break;
    if (close === open + 2) {
      // '****' has nothing to make bold: leave it as text.
      pos = close + 2;
      continue;
    }
    if (open > textStart) out.push(line.slice(textStart, open));
    out.push(<strong key={`${keyPrefix}s${n++}`}>{line.slice(open + 2, close)}</strong>);
    pos = textStart = close + 2;
  }
  if (textStart < line.length) out.push(line.slice(textStart));
}

/** The rendered content of a post; `lang` when the post's language differs from the page's. */
export function PostContent({ content, className, lang }: { content: string; className?: string; lang?: string }) {
  return (
    <div className={className} lang={lang} data-post-content="">
      {renderPostContent(content)}
    </div>
  );
}
