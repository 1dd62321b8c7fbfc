//! What a regular-expression test lets through. A test validates its text only where the
//! match must cover all of it: anchored at both ends by the API (`re.fullmatch`, Java's
//! `matches`) or by the pattern (`^[a-z]+$`, `\A...\z`), in every top-level alternative. The
//! text then holds only the special characters the pattern's atoms can match ([`chars`]);
//! lookarounds consume nothing and add none. A pattern anchored at one end (`re.match(r"[a-z]+")`,
//! `/^https?:\/\//`) or not at all lets anything through around its match. A multi-line
//! pattern's `^` and `$` match at any line, so only `\A` and `\z` anchor it. `$` is taken as the
//! end even where it also matches before a final line break (Python, Java's `find`): a trailing
//! line break with nothing after it completes none of the attacks.

use super::chars::{self, all, bit};

/// Where the API itself anchors a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Anchors {
    /// Anywhere in the text (`re.search`, `RegExp.test`, Go's `MatchString`).
    None,
    /// At the start (`re.match`).
    Start,
    /// The whole text (`re.fullmatch`, Java's `String.matches`).
    Whole,
}

/// How a test's pattern reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// Every match covers the whole text: the special characters the text may hold, and those
    /// it may start with.
    Whole { chars: u64, first: u64 },
    /// A match may be part of the text.
    Part,
    /// A construct this reading does not know (verbose mode, a Unicode property of punctuation).
    Unread,
}

/// One piece of a pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    /// `^` (`strong`: `\A`, an anchor in any mode).
    Start {
        strong: bool,
    },
    /// `$` (`strong`: `\z`, `\Z`).
    End {
        strong: bool,
    },
    /// Something that consumes one character of these specials (0: a letter or digit).
    Atom(u64),
    /// A repeat after an atom; `optional`: it may repeat it no time.
    Repeat {
        optional: bool,
    },
    Open,
    Close,
    Alt,
    /// A negative lookahead of one atom (`(?!-)`), or 0 for any other lookaround.
    NotAhead(u64),
}

/// Reads `pattern` as a test anchored by `api` reads it (`multiline`: the API's flags make
/// `^` and `$` match at every line).
pub fn read(pattern: &str, api: Anchors, multiline: bool) -> Reading {
    let Some((toks, inline_multiline)) = tokens(pattern) else { return Reading::Unread };
    let multiline = multiline || inline_multiline;
    let (mut chars, mut first, mut depth, mut alt_start) = (0, 0, 0usize, 0);
    for i in 0..=toks.len() {
        match toks.get(i) {
            Some(Tok::Open) => depth += 1,
            Some(Tok::Close) => depth = depth.saturating_sub(1),
            Some(Tok::Atom(m)) => chars |= m,
            Some(Tok::Alt) if depth == 0 => {}
            None => {}
            Some(_) => continue,
        }
        if matches!(toks.get(i), Some(Tok::Alt) if depth == 0) || i == toks.len() {
            let alt = &toks[alt_start..i];
            if !anchored(alt, api, multiline) {
                return Reading::Part;
            }
            first |= first_chars(alt);
            alt_start = i + 1;
        }
    }
    Reading::Whole { chars, first }
}

/// The text every match starts the text with: the literal characters after a start anchor
/// (`^https:\/\/api\.example\.com\/`, or the API's), up to the first that is not one or is
/// repeated (`^https?:` gives `http`); empty without a start anchor or with top-level
/// alternatives.
pub fn prefix(pattern: &str, api: Anchors, multiline: bool) -> String {
    let Some((toks, inline_multiline)) = tokens(pattern) else { return String::new() };
    let mut depth = 0usize;
    for t in &toks {
        match t {
            Tok::Open => depth += 1,
            Tok::Close => depth = depth.saturating_sub(1),
            Tok::Alt if depth == 0 => return String::new(),
            _ => {}
        }
    }
    // Inline flags first (`(?i)`) change no character here.
    let mut rest = pattern;
    while let Some(Group::Flags { used, .. }) =
        rest.starts_with("(?").then(|| group(&rest.chars().collect::<Vec<_>>())).flatten()
    {
        rest = &rest[used..];
    }
    let rest = match (rest.strip_prefix("\\A"), rest.strip_prefix('^')) {
        (Some(r), _) => r,
        (None, Some(r)) if !multiline && !inline_multiline => r,
        _ if api != Anchors::None => rest,
        _ => return String::new(),
    };
    let mut out = String::new();
    let mut cs = rest.chars().peekable();
    while let Some(c) = cs.next() {
        let literal = match c {
            '\\' => cs.next().filter(|e| e.is_ascii_punctuation()),
            c if "^$.[]()|*+?{}".contains(c) => None,
            c => Some(c),
        };
        let Some(l) = literal else { break };
        if matches!(cs.peek(), Some('?' | '*' | '{')) {
            break;
        }
        out.push(l);
    }
    out
}

