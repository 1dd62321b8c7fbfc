//! Byte offsets to line numbers.

/// The start offset of every line of a text.
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    /// The 1-based line holding byte `offset`.
    pub fn line_of(&self, offset: usize) -> usize {
        match self.starts.binary_search(&offset) {
            Ok(i) => i + 1,
            Err(i) => i,
        }
    }

    /// The 1-based line holding the last byte of `start..end` (the start's line when empty).
    pub fn last_line(&self, start: usize, end: usize) -> usize {
        self.line_of(end.saturating_sub(1).max(start))
    }

    /// The text of 1-based line `line`, without its line break.
    pub fn line<'a>(&self, text: &'a str, line: usize) -> &'a str {
        let Some(&start) = self.starts.get(line.wrapping_sub(1)) else { return "" };
        let end = self.starts.get(line).map_or(text.len(), |e| e.saturating_sub(1));
        text.get(start..end.max(start)).unwrap_or("").trim_end_matches('\r')
    }

    pub fn count(&self) -> usize {
        self.starts.len()
    }
}

/// A regex checked for syntax when rules load and compiled the first time it is used, so a scan
/// pays only for the rules its files can trigger.
pub struct Lazy<R> {
    pattern: String,
    cell: std::sync::OnceLock<Option<R>>,
    /// A thread has begun compiling it (see `warm`).
    claimed: std::sync::atomic::AtomicBool,
}

/// A lazy regex over text (code rules, allow-patterns).
pub type LazyRegex = Lazy<regex::Regex>;
/// A lazy regex over bytes with ASCII classes and case folding: the secret rules' patterns,
/// whose any-character gaps and negated classes compile to automata half the size of their
/// Unicode forms. Its matches may end inside a character: see [`char_span`].
pub type LazyBytes = Lazy<regex::bytes::Regex>;

/// How a [`Lazy`] pattern is compiled.
pub trait Compile: Sized {
    fn compile(pattern: &str) -> Result<Self, regex::Error>;
}

impl Compile for regex::Regex {
    fn compile(pattern: &str) -> Result<Self, regex::Error> {
        build(pattern)
    }
}

impl Compile for regex::bytes::Regex {
    fn compile(pattern: &str) -> Result<Self, regex::Error> {
        let limited =
            |unicode: bool| regex::bytes::RegexBuilder::new(pattern).unicode(unicode).size_limit(1 << 24).build();
        // A pattern that names Unicode classes (`\p{L}`) needs Unicode mode.
        limited(false).or_else(|_| limited(true))
    }
}

impl<R: Compile> Lazy<R> {
    /// Checks the syntax now; the (much costlier) compilation happens on first use.
    pub fn new(pattern: &str) -> Result<Lazy<R>, String> {
        // The syntax tree only: translating it (Unicode classes, case folding) costs far more and
        // happens anyway when the regex is first compiled.
        regex_syntax::ast::parse::Parser::new().parse(pattern).map_err(|e| e.to_string())?;
        Ok(Lazy::builtin(pattern))
    }

    /// A pattern shipped with the tool: its syntax (and compilation) is checked by the rule tests,
    /// not again at every start.
    pub fn builtin(pattern: &str) -> Lazy<R> {
        Lazy { pattern: pattern.to_string(), cell: std::sync::OnceLock::new(), claimed: Default::default() }
    }

    /// The compiled regex; `None` only if it exceeds the size limit (reported by `compile`).
    pub fn get(&self) -> Option<&R> {
        self.cell.get_or_init(|| R::compile(&self.pattern).ok()).as_ref()
    }

    /// Compiles it now unless another thread already is. Scanning threads warm every regex a
    /// file needs before using any, so two threads compile different regexes side by side
    /// instead of one waiting on the other's compilation of the same one.
    pub fn warm(&self) {
        if self.cell.get().is_none() && !self.claimed.swap(true, std::sync::atomic::Ordering::AcqRel) {
            self.get();
        }
    }

    /// Compiles now, for validation: the error a later `get` would hide.
    pub fn compile(&self) -> Result<(), String> {
        R::compile(&self.pattern).map(|_| ()).map_err(|e| e.to_string())
    }

    pub fn pattern(&self) -> &str {
        &self.pattern
    }
}

impl LazyRegex {
    pub fn is_match(&self, text: &str) -> bool {
        self.get().is_some_and(|r| r.is_match(text))
    }
}

