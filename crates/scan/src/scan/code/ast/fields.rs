//! The pieces of a template whose fields are in braces (Python's `str.format`, Rust's
//! `format!`): its literal text, and each field with what it names, in order.

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
}
