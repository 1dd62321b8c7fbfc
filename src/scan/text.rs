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
pub struct LazyRegex {
    pattern: String,
    cell: std::sync::OnceLock<Option<regex::Regex>>,
}

impl LazyRegex {
    /// Checks the syntax now; the (much costlier) compilation happens on first use.
    pub fn new(pattern: &str) -> Result<LazyRegex, String> {
        // The syntax tree only: translating it (Unicode classes, case folding) costs far more and
        // happens anyway when the regex is first compiled.
        regex_syntax::ast::parse::Parser::new().parse(pattern).map_err(|e| e.to_string())?;
        Ok(LazyRegex { pattern: pattern.to_string(), cell: std::sync::OnceLock::new() })
    }

    /// The compiled regex; `None` only if it exceeds the size limit (reported by `compile`).
    pub fn get(&self) -> Option<&regex::Regex> {
        self.cell.get_or_init(|| regex::RegexBuilder::new(&self.pattern).size_limit(1 << 24).build().ok()).as_ref()
    }

    /// Compiles now, for validation: the error a later `get` would hide.
    pub fn compile(&self) -> Result<(), String> {
        regex::RegexBuilder::new(&self.pattern).size_limit(1 << 24).build().map(|_| ()).map_err(|e| e.to_string())
    }

    pub fn pattern(&self) -> &str {
        &self.pattern
    }

    pub fn is_match(&self, text: &str) -> bool {
        self.get().is_some_and(|r| r.is_match(text))
    }
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
    fn lines() {
        let t = "a\nbc\r\n\nd";
        let idx = LineIndex::new(t);
        assert_eq!((idx.line_of(0), idx.line_of(2), idx.line_of(3), idx.line_of(6), idx.line_of(7)), (1, 2, 2, 3, 4));
        assert_eq!((idx.line(t, 2), idx.line(t, 3), idx.line(t, 4), idx.line(t, 9)), ("bc", "", "d", ""));
    }
}
