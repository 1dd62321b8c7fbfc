//! A small lexer for Python, JavaScript/TypeScript, Java and Go: enough to tell code from strings
//! from comments, find calls and their arguments, and see string interpolation. It never fails:
//! anything it does not understand becomes punctuation, and an unterminated string ends at the
//! end of its line (or of the file, for the multi-line kinds).

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Python,
    #[serde(alias = "typescript")]
    Javascript,
    Java,
    Go,
    /// Rust: always analysed on its syntax tree (`scan::code::ast::rust`), never by this lexer.
    Rust,
    /// HTML templates (Jinja2, Django): regex rules only, over the text outside comments.
    Template,
}

impl Lang {
    /// How many languages there are: `lang as usize` indexes an array of this length.
    pub const COUNT: usize = Lang::Template as usize + 1;

    /// The language of a file name, if it is one we analyse.
    pub fn of(name: &str) -> Option<Lang> {
        let ext = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase())?;
        Some(match ext.as_str() {
            "py" | "pyw" => Lang::Python,
            "js" | "mjs" | "cjs" | "jsx" | "ts" | "tsx" | "mts" | "cts" => Lang::Javascript,
            "java" => Lang::Java,
            "go" => Lang::Go,
            "rs" => Lang::Rust,
            "html" | "htm" | "jinja" | "jinja2" | "j2" | "djhtml" => Lang::Template,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Lang::Python => "python",
            Lang::Javascript => "javascript",
            Lang::Java => "java",
            Lang::Go => "go",
            Lang::Rust => "rust",
            Lang::Template => "template",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Ident,
    Number,
    /// A string literal (or a JS regex literal); `interp` says it has interpolated expressions.
    Str {
        interp: bool,
    },
    Punct,
    /// A comment, or a Python docstring.
    Comment,
    Newline,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    pub line: usize,
}

impl Token {
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        src.get(self.start..self.end).unwrap_or("")
    }

    pub fn is_code(&self) -> bool {
        !matches!(self.kind, Kind::Comment)
    }
}

const OPERATORS: &[&str] = &[
    "===", "!==", "...", "**=", "==", "!=", "=>", ":=", "+=", "-=", "*=", "/=", "%=", "<=", ">=", "&&", "||", "??",
    "?.", "->", "::", "**", "<<", ">>",
];

const JS_REGEX_AFTER: &[&str] = &[
    "return",
    "typeof",
    "instanceof",
    "in",
    "of",
    "new",
    "delete",
    "void",
    "throw",
    "case",
    "do",
    "else",
    "yield",
    "await",
];

/// Splits `src` into tokens.
pub fn lex(src: &str, lang: Lang) -> Vec<Token> {
    if lang == Lang::Template {
        return lex_template(src);
    }
    let b = src.as_bytes();
    let mut out: Vec<Token> = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let start_line = line;
        match c {
            b'\n' => {
                out.push(Token { kind: Kind::Newline, start, end: i + 1, line });
                line += 1;
                i += 1;
            }
            b' ' | b'\t' | b'\r' | 0x0c => i += 1,
            b'\\' if lang == Lang::Python && b.get(i + 1) == Some(&b'\n') => {
                // An explicit line continuation: no Newline token.
                line += 1;
                i += 2;
            }
            b'#' if lang == Lang::Python => {
                i = line_end(b, i);
                out.push(Token { kind: Kind::Comment, start, end: i, line });
            }
            b'/' if lang != Lang::Python && b.get(i + 1) == Some(&b'/') => {
                i = line_end(b, i);
                out.push(Token { kind: Kind::Comment, start, end: i, line });
            }
            b'/' if lang != Lang::Python && b.get(i + 1) == Some(&b'*') => {
                let end = find(b, i + 2, b"*/").map_or(b.len(), |e| e + 2);
                line += count_newlines(&b[i..end]);
                i = end;
                out.push(Token { kind: Kind::Comment, start, end: i, line: start_line });
            }
            b'/' if lang == Lang::Javascript && regex_allowed(&out, src) => {
                i = js_regex_end(b, i);
                out.push(Token { kind: Kind::Str { interp: false }, start, end: i, line });
            }
            b'"' | b'\'' | b'`' => {
                let (end, interp) = string_end(b, i, i, lang);
                line += count_newlines(&b[i..end]);
                i = end;
                out.push(Token { kind: Kind::Str { interp }, start, end: i, line: start_line });
            }
            _ if c.is_ascii_digit() => {
                i += 1;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                    i += 1;
                }
                out.push(Token { kind: Kind::Number, start, end: i, line });
            }
            _ if is_ident_start(c) => {
                let (end, kind) = word(src, start, lang);
                line += count_newlines(&b[start..end]);
                i = end;
                out.push(Token { kind, start, end: i, line: start_line });
            }
            _ => {
                let rest = &src[i..];
                let op = OPERATORS.iter().find(|op| rest.starts_with(**op));
                i += match op {
                    Some(op) => op.len(),
                    None => rest.chars().next().map_or(1, char::len_utf8),
                };
                out.push(Token { kind: Kind::Punct, start, end: i, line });
            }
        }
    }
    if lang == Lang::Python {
        mark_docstrings(&mut out);
    }
    out
}

