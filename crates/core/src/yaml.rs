//! Reading YAML from files that may be wrong: typed parsing whose errors carry the file, line and
//! column, and the positions of mapping keys so later checks can point at the right line.

use std::path::Path;

use indexmap::IndexMap;
use serde::de::DeserializeOwned;
use serde_saphyr::granit_parser::{Event, Parser};

use crate::diag::{Diagnostic, Pos};

/// Parses `src` (the contents of `file`) into `T`, turning a failure into one diagnostic that
/// names the file and the line, in the user's words.
pub fn parse<T: DeserializeOwned>(file: &Path, src: &str) -> Result<T, Diagnostic> {
    match serde_saphyr::from_str::<T>(src) {
        Ok(value) => Ok(value),
        Err(err) => {
            // A mis-indented line inside a mapping can surface as "missing field", and an unclosed
            // flow collection as a type error; when the document is not even well-formed YAML,
            // that syntax error is the one to show.
            if let Err(syntax) = serde_saphyr::from_str::<serde_json::Value>(src) {
                return Err(to_diagnostic(file, src, &syntax, false));
            }
            Err(to_diagnostic(file, src, &err, true))
        }
    }
}

fn to_diagnostic(file: &Path, src: &str, err: &serde_saphyr::Error, well_formed: bool) -> Diagnostic {
    let mut pos = err
        .location()
        .filter(|loc| loc.line() > 0)
        .map(|loc| Pos::new(loc.line() as usize, loc.column() as usize))
        .unwrap_or(Pos::FILE);
    let message = err.without_snippet().to_string();
    // The library appends its own "at line X column Y"; we print positions ourselves.
    let mut message = strip_position_suffix(&message);
    // The parser's guards against hostile documents speak its internals; say what they mean.
    if message.contains("budget breached") {
        message = match message.split_once("Depth { depth: ") {
            Some((_, rest)) => format!(
                "the document nests deeper than the {} levels agentsmith reads",
                rest.trim_end_matches([' ', '}']).parse::<usize>().map_or(64, |d| d.saturating_sub(1))
            ),
            None => "the document is larger or more deeply aliased than agentsmith reads".to_string(),
        };
    }
    if well_formed && let Some((text, help)) = value_error(src, pos, &message) {
        return Diagnostic::error(file, pos, text).with_help(help);
    }
    if !well_formed
        && message.contains("quote")
        && let Some((open, what)) = unclosed_quote(src, pos)
    {
        // A quoted text may run over several lines, so the parser sees a missing quote only
        // where the next quote makes no sense, lines below; the mistake is where it opened.
        return Diagnostic::error(file, open, format!("this {what} is never closed on its line"))
            .with_help("close the quote on the same line, or use a block (`key: |`) for text over several lines");
    }
    if !well_formed && let Some((open, what)) = unclosed_flow(src, pos) {
        // The parser notices a missing `]` or `}` where the document stops making sense, often
        // lines below; the mistake is where the collection opened.
        pos = open;
        return Diagnostic::error(file, pos, format!("this `{what}` is never closed")).with_help(format!(
            "close it with `{}` on the same line, or write the list as `- item` lines",
            closing(what)
        ));
    }
    let help = if message.contains("nests deeper") {
        "flatten it: move nested parts to named entries and refer to them"
    } else if message.contains("larger or more deeply aliased") {
        "split the document, or expand fewer aliases"
    } else if message.contains("unknown field") {
        "remove the key or correct its spelling; the expected keys are listed above"
    } else if message.contains("missing field") {
        "add the missing key"
    } else if message.contains("duplicate") {
        "keep only one of the repeated keys"
    } else if message.contains("unclosed quote") {
        "close the quote on the same line, or use a block (`key: |`) for text over several lines"
    } else {
        "fix the YAML syntax at this position"
    };
    Diagnostic::error(file, pos, message).with_help(help)
}

