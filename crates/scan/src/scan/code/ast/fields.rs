//! The pieces of a template: one whose fields are in braces (Python's `str.format`, Rust's
//! `format!`), or a printf one with `%` conversions (`fmt.Sprintf`, `String.format`, Python's
//! `%`): its literal text, and each field with what it names, in order.

/// A piece of a brace template.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Piece {
    /// Literal text (`{{` and `}}` already read as braces).
    Text(String),
    /// A field: what it takes, and whether it writes the value as it is (`plain`: no format
    /// spec other than `s`, no conversion other than `!s`).
    Field { key: Key, plain: bool },
}

/// What a field takes.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Key {
    /// `{}`: the next positional argument (counted from 0).
    Next(usize),
    /// `{0}`: the positional argument at that index.
    Index(usize),
    /// `{name}`: the argument of that name.
    Name(String),
}

/// The pieces of a brace template, text and fields in turn (a text piece may be empty).
pub(super) fn brace_pieces(t: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut next = 0;
    let mut chars = t.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                text.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                text.push('}');
            }
            '{' => {
                let field: String = chars.by_ref().take_while(|c| *c != '}').collect();
                let (name, spec) = field.split_once([':', '!']).unwrap_or((field.as_str(), ""));
                let key = match name.trim() {
                    "" => {
                        next += 1;
                        Key::Next(next - 1)
                    }
                    n => n.parse::<usize>().map_or_else(|_| Key::Name(n.to_string()), Key::Index),
                };
                out.push(Piece::Text(std::mem::take(&mut text)));
                out.push(Piece::Field { key, plain: spec.is_empty() || spec == "s" });
            }
            _ => text.push(ch),
        }
    }
    out.push(Piece::Text(text));
    out
}

/// A `%` conversion of a printf template (`%-8s`, `%(name)d`, `%1$s`), with the literal text
/// before it (`%%` already read as a percent sign).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Conversion {
    pub before: String,
    /// Python's `%(name)s`: the mapping's key.
    pub key: Option<String>,
    /// The flags, argument index, width and precision (and, Python's, C's length modifiers
    /// and a `*` width; otherwise Java's `,` grouping flag and an index `1$`).
    pub spec: String,
    /// The conversion character; `None` for a `%` the template ends in.
    pub verb: Option<char>,
}

/// The conversions of a printf template (Python's `%` with `python`) in order, and the
/// literal text after the last.
pub(super) fn percent_pieces(t: &str, python: bool) -> (Vec<Conversion>, String) {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut chars = t.chars().peekable();
    while let Some(ch) = chars.next() {
        if ch != '%' {
            text.push(ch);
            continue;
        }
        if chars.next_if_eq(&'%').is_some() {
            text.push('%');
            continue;
        }
        let key =
            (python && chars.next_if_eq(&'(').is_some()).then(|| chars.by_ref().take_while(|c| *c != ')').collect());
        let modifier = |k: &char| match k {
            '#' | '0'..='9' | '-' | '+' | ' ' | '.' => true,
            '*' | 'h' | 'l' | 'L' => python,
            ',' | '$' => !python,
            _ => false,
        };
        let spec = std::iter::from_fn(|| chars.next_if(modifier)).collect();
        out.push(Conversion { before: std::mem::take(&mut text), key, spec, verb: chars.next() });
    }
    (out, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn braces_positions_names_and_escapes() {
        let p = brace_pieces("{{x}} {}:{1}/{host!r}{:>4}");
        let t = |s: &str| Piece::Text(s.to_string());
        assert_eq!(
            p,
            vec![
                t("{x} "),
                Piece::Field { key: Key::Next(0), plain: true },
                t(":"),
                Piece::Field { key: Key::Index(1), plain: true },
                t("/"),
                Piece::Field { key: Key::Name("host".into()), plain: false },
                t(""),
                Piece::Field { key: Key::Next(1), plain: false },
                t(""),
            ]
        );
    }

    #[test]
    fn percent_conversions_in_order() {
        let conv = |before: &str, key: Option<&str>, spec: &str, verb| Conversion {
            before: before.into(),
            key: key.map(Into::into),
            spec: spec.into(),
            verb,
        };
        let (c, rest) = percent_pieces("a%-8s 100%% %(h)ld%1$d%", true);
        assert_eq!(
            c,
            vec![
                conv("a", None, "-8", Some('s')),
                conv(" 100% ", Some("h"), "l", Some('d')),
                conv("", None, "1", Some('$')),
                conv("d", None, "", None),
            ]
        );
        assert_eq!(rest, "");
        let (c, rest) = percent_pieces("%1$,d %h%[2]s.", false);
        assert_eq!(
            c,
            vec![conv("", None, "1$,", Some('d')), conv(" ", None, "", Some('h')), conv("", None, "", Some('['))]
        );
        assert_eq!(rest, "2]s.");
    }
}
