//! The job's input text: a ticket, a topic or a document, with a title and a body.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    pub title: String,
    pub body: String,
    /// The file it was read from, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<PathBuf>,
}

#[derive(Debug, thiserror::Error)]
pub enum TicketError {
    #[error("{}: cannot read ticket file: {source}; check the path given with --ticket-file", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{}: the ticket file is not UTF-8 text; save it as UTF-8", path.display())]
    NotText { path: PathBuf },
    #[error("{what} is empty; describe the job in a sentence or more")]
    Empty { what: String },
}

/// Longest title taken from a first line that is not a heading.
const TITLE_CHARS: usize = 100;

impl Ticket {
    /// Markdown or plain text; a first line `# Title` is the title, otherwise the first line
    /// (shortened) is.
    pub fn parse(text: &str, what: &str) -> Result<Ticket, TicketError> {
        let text = text.trim_start_matches('\u{feff}').trim();
        if text.is_empty() {
            return Err(TicketError::Empty { what: what.to_string() });
        }
        let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
        let first = first.trim();
        let (title, body) = match first.strip_prefix('#') {
            Some(h) => (h.trim_start_matches('#').trim().to_string(), rest.trim().to_string()),
            None => {
                let title: String = first.chars().take(TITLE_CHARS).collect();
                let title =
                    if first.chars().count() > TITLE_CHARS { format!("{}…", title.trim_end()) } else { title };
                (title, text.to_string())
            }
        };
        Ok(Ticket { title, body, file: None })
    }

    pub fn from_file(path: &Path) -> Result<Ticket, TicketError> {
        let bytes = std::fs::read(path).map_err(|source| TicketError::Read { path: path.to_path_buf(), source })?;
        let text = String::from_utf8(bytes).map_err(|_| TicketError::NotText { path: path.to_path_buf() })?;
        let mut t = Ticket::parse(&text, &format!("ticket file {}", path.display()))?;
        t.file = Some(path.to_path_buf());
        Ok(t)
    }

    /// Title and body, the text triggers are matched against.
    pub fn text(&self) -> String {
        if self.body.starts_with(&self.title) { self.body.clone() } else { format!("{}\n{}", self.title, self.body) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heading_is_title() {
        let t = Ticket::parse("# Add index\n\nOrders are slow.\n", "t").unwrap();
        assert_eq!((t.title.as_str(), t.body.as_str()), ("Add index", "Orders are slow."));
        let t = Ticket::parse("Login fails\nwith 500", "t").unwrap();
        assert_eq!(t.title, "Login fails");
        assert_eq!(t.text(), "Login fails\nwith 500");
        assert!(matches!(Ticket::parse(" \n", "the ticket"), Err(TicketError::Empty { .. })));
    }
}