/// A well-formed document with a value of the wrong type: the message in the user's words (the
/// key, what it must be, an example) and what to do, or `None` when the error is not about a
/// value.
fn value_error(src: &str, at: Pos, message: &str) -> Option<(String, String)> {
    let (key, item) = key_at(src, at)?;
    let help = format!("the YAML is valid, but this value is not; change the value of `{key}`");
    let text = if message.starts_with("expected sequence") || message.contains("expected a sequence") {
        match key.as_str() {
            "triggers" => "`triggers` must be a list of words, like `triggers: [database, migration]`".to_string(),
            "convergence_criteria" => "`convergence_criteria` must be a list of sentences, like `convergence_criteria: [\"Every step names its files\"]`".to_string(),
            _ => format!("`{key}` must be a list, like `{key}: [first, second]`"),
        }
    } else if message.starts_with("invalid u")
        || message.starts_with("invalid i") && !message.starts_with("invalid type")
    {
        match key.as_str() {
            "max_rounds" => format!("`max_rounds` must be a whole number from 1 to {}", crate::limits::MAX_ROUNDS),
            _ => format!(
                "`{key}` must be a whole number{}",
                if message.starts_with("invalid u") { " (0 or more)" } else { "" }
            ),
        }
    } else if message.starts_with("invalid f") {
        format!("`{key}` must be a number")
    } else if message.contains("boolean") {
        format!("`{key}` must be `true` or `false`")
    } else if message.starts_with("expected string") && item {
        format!("each item of `{key}` must be text, like `- some words`")
    } else if message.starts_with("expected string") {
        format!("`{key}` must be text, like `{key}: some words` (quote it if it starts with `[` or `{{`)")
    } else if let Some(rest) = message.strip_prefix("unknown variant `") {
        let (value, allowed) = rest.split_once('`')?;
        let allowed = allowed
            .trim_start_matches(", expected one of ")
            .trim_start_matches(", expected ")
            .replace('`', "")
            .replace(" or ", ", ");
        return Some((
            format!("`{key}` cannot be `{value}`; allowed values: {allowed}"),
            format!("write one of: {allowed}"),
        ));
    } else if message.starts_with("expected mapping")
        || message.contains("expected struct")
        || message.contains("expected a map")
    {
        format!("`{key}` must be a mapping of keys to values (`{key}:` then indented `name: value` lines)")
    } else {
        return None;
    };
    Some((text, help))
}

/// The key whose value is at `at`: the last key that starts at or before it (sequence item
/// numbers are skipped: the error is about the list's key), and whether the value is an item of
/// a list.
fn key_at(src: &str, at: Pos) -> Option<(String, bool)> {
    if at.line == 0 {
        return None;
    }
    let path = key_positions(src).into_iter().filter(|(_, p)| *p <= at).max_by_key(|(_, p)| *p)?.0;
    let item = path.rsplit('.').next().is_some_and(|last| last.parse::<usize>().is_ok());
    path.rsplit('.').find(|part| part.parse::<usize>().is_err()).map(|k| (k.to_string(), item))
}

fn closing(open: char) -> char {
    if open == '[' { ']' } else { '}' }
}

/// The innermost flow collection (`[` or `{`) opened before `at` and not closed by then, if
/// any. Quoted text, comments and block scalars (`key: |`) are skipped.
fn unclosed_flow(src: &str, at: Pos) -> Option<(Pos, char)> {
    let mut open: Vec<(Pos, char)> = Vec::new();
    let mut block_indent: Option<usize> = None;
    for (i, line) in src.lines().enumerate() {
        let line_no = i + 1;
        if line_no > at.line {
            break;
        }
        let indent = line.len() - line.trim_start().len();
        if let Some(b) = block_indent {
            if line.trim().is_empty() || indent > b {
                continue;
            }
            block_indent = None;
        }
        let mut quote: Option<char> = None;
        let mut prev = ' ';
        for (col, c) in line.char_indices() {
            if line_no == at.line && col + 1 >= at.column {
                break;
            }
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None => match c {
                    '#' if prev == ' ' => break,
                    '"' | '\'' if matches!(prev, ' ' | '[' | '{' | ',' | ':') => quote = Some(c),
                    '[' | '{' if open.is_empty() && !matches!(prev, ' ' | '-' | ':') => {}
                    '[' | '{' => open.push((Pos::new(line_no, col + 1), c)),
                    ']' | '}' => {
                        open.pop();
                    }
                    _ => {}
                },
            }
            prev = c;
        }
        let t = line.trim_end();
        if open.is_empty() && (t.ends_with(": |") || t.ends_with(": >") || t.ends_with(": |-") || t.ends_with(": >-")) {
            block_indent = Some(indent);
        }
    }
    // A collection opened on the line of the error is that line's own mistake.
    open.last().copied().filter(|(p, _)| p.line < at.line)
}

