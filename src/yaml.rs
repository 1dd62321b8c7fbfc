//! Reading YAML from files that may be wrong: typed parsing whose errors carry the file, line and
//! column, and the positions of mapping keys so later checks can point at the right line.

use std::path::Path;

use indexmap::IndexMap;
use serde::de::DeserializeOwned;
use serde_saphyr::granit_parser::{Event, Parser};

use crate::diag::{Diagnostic, Pos};

/// Parses `src` (the contents of `file`) into `T`, turning a failure into one diagnostic that
/// names the file and the line.
pub fn parse<T: DeserializeOwned>(file: &Path, src: &str) -> Result<T, Diagnostic> {
    match serde_saphyr::from_str::<T>(src) {
        Ok(value) => Ok(value),
        Err(err) => {
            // A mis-indented line inside a mapping can surface as "missing field"; when the
            // document is not even well-formed YAML, that syntax error is the one to show.
            let typed = to_diagnostic(file, &err);
            if typed.message.contains("missing field")
                && let Err(syntax) = serde_saphyr::from_str::<serde_json::Value>(src)
            {
                return Err(to_diagnostic(file, &syntax));
            }
            Err(typed)
        }
    }
}

fn to_diagnostic(file: &Path, err: &serde_saphyr::Error) -> Diagnostic {
    let pos = err
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
    } else {
        "fix the YAML at this position"
    };
    Diagnostic::error(file, pos, message).with_help(help)
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
}