/// The span `start..end` of `text` widened to whole characters, and its text: a byte-regex match
/// may begin or end inside a multi-byte character.
pub fn char_span(text: &str, start: usize, end: usize) -> (usize, usize, &str) {
    let mut a = start.min(text.len());
    while !text.is_char_boundary(a) {
        a -= 1;
    }
    let mut b = end.clamp(a, text.len());
    while !text.is_char_boundary(b) {
        b += 1;
    }
    (a, b, text.get(a..b).unwrap_or(""))
}

/// Rules look for ASCII: keys, identifiers, calls. `\w`, `\d`, `\s`, `\b` and `(?i)` compiled
/// as ASCII make automata many times smaller than their Unicode forms, and compiling them is
/// most of a scan's fixed cost. A pattern that could then match invalid UTF-8 (a `.` or a
/// negated class) is compiled with Unicode as written.
fn build(pattern: &str) -> Result<regex::Regex, regex::Error> {
    let limited = |p: &str, unicode: bool| regex::RegexBuilder::new(p).unicode(unicode).size_limit(1 << 24).build();
    limited(pattern, false).or_else(|_| limited(&ascii_classes(pattern), true)).or_else(|_| limited(pattern, true))
}

/// `pattern` with its Perl classes and word boundaries made ASCII, for a pattern that must stay
/// Unicode-aware (a `.` or a negated class): `\w` `\d` `\s` `\b` `\B` outside brackets become
/// `(?-u:..)`, and `\w` `\d` `\s` inside brackets their ASCII ranges. The negated forms
/// (`\W`, `\D`, `\S`) are left as written.
fn ascii_classes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 16);
    let mut depth = 0usize;
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(e) = chars.next() else {
                    out.push(c);
                    break;
                };
                match (depth > 0, e) {
                    (false, 'w' | 'd' | 's' | 'b' | 'B') => {
                        out.push_str("(?-u:\\");
                        out.push(e);
                        out.push(')');
                    }
                    (true, 'w') => out.push_str("0-9A-Za-z_"),
                    (true, 'd') => out.push_str("0-9"),
                    (true, 's') => out.push_str("\\t\\n\\x0B\\x0C\\r "),
                    _ => {
                        out.push(c);
                        out.push(e);
                    }
                }
            }
            '[' => {
                depth += 1;
                out.push(c);
                // A `]` first in a class (after an optional `^`) is a literal.
                if chars.peek() == Some(&'^') {
                    out.push('^');
                    chars.next();
                }
                if chars.peek() == Some(&']') {
                    out.push(']');
                    chars.next();
                }
            }
            ']' if depth > 0 => {
                depth -= 1;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

impl std::fmt::Debug for LazyRegex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LazyRegex({:?})", self.pattern)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_classes_keep_what_patterns_mean() {
        assert_eq!(
            ascii_classes(r#"\bkey\s*=\s*([^\s"']+)"#),
            r#"(?-u:\b)key(?-u:\s)*=(?-u:\s)*([^\t\n\x0B\x0C\r "']+)"#
        );
        assert_eq!(ascii_classes(r"[\w.-]+\.\W"), r"[0-9A-Za-z_.-]+\.\W");
        assert_eq!(ascii_classes(r"[]\d]x\\d"), r"[]0-9]x\\d");
        for (p, yes, no) in [
            (r"\bAKIA[0-9A-Z]{16}(?:[^0-9A-Z]|$)", "id = AKIAQ3EGRDM7XJ5MZFYB;", "xAKIAQ3EGRDM7XJ5MZFYB"),
            (r"(?i)token\s*[:=]\s*([^\s]{8,})", "TOKEN = abcdefgh1", "token = short"),
            (r"é\w+", "éab", "é"),
        ] {
            let re = build(p).unwrap();
            assert!(re.is_match(yes) && !re.is_match(no), "{p}");
        }
    }

    #[test]
    fn lines() {
        let t = "a\nbc\r\n\nd";
        let idx = LineIndex::new(t);
        assert_eq!((idx.line_of(0), idx.line_of(2), idx.line_of(3), idx.line_of(6), idx.line_of(7)), (1, 2, 2, 3, 4));
        assert_eq!((idx.line(t, 2), idx.line(t, 3), idx.line(t, 4), idx.line(t, 9)), ("bc", "", "d", ""));
    }
}