/// Whether one top-level alternative must match from the start to the end of the text.
fn anchored(alt: &[Tok], api: Anchors, multiline: bool) -> bool {
    let start = api != Anchors::None || matches!(alt.first(), Some(Tok::Start { strong }) if *strong || !multiline);
    let end = api == Anchors::Whole || matches!(alt.last(), Some(Tok::End { strong }) if *strong || !multiline);
    start && end
}

/// The specials an alternative's first character may be: its atoms up to the first that
/// cannot be skipped (a group: all its atoms), less what a negative lookahead before any
/// atom refuses (`(?!-)`).
fn first_chars(alt: &[Tok]) -> u64 {
    let (mut first, mut refused, mut depth, mut seen) = (0, 0, 0usize, false);
    for (i, t) in alt.iter().enumerate() {
        let optional = matches!(alt.get(i + 1), Some(Tok::Repeat { optional: true }));
        let ends = match t {
            Tok::NotAhead(m) if !seen && depth == 0 => {
                refused |= m;
                false
            }
            Tok::Open => {
                depth += 1;
                false
            }
            Tok::Close => {
                depth = depth.saturating_sub(1);
                depth == 0
            }
            Tok::Atom(m) => {
                (first, seen) = (first | m, true);
                depth == 0
            }
            _ => false,
        };
        if ends && !optional {
            break;
        }
    }
    first & !refused
}

/// The pieces of a pattern, and whether an inline flag (`(?m)`) makes it multi-line; `None`
/// for what is not read.
fn tokens(p: &str) -> Option<(Vec<Tok>, bool)> {
    let cs: Vec<char> = p.chars().collect();
    let (mut out, mut multiline, mut i) = (Vec::new(), false, 0);
    while i < cs.len() {
        let (tok, used) = match cs[i] {
            '\\' => escaped(&cs[i..])?,
            '[' => {
                let rest: String = cs[i..].iter().collect();
                let end = chars::class_end(&rest)?;
                let body = &rest[1..end];
                (Some(Tok::Atom(chars::class(body)?)), rest[..=end].chars().count())
            }
            '(' => match group(&cs[i..])? {
                Group::Plain(used) => (Some(Tok::Open), used),
                Group::Flags { used, multi } => {
                    multiline |= multi;
                    (None, used)
                }
                Group::Around { used, refuses } => (Some(Tok::NotAhead(refuses)), used),
            },
            ')' => (Some(Tok::Close), 1),
            '|' => (Some(Tok::Alt), 1),
            '*' | '?' | '+' => {
                let lazy = matches!(cs.get(i + 1), Some('?' | '+'));
                (Some(Tok::Repeat { optional: cs[i] != '+' }), 1 + usize::from(lazy))
            }
            '{' => match repeat(&cs[i..]) {
                Some((optional, used)) => (Some(Tok::Repeat { optional }), used),
                None => (Some(Tok::Atom(bit('{'))), 1),
            },
            '.' => (Some(Tok::Atom(all())), 1),
            '^' => (Some(Tok::Start { strong: false }), 1),
            '$' => (Some(Tok::End { strong: false }), 1),
            c => (Some(Tok::Atom(bit(c))), 1),
        };
        out.extend(tok);
        i += used;
    }
    Some((out, multiline))
}