/// The word starting at `start`: an identifier, or in Python a string with its prefix (`r".."`,
/// `f'..'`, `rb".."`); its end and kind.
fn word(src: &str, start: usize, lang: Lang) -> (usize, Kind) {
    let b = src.as_bytes();
    let mut i = start + 1;
    while i < b.len() && is_ident_char(b[i]) {
        i += 1;
    }
    if lang == Lang::Python
        && i - start <= 2
        && matches!(b.get(i), Some(b'"' | b'\''))
        && src[start..i].chars().all(|ch| "rRbBuUfF".contains(ch))
    {
        let (end, interp) = string_end(b, i, start, lang);
        return (end, Kind::Str { interp });
    }
    (i, Kind::Ident)
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

fn line_end(b: &[u8], i: usize) -> usize {
    b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |p| i + p)
}

fn find(b: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    b.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| from + p)
}

fn count_newlines(b: &[u8]) -> usize {
    b.iter().filter(|&&c| c == b'\n').count()
}

/// Whether a `/` here starts a JS regex literal rather than a division.
fn regex_allowed(out: &[Token], src: &str) -> bool {
    let prev = out.iter().rev().find(|t| !matches!(t.kind, Kind::Comment | Kind::Newline));
    match prev {
        None => true,
        Some(t) => match t.kind {
            Kind::Ident => JS_REGEX_AFTER.contains(&t.text(src)),
            Kind::Number | Kind::Str { .. } => false,
            Kind::Punct => !matches!(t.text(src), ")" | "]" | "}"),
            Kind::Comment | Kind::Newline => true,
        },
    }
}

