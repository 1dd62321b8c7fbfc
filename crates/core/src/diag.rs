//! Problems found in user input, each with the file, line and column it comes from and what to
//! do about it. Validators return every problem they find, never just the first.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Serialize;

/// How bad a problem in the user's input is: errors stop the command, warnings are shown and the
/// command goes on. (A finding's severity is `config::Severity`.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Error,
    Warning,
}

/// A 1-based position in a file. Line 0 means "the file as a whole".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize)]
pub struct Pos {
    pub line: usize,
    pub column: usize,
}

impl Pos {
    pub const FILE: Pos = Pos { line: 0, column: 0 };

    pub fn new(line: usize, column: usize) -> Self {
        Pos { line, column }
    }
}

/// One problem with one input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub severity: Level,
    pub file: PathBuf,
    pub pos: Pos,
    pub message: String,
    /// What the user should do about it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(file: impl AsRef<Path>, pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Level::Error,
            file: file.as_ref().to_path_buf(),
            pos,
            message: message.into(),
            help: None,
        }
    }

    pub fn warning(file: impl AsRef<Path>, pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic { severity: Level::Warning, ..Diagnostic::error(file, pos, message) }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Level::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Level::Error => "error",
            Level::Warning => "warning",
        };
        write!(f, "{}", self.file.display())?;
        if self.pos.line > 0 {
            write!(f, ":{}:{}", self.pos.line, self.pos.column.max(1))?;
        }
        write!(f, ": {kind}: {}", self.message)?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

/// A list of diagnostics that contains at least one error; the error type of validators.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| d.is_error())
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        let errors = self.errors().count();
        if errors > 1 {
            write!(f, "\n{errors} errors")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// Sorts diagnostics by file and position, the order a person reads them in.
pub fn sort(diags: &mut [Diagnostic]) {
    diags.sort_by(|a, b| (&a.file, a.pos, &a.message).cmp(&(&b.file, b.pos, &b.message)));
}

/// The closest name to `wanted` among `candidates`, if one is close enough to be a likely typo.
pub fn closest<'a>(wanted: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (strsim::jaro_winkler(wanted, c), c))
        .filter(|(score, _)| *score >= 0.75)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

/// True for `lower-case-words-with-hyphens` (digits allowed after the first letter).
pub fn is_kebab_case(name: &str) -> bool {
    let mut prev_hyphen = true;
    for (i, c) in name.chars().enumerate() {
        match c {
            'a'..='z' => prev_hyphen = false,
            '0'..='9' if i > 0 => prev_hyphen = false,
            '-' if !prev_hyphen => prev_hyphen = true,
            _ => return false,
        }
    }
    !name.is_empty() && !prev_hyphen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kebab_case() {
        for good in ["a", "architect", "backend-developer", "role-2", "x1-y"] {
            assert!(is_kebab_case(good), "{good}");
        }
        for bad in ["", "-a", "a-", "a--b", "Architect", "back_end", "2fa", "a b", "é"] {
            assert!(!is_kebab_case(bad), "{bad}");
        }
    }

    #[test]
    fn closest_name() {
        let names = ["architect", "backend-developer", "dba"];
        assert_eq!(closest("architekt", names), Some("architect"));
        assert_eq!(closest("backend-dev", names), Some("backend-developer"));
        assert_eq!(closest("zzzz", names), None);
    }
}