/// The first quote opened before the line of `at` and still open at the end of its own line,
/// if any, and what it is. Comments and block scalars (`key: |`) are skipped.
fn unclosed_quote(src: &str, at: Pos) -> Option<(Pos, &'static str)> {
    let mut block_indent: Option<usize> = None;
    for (i, line) in src.lines().enumerate().take(at.line.saturating_sub(1)) {
        let indent = line.len() - line.trim_start().len();
        if let Some(b) = block_indent {
            if line.trim().is_empty() || indent > b {
                continue;
            }
            block_indent = None;
        }
        if let Some((col, q)) = open_quote(line) {
            let what = if q == '"' { "double quote (`\"`)" } else { "single quote (`'`)" };
            return Some((Pos::new(i + 1, col + 1), what));
        }
        let t = line.trim_end();
        if [": |", ": >", ": |-", ": >-", "- |", "- >"].iter().any(|e| t.ends_with(e)) {
            block_indent = Some(indent);
        }
    }
    None
}

/// The quote that opens a value on `line` and is not closed by its end: its byte column and
/// the quote. A quote inside a word (`it's`) opens nothing; `\"` and `''` are escapes.
fn open_quote(line: &str) -> Option<(usize, char)> {
    let mut quote: Option<(usize, char)> = None;
    let mut prev = ' ';
    let mut chars = line.char_indices().peekable();
    while let Some((col, c)) = chars.next() {
        match quote {
            Some((_, '"')) if c == '\\' => {
                chars.next();
            }
            Some((_, '\'')) if c == '\'' && chars.peek().is_some_and(|(_, n)| *n == '\'') => {
                chars.next();
            }
            Some((_, q)) if c == q => quote = None,
            Some(_) => {}
            None if c == '#' && prev == ' ' => break,
            None if matches!(c, '"' | '\'') && matches!(prev, ' ' | '[' | '{' | ',' | ':' | '-') => {
                quote = Some((col, c));
            }
            None => {}
        }
        prev = c;
    }
    quote
}

fn strip_position_suffix(message: &str) -> String {
    let first_line = message.lines().next().unwrap_or(message).trim();
    match first_line.rfind(" at line ") {
        Some(i) => first_line[..i].trim_end().to_string(),
        None => first_line.to_string(),
    }
}

/// Where each mapping key and each sequence item of a document is, keyed by its dotted path
/// (`roles.architect.enabled`; sequence items are numbered: `skills_path.0`). Only what parses is indexed; a document with a
/// syntax error yields the keys before the error.
pub fn key_positions(src: &str) -> IndexMap<String, Pos> {
    fn dotted(parent: &str, key: &str) -> String {
        if parent.is_empty() { key.to_string() } else { format!("{parent}.{key}") }
    }
    positions(src, dotted)
}

/// As [`key_positions`], keyed by JSON pointer (`/paths/~1users~1{id}/get`; the root is "").
pub fn pointer_positions(src: &str) -> IndexMap<String, Pos> {
    fn pointer(parent: &str, key: &str) -> String {
        format!("{parent}/{}", key.replace('~', "~0").replace('/', "~1"))
    }
    positions(src, pointer)
}