/// An escape at the start of `cs`, and how many characters it takes.
fn escaped(cs: &[char]) -> Option<(Option<Tok>, usize)> {
    let e = *cs.get(1)?;
    let hex = |n: usize| -> Option<(Option<Tok>, usize)> {
        let digits: String = cs.get(2..2 + n)?.iter().collect();
        let c = char::from_u32(u32::from_str_radix(&digits, 16).ok()?)?;
        Some((Some(Tok::Atom(bit(c))), 2 + n))
    };
    Some(match e {
        'A' => (Some(Tok::Start { strong: true }), 2),
        'Z' | 'z' => (Some(Tok::End { strong: true }), 2),
        // Word boundaries and back-references consume nothing new.
        'b' | 'B' | 'G' => (None, 2),
        '1'..='9' => (Some(Tok::Atom(0)), 2),
        'x' if cs.get(2) != Some(&'{') => return hex(2),
        'u' if cs.get(2) != Some(&'{') => return hex(4),
        'p' | 'P' => {
            let (name, used) = match cs.get(2)? {
                '{' => {
                    let close = cs[3..].iter().position(|c| *c == '}')?;
                    (cs[3..3 + close].iter().collect::<String>(), close + 4)
                }
                c => (c.to_string(), 3),
            };
            (Some(Tok::Atom(if e == 'p' { property(&name)? } else { all() })), used)
        }
        _ => (Some(Tok::Atom(chars::escape(e)?.0)), 2),
    })
}

/// The specials a Unicode property holds: letters and digits none; others are not read.
fn property(name: &str) -> Option<u64> {
    const WORDY: [&str; 16] = [
        "L",
        "Lu",
        "Ll",
        "Lt",
        "Lm",
        "Lo",
        "N",
        "Nd",
        "Alpha",
        "Alnum",
        "Digit",
        "Upper",
        "Lower",
        "Letter",
        "IsAlphabetic",
        "IsLetter",
    ];
    let bare = name.trim_start_matches("Is");
    (WORDY.contains(&name) || WORDY.contains(&bare)).then_some(0)
}

/// What a `(` opens.
enum Group {
    /// A group that matches (`(...)`, `(?:...)`, `(?P<name>...)`, `(?i:...)`): the characters
    /// its opening takes.
    Plain(usize),
    /// Flags for the rest of the pattern (`(?i)`), `multi` when they make it multi-line.
    Flags { used: usize, multi: bool },
    /// A lookaround, all of it: what a negative lookahead of one atom refuses.
    Around { used: usize, refuses: u64 },
}

/// Reads the group at the start of `cs`; `None` for verbose mode, a conditional or a
/// lookaround that does not close.
fn group(cs: &[char]) -> Option<Group> {
    if cs.get(1) != Some(&'?') {
        return Some(Group::Plain(1));
    }
    let rest: String = cs[2..].iter().collect();
    if let Some(body) = ["=", "!", "<=", "<!"].iter().find(|o| rest.starts_with(**o)) {
        let len = closing(&cs[2 + body.len()..])?;
        let inner: String = cs[2 + body.len()..2 + body.len() + len].iter().collect();
        let refuses = match *body {
            "!" => chars::matched(&inner, true),
            _ => 0,
        };
        return Some(Group::Around { used: 2 + body.len() + len + 1, refuses });
    }
    if let Some(named) = rest.strip_prefix("P<").or_else(|| rest.strip_prefix('<')).or_else(|| rest.strip_prefix('\''))
    {
        let close = named.find(['>', '\''])?;
        return Some(Group::Plain(2 + (rest.len() - named.len()) + close + 1));
    }
    if rest.starts_with(':') {
        return Some(Group::Plain(3));
    }
    let flags: String = rest.chars().take_while(|c| c.is_ascii_alphabetic() || *c == '-').collect();
    let on = flags.split('-').next().unwrap_or_default();
    if on.contains('x') {
        return None;
    }
    match rest[flags.len()..].chars().next()? {
        ')' => Some(Group::Flags { used: 2 + flags.len() + 1, multi: on.contains('m') }),
        ':' => Some(Group::Plain(2 + flags.len() + 1)),
        _ => None,
    }
}