fn js_regex_end(b: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    let mut in_class = false;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 1,
            b'[' => in_class = true,
            b']' => in_class = false,
            b'/' if !in_class => {
                i += 1;
                while i < b.len() && b[i].is_ascii_alphabetic() {
                    i += 1;
                }
                return i;
            }
            b'\n' => return i,
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// The end of the string whose opening quote is at `q` (its prefix starts at `prefix_start`),
/// and whether it interpolates expressions.
fn string_end(b: &[u8], q: usize, prefix_start: usize, lang: Lang) -> (usize, bool) {
    let quote = b[q];
    let prefix = &b[prefix_start..q];
    let triple = b.get(q..q + 3).is_some_and(|w| w[0] == quote && w[1] == quote && w[2] == quote)
        && matches!(lang, Lang::Python | Lang::Java)
        && quote != b'`';
    let multiline = triple || quote == b'`';
    let f_string = lang == Lang::Python && prefix.iter().any(|c| *c == b'f' || *c == b'F');
    let template = lang == Lang::Javascript && quote == b'`';
    let mut interp = false;
    let mut i = q + if triple { 3 } else { 1 };
    while i < b.len() {
        let c = b[i];
        if c == b'\\' && !(lang == Lang::Go && quote == b'`') {
            i += 2;
            continue;
        }
        if c == b'\n' && !multiline {
            return (i, interp);
        }
        if f_string && c == b'{' {
            if b.get(i + 1) == Some(&b'{') {
                i += 2;
                continue;
            }
            interp = true;
        }
        if template && c == b'$' && b.get(i + 1) == Some(&b'{') {
            interp = true;
            i = skip_braces(b, i + 1);
            continue;
        }
        if c == quote {
            if triple {
                if b.get(i..i + 3).is_some_and(|w| w[1] == quote && w[2] == quote) {
                    return (i + 3, interp);
                }
            } else {
                return (i + 1, interp);
            }
        }
        i += 1;
    }
    (b.len(), interp)
}

/// From a `{`, the offset after its matching `}` (strings inside are skipped roughly).
fn skip_braces(b: &[u8], open: usize) -> usize {
    let mut depth = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            b'"' | b'\'' | b'`' => {
                let (end, _) = string_end(b, i, i, Lang::Javascript);
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// A Python string that is a statement of its own (a docstring, or a string used as a comment)
/// is not code.
fn mark_docstrings(tokens: &mut [Token]) {
    let n = tokens.len();
    for i in 0..n {
        if !matches!(tokens[i].kind, Kind::Str { .. }) {
            continue;
        }
        let prev = tokens[..i].iter().rev().find(|t| t.kind != Kind::Comment);
        let starts_statement = prev.is_none_or(|t| t.kind == Kind::Newline);
        let mut j = i + 1;
        // Implicit concatenation of adjacent literals still forms one statement.
        while j < n && matches!(tokens[j].kind, Kind::Str { .. } | Kind::Comment) {
            j += 1;
        }
        let ends_statement = j >= n || tokens[j].kind == Kind::Newline;
        if starts_statement && ends_statement {
            for t in &mut tokens[i..j] {
                t.kind = Kind::Comment;
            }
        }
    }
}

/// The source with comments (and docstrings) blanked out, line breaks kept, so that regexes over
/// it see code and strings only.
/// A template's comments (`{# #}`, `<!-- -->`, Django's `{% comment %}` blocks) and line
/// breaks; the rest is text for the regex rules.
fn lex_template(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let lines_in = |a: usize, z: usize| b[a..z].iter().filter(|c| **c == b'\n').count();
    while i < b.len() {
        let closing: Option<&[u8]> = if b[i..].starts_with(b"{#") {
            Some(b"#}")
        } else if b[i..].starts_with(b"<!--") {
            Some(b"-->")
        } else if b[i..].starts_with(b"{% comment") || b[i..].starts_with(b"{%comment") {
            Some(b"endcomment %}")
        } else {
            None
        };
        match closing {
            Some(close) => {
                let end = find(b, i + 2, close).map_or(b.len(), |e| e + close.len());
                out.push(Token { kind: Kind::Comment, start: i, end, line });
                line += lines_in(i, end);
                i = end;
            }
            None if b[i] == b'\n' => {
                out.push(Token { kind: Kind::Newline, start: i, end: i + 1, line });
                line += 1;
                i += 1;
            }
            None => i += 1,
        }
    }
    out
}

pub fn mask_comments(src: &str, tokens: &[Token]) -> String {
    let mut out = src.as_bytes().to_vec();
    for t in tokens.iter().filter(|t| t.kind == Kind::Comment) {
        for c in &mut out[t.start..t.end] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    }
    // Blanking whole multi-byte characters keeps the text valid UTF-8.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str, lang: Lang) -> Vec<(Kind, String)> {
        lex(src, lang)
            .into_iter()
            .filter(|t| t.kind != Kind::Newline)
            .map(|t| (t.kind, t.text(src).to_string()))
            .collect()
    }

    #[test]
    fn python_strings_comments_docstrings() {
        let src = "def f(x):\n    \"\"\"Runs os.system(x).\"\"\"\n    q = f\"select {x}\"  # os.system\n    return rb'\\'' + 'a{b}'\n";
        let k = kinds(src, Lang::Python);
        assert!(k.contains(&(Kind::Comment, "\"\"\"Runs os.system(x).\"\"\"".into())));
        assert!(k.contains(&(Kind::Str { interp: true }, "f\"select {x}\"".into())));
        assert!(k.contains(&(Kind::Comment, "# os.system".into())));
        assert!(k.contains(&(Kind::Str { interp: false }, "rb'\\''".into())));
        assert!(k.contains(&(Kind::Str { interp: false }, "'a{b}'".into())));
        let masked = mask_comments(src, &lex(src, Lang::Python));
        assert!(!masked.contains("os.system") && masked.lines().count() == 4);
    }

    #[test]
    fn js_templates_regexes_comments() {
        let src = "const r = /a'b\\/c/g; // it's\nconst q = `x ${ids.map(i => `${i}`)} y`; /* multi\nline */ a / b / c";
        let k = kinds(src, Lang::Javascript);
        assert!(k.contains(&(Kind::Str { interp: false }, "/a'b\\/c/g".into())));
        assert!(k.contains(&(Kind::Str { interp: true }, "`x ${ids.map(i => `${i}`)} y`".into())));
        assert!(k.contains(&(Kind::Comment, "/* multi\nline */".into())));
        assert_eq!(k.iter().filter(|(kind, t)| *kind == Kind::Punct && t == "/").count(), 2);
        let toks = lex(src, Lang::Javascript);
        assert_eq!(toks.last().unwrap().line, 3);
    }

    #[test]
    fn go_raw_strings_and_java_text_blocks() {
        let k = kinds("x := `a\n\"b` + \"c\\\"\" // d", Lang::Go);
        assert_eq!(k[2], (Kind::Str { interp: false }, "`a\n\"b`".into()));
        assert_eq!(k[4], (Kind::Str { interp: false }, "\"c\\\"\"".into()));
        let k = kinds("String s = \"\"\"\n  a \" b\n  \"\"\"; char c = '\\'';", Lang::Java);
        assert_eq!(k[3], (Kind::Str { interp: false }, "\"\"\"\n  a \" b\n  \"\"\"".into()));
        assert_eq!(k[8], (Kind::Str { interp: false }, "'\\''".into()));
    }

    #[test]
    fn garbage_never_panics() {
        for src in ["\"unterminated", "`${", "/*", "'''", "f'{", "\\", "é\u{0}\u{feff}", "r\"", "/[/", "x = /"] {
            for lang in [Lang::Python, Lang::Javascript, Lang::Java, Lang::Go] {
                let _ = mask_comments(src, &lex(src, lang));
            }
        }
    }
}
