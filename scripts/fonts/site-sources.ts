import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What one module can put on a page: its literal texts, the class lists of its h1–h3, whether it bolds text. */
export type ModuleTexts = {
  file: string;
  /** Every string literal, template part and JSX text, escapes resolved. */
  texts: string[];
  /** The literal parts of each h1, h2 and h3 className. */
  headingClasses: string[];
  /** Whether it renders <strong>, <b> or <th>, which the browser draws bolder than their parent. */
  bolds: boolean;
};

const headingTags = new Set(['h1', 'h2', 'h3']);
const boldTags = new Set(['strong', 'b', 'th']);

/** The texts of one TypeScript or TSX module, read with the TypeScript parser (comments and code are not text). */
export function moduleTexts(source: string, file: string): ModuleTexts {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const result: ModuleTexts = { file, texts: [], headingClasses: [], bolds: false };
  const literals = (node: ts.Node, out: string[]) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      if (node.text) out.push(node.text);
    }
    ts.forEachChild(node, (child) => literals(child, out));
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(sourceFile);
      if (boldTags.has(tag)) result.bolds = true;
      if (headingTags.has(tag)) {
        for (const attribute of node.attributes.properties) {
          if (
            ts.isJsxAttribute(attribute) &&
            attribute.name.getText(sourceFile) === 'className' &&
            attribute.initializer
          ) {
            literals(attribute.initializer, result.headingClasses);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  literals(sourceFile, result.texts);
  visit(sourceFile);
  return result;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * The site's own texts: every module of client/ and shared/, the server's error page, and the shipped blog posts
 * (markdown, taken whole).
 */
export function readSiteSources(root: string): { modules: ModuleTexts[]; posts: string[] } {
  const moduleFiles = [
    ...filesUnder(path.join(root, 'client'), /\.tsx?$/),
    ...filesUnder(path.join(root, 'shared'), /\.ts$/),
    path.join(root, 'server/pages/error-page.ts'),
  ];
  return {
    modules: moduleFiles.map((f) => moduleTexts(readFileSync(f, 'utf8'), path.relative(root, f))),
    posts: filesUnder(path.join(root, 'content/blog'), /\.md$/).map((f) => readFileSync(f, 'utf8')),
  };
}