fn positions(src: &str, child: fn(&str, &str) -> String) -> IndexMap<String, Pos> {
    enum Frame {
        Map { path: String, expecting_key: bool, key: String },
        Seq { path: String, index: usize },
    }
    let mut out = IndexMap::new();
    let mut stack: Vec<Frame> = Vec::new();
    // The path a node about to start gets, given the innermost frame; sequence items are
    // recorded here (mapping values share their key's position).
    fn node_path(
        stack: &mut [Frame],
        out: &mut IndexMap<String, Pos>,
        pos: Pos,
        child: fn(&str, &str) -> String,
    ) -> String {
        match stack.last_mut() {
            Some(Frame::Map { path, key, .. }) => child(path, key),
            Some(Frame::Seq { path, index }) => {
                let p = child(path, &index.to_string());
                *index += 1;
                out.entry(p.clone()).or_insert(pos);
                p
            }
            None => String::new(),
        }
    }
    // After a value node completes inside a map, the map expects a key again.
    fn value_done(stack: &mut [Frame]) {
        if let Some(Frame::Map { expecting_key, .. }) = stack.last_mut() {
            *expecting_key = true;
        }
    }
    for item in Parser::new_from_str(src) {
        let Ok((event, span)) = item else { break };
        let pos = Pos::new(span.start.line(), span.start.col() + 1);
        match event {
            Event::Scalar(text, ..) => {
                let is_key = matches!(stack.last(), Some(Frame::Map { expecting_key: true, .. }));
                if is_key {
                    if let Some(Frame::Map { path, expecting_key, key }) = stack.last_mut() {
                        *key = text.to_string();
                        *expecting_key = false;
                        out.entry(child(path, key)).or_insert(pos);
                    }
                } else {
                    let _ = node_path(&mut stack, &mut out, pos, child);
                    value_done(&mut stack);
                }
            }
            Event::MappingStart(..) => {
                let path = node_path(&mut stack, &mut out, pos, child);
                stack.push(Frame::Map { path, expecting_key: true, key: String::new() });
            }
            Event::SequenceStart(..) => {
                let path = node_path(&mut stack, &mut out, pos, child);
                stack.push(Frame::Seq { path, index: 0 });
            }
            Event::MappingEnd | Event::SequenceEnd => {
                stack.pop();
                value_done(&mut stack);
            }
            Event::Alias(..) => {
                let _ = node_path(&mut stack, &mut out, pos, child);
                value_done(&mut stack);
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_of_nested_keys() {
        let src =
            "name: a\nroles:\n  architect: { enabled: true }\n  dba:\n    enabled: false\nlist:\n  - x\n  - k: v\n";
        let pos = key_positions(src);
        assert_eq!(pos["name"], Pos::new(1, 1));
        assert_eq!(pos["roles"], Pos::new(2, 1));
        assert_eq!(pos["roles.architect"], Pos::new(3, 3));
        assert_eq!(pos["roles.architect.enabled"], Pos::new(3, 16));
        assert_eq!(pos["roles.dba.enabled"], Pos::new(5, 5));
        assert_eq!(pos["list.0"], Pos::new(7, 5));
        assert_eq!(pos["list.1.k"], Pos::new(8, 5));
        let ptr = pointer_positions("paths:\n  /users/{id}:\n    get: {}\n");
        assert_eq!(ptr["/paths/~1users~1{id}/get"], Pos::new(3, 5));
    }

    #[test]
    fn typed_error_names_file_and_line() {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct T {
            a: u32,
        }
        let err = parse::<T>(Path::new("f.yaml"), "a: 1\nb: 2\n").unwrap_err();
        assert_eq!(err.pos.line, 2, "{err}");
        assert!(err.message.contains("unknown field"), "{err}");
        let err = parse::<T>(Path::new("f.yaml"), "a: [1\n").unwrap_err();
        assert!(err.pos.line >= 1, "{err}");
    }

    /// A quote left open is reported where it opened, not where the parser gave up (the next
    /// quote, lines below, or the end of the file).
    #[test]
    fn an_unclosed_quote_is_reported_where_it_opened() {
        let src = "name: qa\ndisplay_name: \"QA\"\nemoji: \"x\"\ndescription: \"Checks things\ntriggers: [testing]\nrules: |\n  You check \"it\".\nconvergence_criteria:\n  - \"Tests pass\"\n";
        let err = parse::<serde_json::Value>(Path::new("qa.yaml"), src).unwrap_err();
        assert_eq!((err.pos.line, err.pos.column), (4, 14), "{err}");
        assert!(err.message.contains("double quote") && err.message.contains("never closed"), "{err}");
        // The same in a list item, with single quotes; an apostrophe inside a word opens nothing.
        let src = "a: it's fine\nb:\n  - 'open\n  - 'x'\n";
        let err = parse::<serde_json::Value>(Path::new("f.yaml"), src).unwrap_err();
        assert_eq!(err.pos.line, 3, "{err}");
        assert!(err.message.contains("single quote"), "{err}");
        // Escapes do not close a quote; a quote in a block or a comment opens nothing.
        assert_eq!(open_quote(r#"a: "say \"hi\"" # it's"#), None);
        assert_eq!(open_quote("a: 'it''s'"), None);
        assert_eq!(open_quote(r#"a: "open \""#).map(|(c, _)| c), Some(3));
        let src = "r: |\n  \"not a quote\nb: \"open\nc: \"x\"\n";
        let err = parse::<serde_json::Value>(Path::new("f.yaml"), src).unwrap_err();
        assert_eq!(err.pos.line, 3, "{err}");
    }
}