/// How many characters a lookaround's body takes before its `)`, with nested groups, escapes
/// and classes.
fn closing(cs: &[char]) -> Option<usize> {
    let (mut depth, mut i) = (0usize, 0);
    while i < cs.len() {
        match cs[i] {
            '\\' => i += 1,
            '[' => {
                let rest: String = cs[i..].iter().collect();
                i += rest[..chars::class_end(&rest)?].chars().count();
            }
            '(' => depth += 1,
            ')' if depth == 0 => return Some(i),
            ')' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    None
}

/// A counted repeat at the start of `cs` (`{2}`, `{0,3}`, `{1,}`): whether it may repeat no
/// time, and the characters it takes; `None` where `{` is a plain character.
fn repeat(cs: &[char]) -> Option<(bool, usize)> {
    let close = cs.iter().position(|c| *c == '}')?;
    let inner: String = cs[1..close].iter().collect();
    let (min, max) = inner.split_once(',').unwrap_or((&inner, &inner));
    let numeric = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if min.is_empty() && max.is_empty() || !numeric(min) || !numeric(max) {
        return None;
    }
    let lazy = matches!(cs.get(close + 1), Some('?' | '+'));
    Some((min.is_empty() || min.trim_start_matches('0').is_empty(), close + 1 + usize::from(lazy)))
}

#[cfg(test)]
mod tests {
    use super::chars::of;
    use super::*;

    fn whole(p: &str, api: Anchors) -> Option<(u64, u64)> {
        match read(p, api, false) {
            Reading::Whole { chars, first } => Some((chars, first)),
            _ => None,
        }
    }

    #[test]
    fn anchors_come_from_the_api_or_both_ends() {
        assert_eq!(whole("^[a-z]+$", Anchors::None), Some((0, 0)));
        assert_eq!(whole(r"\A[\w.-]+\z", Anchors::None), Some((of("_.-"), of("_.-"))));
        assert_eq!(whole("[a-z]+", Anchors::Whole), Some((0, 0)));
        assert_eq!(whole("[a-z]+$", Anchors::Start), Some((0, 0)));
        assert_eq!(read("[a-z]+", Anchors::Start, false), Reading::Part);
        assert_eq!(read(r"^https?:\/\/", Anchors::None, false), Reading::Part);
        assert_eq!(read("^[a-z]+$", Anchors::None, true), Reading::Part);
        assert_eq!(read("(?m)^[a-z]+$", Anchors::None, false), Reading::Part);
        assert_eq!(whole(r"(?m)\A[a-z]+\z", Anchors::None), Some((0, 0)));
        // Each alternative must be anchored: `^a|b$` is `^a` or `b$`.
        assert_eq!(read("^a|b$", Anchors::None, false), Reading::Part);
        assert_eq!(whole("^(a|b-c)$", Anchors::None), Some((bit('-'), bit('-'))));
        assert_eq!(whole("^a$|^-b$", Anchors::None), Some((bit('-'), bit('-'))));
        assert_eq!(read("(?x)^ [a-z]+ $", Anchors::None, false), Reading::Unread);
    }

    #[test]
    fn what_the_atoms_let_through() {
        assert_eq!(whole(r"^[a-z0-9]+\.txt$", Anchors::None), Some((bit('.'), 0)));
        assert_eq!(whole("^.+$", Anchors::None).map(|w| w.0), Some(all()));
        assert_eq!(whole(r"^\d{1,5}$", Anchors::None), Some((0, 0)));
        assert_eq!(whole(r"^[\w-]{3,}$", Anchors::None), Some((of("_-"), of("_-"))));
        assert_eq!(whole(r"^(?!-)[\w-]+$", Anchors::None), Some((of("_-"), bit('_'))));
        assert_eq!(whole(r"^(?=.{1,9}$)[a-z]+$", Anchors::None), Some((0, 0)));
        assert_eq!(whole(r"^[a-z]?-x$", Anchors::None), Some((bit('-'), bit('-'))));
        assert_eq!(whole(r"^(?P<n>[a-z]+)\x2e(?:png|jpg)$", Anchors::None), Some((bit('.'), 0)));
        assert_eq!(whole(r"^\p{L}+$", Anchors::None), Some((0, 0)));
        assert_eq!(read(r"^\p{P}+$", Anchors::None, false), Reading::Unread);
        assert_eq!(whole("^a{$", Anchors::None), Some((bit('{'), 0)));
    }

    #[test]
    fn the_literal_start_of_a_match() {
        assert_eq!(prefix(r"^https:\/\/api\.example\.com\/", Anchors::None, false), "https://api.example.com/");
        assert_eq!(prefix(r"^https?://", Anchors::None, false), "http");
        assert_eq!(prefix(r"(?i)\A/files/[a-z]+\z", Anchors::None, false), "/files/");
        assert_eq!(prefix(r"/files/", Anchors::Start, false), "/files/");
        assert_eq!(prefix(r"/files/", Anchors::None, false), "");
        assert_eq!(prefix(r"^/a|^/b", Anchors::None, false), "");
        assert_eq!(prefix(r"^/a", Anchors::None, true), "");
        assert_eq!(prefix(r"^-\d", Anchors::None, false), "-");
    }
}
