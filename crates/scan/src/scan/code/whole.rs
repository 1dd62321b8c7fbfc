//! What a regular-expression test lets through. A test validates its text only where the
//! match must cover all of it: anchored at both ends by the API (`re.fullmatch`, Java's
//! `matches`) or by the pattern (`^[a-z]+$`, `\A...\z`), in every top-level alternative. The
//! text then holds only the special characters the pattern's atoms can match ([`chars`]);
//! lookarounds consume nothing and add none. A pattern anchored at one end (`re.match(r"[a-z]+")`,
//! `/^https?:\/\//`) or not at all lets anything through around its match. A multi-line
//! pattern's `^` and `$` match at any line, so only `\A` and `\z` anchor it; an anchor that may
//! repeat no time (`^*`) anchors nothing. `$` is taken as the end even where it also matches
//! before a final line break (Python, Java's `find`): a trailing line break with nothing after
//! it completes none of the attacks. An escape or class not known here (`\e`, `\p{Print}`,
//! `[[:punct:]]`) may match any special.

use super::chars::{self, Esc, Flavour, all, bit};

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

/// How a test reads its pattern: where the API anchors it, the syntax, and whether its flags
/// make `^` and `$` match at every line or whitespace and `#` comments no part of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Syntax {
    pub api: Anchors,
    pub flavour: Flavour,
    pub multiline: bool,
    pub verbose: bool,
}

/// How a test's pattern reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// Every match covers the whole text: the special characters the text may hold, and those
    /// it may start with.
    Whole { chars: u64, first: u64 },
    /// A match may be part of the text.
    Part,
    /// A construct this reading does not know (a conditional, a class that does not close).
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
    /// Something that consumes one character of these specials (0: a letter or digit), and
    /// the character itself where it is one (`a`, `\.`).
    Atom {
        chars: u64,
        lit: Option<char>,
    },
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

fn atom(chars: u64) -> Tok {
    Tok::Atom { chars, lit: None }
}

fn literal(c: char) -> Tok {
    Tok::Atom { chars: bit(c), lit: Some(c) }
}

/// Reads `pattern` as a test with this syntax reads it.
pub fn read(pattern: &str, syn: Syntax) -> Reading {
    let Some((toks, multiline)) = tokens(pattern, syn) else { return Reading::Unread };
    let (mut chars, mut first) = (0, 0);
    for alt in alternatives(&toks) {
        if !anchored(alt, syn.api, multiline) {
            return Reading::Part;
        }
        chars |= atoms(alt);
        first |= first_chars(alt);
    }
    Reading::Whole { chars, first }
}

/// The text every match starts the text with: the literal characters after a start anchor
/// (`^https:\/\/api\.example\.com\/`, or the API's), up to the first that is not one or may
/// repeat (`^https?:` gives `http`); empty without a start anchor or with top-level
/// alternatives. With it, the special characters the character after it may be where one
/// must follow (`^/[a-z]+` gives `/` and none: a path that starts with one `/`).
pub fn start(pattern: &str, syn: Syntax) -> (String, Option<u64>) {
    let Some((toks, multiline)) = tokens(pattern, syn) else { return (String::new(), None) };
    let [alt] = alternatives(&toks)[..] else { return (String::new(), None) };
    let Some(rest) = after_start(alt, multiline, syn) else { return (String::new(), None) };
    let mut out = String::new();
    // Into a group every match starts with (`(/[a-z]+)+`): one that must match, without
    // alternatives of its own.
    let mut i = 0;
    let mut innermost = None;
    while matches!(rest.get(i), Some(Tok::Open)) && required_group(&rest[i..]) {
        innermost = Some(i);
        i += 1;
    }
    while let Some(Tok::Atom { lit: Some(c), .. }) = rest.get(i) {
        match rest.get(i + 1) {
            Some(Tok::Repeat { optional: true }) => return (out, None),
            Some(Tok::Repeat { optional: false }) => {
                out.push(*c);
                return (out, None);
            }
            _ => out.push(*c),
        }
        i += 1;
    }
    // The group ends with its literal: what follows is not known here.
    if matches!(rest.get(i), Some(Tok::Close)) {
        return (out, None);
    }
    // A negative lookahead of one atom (`(?!/)`) before the next atom takes its characters off.
    let (not, i) = match rest.get(i) {
        Some(Tok::NotAhead(n)) => (*n, i + 1),
        _ => (0, i),
    };
    // In a group (that may repeat): what the rest of the group must start with, where it must
    // match something (`(/[a-z]+)+`); else the group may start again at once (`(/[a-z]*)+`).
    if let Some(open) = innermost {
        let Some(close) = group_end(rest, open).filter(|c| *c >= i) else { return (out, None) };
        let (chars, empty) = first_of(&rest[i..close], 0);
        return (out, (!empty).then_some(chars & !not));
    }
    // Where the match is the whole text, what comes after the prefix starts as the pieces
    // left do; else only an atom that must follow says what comes next.
    let next = match (rest.get(i), rest.get(i + 1)) {
        _ if anchored(alt, syn.api, multiline) => Some(first_of(&rest[i.min(rest.len())..], 0).0 & !not),
        (Some(Tok::Atom { chars, .. }), next) if next != Some(&Tok::Repeat { optional: true }) => Some(chars & !not),
        _ => None,
    };
    (out, next)
}

/// The pieces of one alternative after its start anchor (`^`, `\A`; none where the API anchors
/// the start): `None` where the match need not start the text.
fn after_start(alt: &[Tok], multiline: bool, syn: Syntax) -> Option<&[Tok]> {
    match alt.first() {
        Some(Tok::Start { strong }) if *strong || !multiline => Some(&alt[1..]),
        _ if syn.api != Anchors::None => Some(alt),
        _ => None,
    }
}

/// How many literal starts [`literal_starts`] gives at most.
const MAX_STARTS: usize = 8;

/// Every literal start a match may have where the literal start after a start anchor goes
/// through optional groups of literals, `?` or `*` (`^https://(www\.)?example\.com/` gives
/// `https://www.example.com/` and `https://example.com/`; any subdomains after the scheme as
/// `*.`: `https://*.example.com/`), and groups of literal alternatives matched once
/// (`(www|tickets)`: one start each), up to the first token that is none of these; at most
/// [`MAX_STARTS`] (else none). Empty without a start anchor (or the API's) or with top-level
/// alternatives.
pub fn literal_starts(pattern: &str, syn: Syntax) -> Vec<String> {
    let Some((toks, multiline)) = tokens(pattern, syn) else { return Vec::new() };
    let [alt] = alternatives(&toks)[..] else { return Vec::new() };
    let Some(rest) = after_start(alt, multiline, syn) else { return Vec::new() };
    let lit = |t: &Tok| match t {
        Tok::Atom { lit: Some(c), .. } => Some(*c),
        _ => None,
    };
    let mut out = vec![String::new()];
    let mut i = 0;
    while i < rest.len() && out.len() <= MAX_STARTS {
        let repeated = matches!(rest.get(i + 1), Some(Tok::Repeat { .. }));
        match (&rest[i], lit(&rest[i])) {
            (_, Some(c)) if !repeated => out.iter_mut().for_each(|p| p.push(c)),
            // Any subdomains right after the scheme (`https://([a-z0-9-]+\.)*example\.com/`):
            // `*.` in their place.
            (Tok::Open, _)
                if out.iter().all(|p| p.ends_with("://"))
                    && let Some(after) = subdomain_group(&rest[i..]) =>
            {
                out.iter_mut().for_each(|p| p.push_str("*."));
                i = rest.len() - after.len();
                continue;
            }
            (Tok::Open, _) => {
                let Some(close) = group_end(rest, i) else { break };
                // A group of literal alternatives, once (`(www|tickets)`): each gives a start.
                if !matches!(rest.get(close + 1), Some(Tok::Repeat { .. }))
                    && let Some(words) = literal_alternatives(&rest[i + 1..close], lit)
                {
                    out = out.iter().flat_map(|p| words.iter().map(move |w| format!("{p}{w}"))).collect();
                    i = close + 1;
                    continue;
                }
                // Of literals that cannot end a host or start another part (`www.`, `eu.`): an
                // optional group (`?`, `*`) gives what no copy and one copy give.
                let inner: Option<String> = rest[i + 1..close].iter().map(lit).collect();
                let inner = inner.filter(|g| !g.contains(['/', '\\', '@', '?', '#', ':']));
                match (inner, rest.get(close + 1)) {
                    (Some(g), Some(Tok::Repeat { optional: true }))
                        if !matches!(rest.get(close + 2), Some(Tok::Repeat { .. })) =>
                    {
                        let with: Vec<String> = out.iter().map(|p| format!("{p}{g}")).collect();
                        out.extend(with);
                        i = close + 2;
                        continue;
                    }
                    _ => break,
                }
            }
            _ => break,
        }
        i += 1;
    }
    if out.len() > MAX_STARTS || out.iter().all(String::is_empty) { Vec::new() } else { out }
}

/// The words of a group made of literal alternatives only (`www|tickets`), each non-empty and
/// of no character that ends a host or starts another part of an address; `None` for any
/// other group.
fn literal_alternatives(inner: &[Tok], lit: impl Fn(&Tok) -> Option<char>) -> Option<Vec<String>> {
    let words: Option<Vec<String>> = alternatives(inner).iter().map(|alt| alt.iter().map(&lit).collect()).collect();
    let words = words?;
    let plain = |w: &String| !w.is_empty() && !w.contains(['/', '\\', '@', '?', '#', ':']);
    (words.len() > 1 && words.iter().all(plain)).then_some(words)
}

/// How many hosts [`hosts`] gives at most.
const MAX_HOSTS: usize = 16;

/// The names a whole match may be where it is one of a few literal names, each maybe after any
/// subdomains, marked `*.` (`tiles\.(a|b)\.net` gives `tiles.a.net` and `tiles.b.net`;
/// `([a-z0-9-]+\.)*(a\.com|b\.co\.uk)` gives `*.a.com` and `*.b.co.uk`): empty where a
/// match need not be the whole text, or may be any other text.
pub fn hosts(pattern: &str, syn: Syntax) -> Vec<String> {
    let Some((toks, multiline)) = tokens(pattern, syn) else { return Vec::new() };
    let mut out = Vec::new();
    for alt in alternatives(&toks) {
        if !anchored(alt, syn.api, multiline) {
            return Vec::new();
        }
        let body = match alt {
            [Tok::Start { .. }, rest @ ..] => rest,
            _ => alt,
        };
        let body = match body {
            [rest @ .., Tok::End { .. }] => rest,
            _ => body,
        };
        let (any_sub, body) = match subdomain_group(body) {
            Some(after) => ("*.", after),
            None => ("", body),
        };
        let Some(names) = literal_names(body, 0) else { return Vec::new() };
        out.extend(names.into_iter().map(|n| format!("{any_sub}{n}")));
        if out.len() > MAX_HOSTS {
            return Vec::new();
        }
    }
    out
}

/// What follows a leading group of one host label and its dot, repeated or optional
/// (`([a-z0-9-]+\.)*`): any subdomains; `None` where pieces do not start so, or its atoms may
/// match a character that ends a host (`/`, `\`, `@`, `:`, `?`, `#`, `%`).
fn subdomain_group(toks: &[Tok]) -> Option<&[Tok]> {
    if !matches!(toks.first(), Some(Tok::Open)) {
        return None;
    }
    let close = group_end(toks, 0)?;
    let inner = &toks[1..close];
    let [label @ .., Tok::Atom { lit: Some('.'), .. }] = inner else { return None };
    // (A label of literals, `(www\.)?`, is one name or none: [`literal_starts`] and
    // [`literal_names`] read it so.)
    let plain = label.iter().all(|t| matches!(t, Tok::Atom { .. } | Tok::Repeat { .. }))
        && label.iter().any(|t| matches!(t, Tok::Atom { lit: None, .. }));
    let delimiters = chars::of("/\\@:?#%");
    match toks.get(close + 1) {
        Some(Tok::Repeat { .. }) if plain && atoms(label) & delimiters == 0 => Some(&toks[close + 2..]),
        _ => None,
    }
}

/// Every text pieces match where they are literals and groups of literal alternatives
/// (`a\.(b|c)\.com`; a group that may match no time gives what no copy and one copy give,
/// where it ends with a dot: `(www\.)?`); `None` for any other piece, or past [`MAX_HOSTS`].
fn literal_names(toks: &[Tok], depth: usize) -> Option<Vec<String>> {
    let mut out = vec![String::new()];
    let mut i = 0;
    while i < toks.len() {
        let repeated = |at: usize| matches!(toks.get(at), Some(Tok::Repeat { .. }));
        let (texts, next) = match &toks[i] {
            Tok::Atom { lit: Some(c), .. } if !repeated(i + 1) => (vec![c.to_string()], i + 1),
            Tok::Open if depth < MAX_NESTING => {
                let close = group_end(toks, i)?;
                let mut inner = Vec::new();
                for alt in alternatives(&toks[i + 1..close]) {
                    inner.extend(literal_names(alt, depth + 1)?);
                }
                match toks.get(close + 1) {
                    Some(Tok::Repeat { optional: true })
                        if !repeated(close + 2) && inner.iter().all(|t| t.ends_with('.')) =>
                    {
                        inner.push(String::new());
                        (inner, close + 2)
                    }
                    Some(Tok::Repeat { .. }) => return None,
                    _ => (inner, close + 1),
                }
            }
            _ => return None,
        };
        out = out.iter().flat_map(|p| texts.iter().map(move |t| format!("{p}{t}"))).collect();
        if out.len() > MAX_HOSTS {
            return None;
        }
        i = next;
    }
    Some(out)
}

/// Whether the group `toks` opens must match once at least: no alternatives at its own level,
/// and not made optional after its close (`(..)?`, `(..)*`).
fn required_group(toks: &[Tok]) -> bool {
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate() {
        match t {
            Tok::Open => depth += 1,
            Tok::Close if depth == 1 => return !matches!(toks.get(i + 1), Some(Tok::Repeat { optional: true })),
            Tok::Close => depth = depth.saturating_sub(1),
            Tok::Alt if depth == 1 => return false,
            _ => {}
        }
    }
    false
}

/// The text every match ends the text with, where the match reaches the text's end: the
/// literal characters before the end (`https://[a-z]+\.example\.com`'s `.example.com`, also
/// searched for as `\.example\.com$`), back to the first that is not one or may repeat; empty
/// with top-level alternatives. After a repeated group that ends with a dot, the literal is
/// a domain's with its dot: `([a-z]+\.)+example\.com` ends so; `([a-z]+\.)*example\.com`
/// too where the group follows a `/` (`https://`) or starts the text (after `^`, or first where
/// the API anchors the start): then the text's host is the domain itself or one under it.
pub fn end(pattern: &str, syn: Syntax) -> String {
    let Some((toks, multiline)) = tokens(pattern, syn) else { return String::new() };
    let [alt] = alternatives(&toks)[..] else { return String::new() };
    let ends = syn.api == Anchors::Whole || matches!(alt.last(), Some(Tok::End { strong }) if *strong || !multiline);
    if !ends {
        return String::new();
    }
    let body = match alt.last() {
        Some(Tok::End { .. }) => &alt[..alt.len() - 1],
        _ => alt,
    };
    let mut out = Vec::new();
    let mut before = body.len();
    for (i, t) in body.iter().enumerate().rev() {
        match (t, body.get(i + 1)) {
            (Tok::Atom { lit: Some(c), .. }, None | Some(Tok::Atom { .. })) => out.push(*c),
            _ => break,
        }
        before = i;
    }
    if out.last() != Some(&'.') && subdomains_before(&body[..before], syn.api != Anchors::None) {
        out.push('.');
    }
    out.iter().rev().collect()
}

/// Whether pieces end with a repeated group that ends with a literal dot and has no
/// alternatives of its own, which ends the text before them with a dot, or, where it may
/// repeat no time, starts the text (a `^`, or the first piece where the API anchors the start:
/// `anchored`) or follows a `/`.
fn subdomains_before(toks: &[Tok], anchored: bool) -> bool {
    let [.., Tok::Close, Tok::Repeat { optional }] = toks else { return false };
    let close = toks.len() - 2;
    let mut depth = 0usize;
    let Some(open) = (0..close).rev().find(|&i| {
        match toks[i] {
            Tok::Close => depth += 1,
            Tok::Open if depth == 0 => return true,
            Tok::Open => depth -= 1,
            _ => {}
        }
        false
    }) else {
        return false;
    };
    let inner = &toks[open + 1..close];
    let dot_last = matches!(inner.last(), Some(Tok::Atom { lit: Some('.'), .. }));
    if !dot_last || alternatives(inner).len() > 1 {
        return false;
    }
    match toks[..open].last() {
        _ if !optional => true,
        None => anchored,
        Some(t) => matches!(t, Tok::Start { .. } | Tok::Atom { lit: Some('/'), .. }),
    }
}

/// A pattern without the inline flags it starts with (`(?m)`, `(?i-s)`).
pub fn without_flags(p: &str) -> &str {
    let mut rest = p;
    while let Some(after) = rest.strip_prefix("(?") {
        let flags = after.chars().take_while(|c| c.is_ascii_alphabetic() || *c == '-').count();
        match after[flags..].strip_prefix(')') {
            Some(r) => rest = r,
            None => break,
        }
    }
    rest
}

/// The specials the atoms among pieces match.
fn atoms(toks: &[Tok]) -> u64 {
    toks.iter().fold(0, |m, t| if let Tok::Atom { chars, .. } = t { m | chars } else { m })
}

/// The top-level alternatives of a pattern's pieces.
fn alternatives(toks: &[Tok]) -> Vec<&[Tok]> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0usize, 0);
    for (i, t) in toks.iter().enumerate() {
        match t {
            Tok::Open => depth += 1,
            Tok::Close => depth = depth.saturating_sub(1),
            Tok::Alt if depth == 0 => {
                out.push(&toks[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&toks[start..]);
    out
}

/// Whether one top-level alternative must match from the start to the end of the text.
fn anchored(alt: &[Tok], api: Anchors, multiline: bool) -> bool {
    let start = api != Anchors::None || matches!(alt.first(), Some(Tok::Start { strong }) if *strong || !multiline);
    let end = api == Anchors::Whole || matches!(alt.last(), Some(Tok::End { strong }) if *strong || !multiline);
    start && end
}

/// The specials an alternative's first character may be, less what a negative lookahead
/// before any atom refuses (`(?!-)`).
fn first_chars(alt: &[Tok]) -> u64 {
    let mut refused = 0;
    for (i, t) in alt.iter().enumerate() {
        match t {
            Tok::NotAhead(m) if !matches!(alt.get(i + 1), Some(Tok::Repeat { optional: true })) => refused |= m,
            Tok::Atom { .. } | Tok::Open => break,
            _ => {}
        }
    }
    first_of(alt, 0).0 & !refused
}

/// Groups nested deeper than this are read as their atoms (a pattern from the scanned file may
/// nest without end).
const MAX_NESTING: usize = 32;

/// The specials the first character pieces match may be, and whether they may match nothing:
/// each piece's (a group's, of any of its alternatives) up to the first that must match
/// something (`([a-z]\.)*[a-z]` starts with a letter).
fn first_of(toks: &[Tok], depth: usize) -> (u64, bool) {
    let mut first = 0;
    let mut i = 0;
    while i < toks.len() {
        let (chars, empty, next) = match &toks[i] {
            Tok::Atom { chars, .. } => (*chars, false, i + 1),
            Tok::Open => {
                let end = group_end(toks, i).filter(|_| depth < MAX_NESTING);
                let Some(close) = end else { return (first | atoms(&toks[i..]), true) };
                let inner = alternatives(&toks[i + 1..close]).into_iter().map(|a| first_of(a, depth + 1));
                let (chars, empty) = inner.fold((0, false), |(f, e), (g, n)| (f | g, e || n));
                (chars, empty, close + 1)
            }
            _ => {
                i += 1;
                continue;
            }
        };
        first |= chars;
        if !empty && !matches!(toks.get(next), Some(Tok::Repeat { optional: true })) {
            return (first, false);
        }
        i = next;
    }
    (first, true)
}

/// The `Close` of the group opened at `open`.
fn group_end(toks: &[Tok], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate().skip(open) {
        match t {
            Tok::Open => depth += 1,
            Tok::Close => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The pieces of a pattern, and whether it is multi-line (by the syntax's flags or an inline
/// `(?m)`); `None` for what is not read (a conditional, a class that does not close).
fn tokens(p: &str, syn: Syntax) -> Option<(Vec<Tok>, bool)> {
    let cs: Vec<char> = p.chars().collect();
    let (mut out, mut multiline, mut verbose, mut i) = (Vec::new(), syn.multiline, syn.verbose, 0);
    while i < cs.len() {
        // Verbose mode: whitespace and `#` comments are no part of the pattern.
        if verbose && (cs[i].is_whitespace() || cs[i] == '#') {
            i += if cs[i] == '#' { cs[i..].iter().position(|c| *c == '\n').unwrap_or(cs.len() - i) } else { 1 };
            continue;
        }
        let (tok, used) = match cs[i] {
            '\\' => escaped(&cs[i..], syn.flavour)?,
            '[' => {
                let (m, used) = match chars::class_at(&cs[i..], syn.flavour) {
                    Some(read) => read,
                    None => (all(), class_len(&cs[i..])?),
                };
                (vec![atom(m)], used)
            }
            '(' => match group(&cs[i..], syn.flavour)? {
                Group::Plain(used) => (vec![Tok::Open], used),
                Group::Flags { used, multi, wordy } => {
                    multiline |= multi;
                    verbose |= wordy;
                    (Vec::new(), used)
                }
                Group::Around { used, refuses } => (vec![Tok::NotAhead(refuses)], used),
                Group::Reference(used) => (vec![atom(0)], used),
            },
            ')' => (vec![Tok::Close], 1),
            '|' => (vec![Tok::Alt], 1),
            '*' | '?' | '+' => {
                let lazy = matches!(cs.get(i + 1), Some('?' | '+'));
                (vec![Tok::Repeat { optional: cs[i] != '+' }], 1 + usize::from(lazy))
            }
            '{' => match repeat(&cs[i..]) {
                Some((optional, used)) => (vec![Tok::Repeat { optional }], used),
                None => (vec![literal('{')], 1),
            },
            '.' => (vec![atom(all())], 1),
            '^' => (vec![Tok::Start { strong: false }], 1),
            '$' => (vec![Tok::End { strong: false }], 1),
            c => (vec![literal(c)], 1),
        };
        out.extend(tok);
        i += used;
    }
    Some((unanchor_repeated(out), multiline))
}

/// Anchors that may repeat no time (`^*`, `$?`) anchor nothing; a required repeat of one
/// (`^+`) is the anchor.
fn unanchor_repeated(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    for t in toks {
        if let (Tok::Repeat { optional }, Some(Tok::Start { .. } | Tok::End { .. })) = (t, out.last()) {
            if optional {
                out.pop();
            }
            continue;
        }
        out.push(t);
    }
    out
}

/// The length of a class not read, to its first `]` after its first character.
fn class_len(cs: &[char]) -> Option<usize> {
    let from = 1 + usize::from(cs.get(1) == Some(&'^')) + 1;
    let mut i = from;
    while i < cs.len() {
        match cs[i] {
            '\\' => i += 2,
            ']' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// An escape at the start of `cs`, and how many characters it takes: anchors (`\A`, `\z`,
/// not JavaScript's letters), assertions, back-references (JavaScript's may be octal: any
/// special), a quoted run (`\Q..\E`), else a character or set ([`chars::escape_at`]); an
/// escape not known may match any special.
fn escaped(cs: &[char], flavour: Flavour) -> Option<(Vec<Tok>, usize)> {
    let e = *cs.get(1)?;
    let js = flavour == Flavour::Javascript;
    let until = |close: char| cs.iter().skip(2).position(|c| *c == close).map(|n| n + 3);
    Some(match e {
        'A' if !js => (vec![Tok::Start { strong: true }], 2),
        'Z' | 'z' if !js => (vec![Tok::End { strong: true }], 2),
        'b' | 'B' | 'G' => (Vec::new(), 2),
        'k' if matches!(cs.get(2), Some('<' | '{' | '\'')) => {
            let close = match cs[2] {
                '<' => '>',
                '{' => '}',
                _ => '\'',
            };
            (vec![atom(0)], until(close)?)
        }
        'N' if cs.get(2) == Some(&'{') => (vec![atom(all())], until('}')?),
        'Q' if !js => {
            let body = &cs[2..];
            let end = body.windows(2).position(|w| w == ['\\', 'E']).unwrap_or(body.len());
            let used = 2 + end + if end < body.len() { 2 } else { 0 };
            (body[..end].iter().map(|c| literal(*c)).collect(), used)
        }
        _ => match chars::escape_at(cs, flavour) {
            Some((Esc::Char(c), used)) => (vec![literal(c)], used),
            Some((Esc::Set(m), used)) => (vec![atom(m)], used),
            None if e.is_ascii_digit() => {
                let used = 1 + cs[1..].iter().take_while(|c| c.is_ascii_digit()).count();
                (vec![atom(if js { all() } else { 0 })], used)
            }
            None => (vec![atom(all())], 2),
        },
    })
}

/// What a `(` opens.
enum Group {
    /// A group that matches (`(...)`, `(?:...)`, `(?P<name>...)`, `(?i:...)`): the characters
    /// its opening takes.
    Plain(usize),
    /// Flags for the rest of the pattern (`(?i)`): `multi` when they make it multi-line,
    /// `wordy` when verbose.
    Flags { used: usize, multi: bool, wordy: bool },
    /// A lookaround, all of it: what a negative lookahead of one atom refuses.
    Around { used: usize, refuses: u64 },
    /// A back-reference by name (`(?P=name)`), all of it.
    Reference(usize),
}

/// Reads the group at the start of `cs`; `None` for a conditional or a lookaround that does
/// not close.
fn group(cs: &[char], flavour: Flavour) -> Option<Group> {
    if cs.get(1) != Some(&'?') {
        return Some(Group::Plain(1));
    }
    let rest = &cs[2..];
    let starts = |s: &str| rest.iter().take(s.chars().count()).copied().eq(s.chars());
    if let Some(open) = ["=", "!", "<=", "<!"].into_iter().find(|o| starts(o)) {
        let from = 2 + open.len();
        let len = closing(&cs[from..], flavour)?;
        let inner: String = cs[from..from + len].iter().collect();
        let refuses = if open == "!" { chars::matched(&inner, true) } else { 0 };
        return Some(Group::Around { used: from + len + 1, refuses });
    }
    if starts("P=") || starts("#") {
        let close = rest.iter().position(|c| *c == ')')?;
        let used = 2 + close + 1;
        return Some(if starts("#") {
            Group::Flags { used, multi: false, wordy: false }
        } else {
            Group::Reference(used)
        });
    }
    if let Some(skip) = ["P<", "<", "'"].into_iter().find(|o| starts(o)).map(|o| o.len()) {
        let close = rest[skip..].iter().position(|c| matches!(c, '>' | '\''))?;
        return Some(Group::Plain(2 + skip + close + 1));
    }
    if starts(":") {
        return Some(Group::Plain(3));
    }
    let flags = rest.iter().take_while(|c| c.is_ascii_alphabetic() || **c == '-').count();
    let on: String = rest[..flags].iter().take_while(|c| **c != '-').collect();
    match rest.get(flags)? {
        ')' => Some(Group::Flags { used: 2 + flags + 1, multi: on.contains('m'), wordy: on.contains('x') }),
        ':' => Some(Group::Plain(2 + flags + 1)),
        _ => None,
    }
}

/// How many characters a lookaround's body takes before its `)`, with nested groups, escapes
/// and classes.
fn closing(cs: &[char], flavour: Flavour) -> Option<usize> {
    let (mut depth, mut i) = (0usize, 0);
    while i < cs.len() {
        match cs[i] {
            '\\' => i += 1,
            '[' => {
                let used = chars::class_at(&cs[i..], flavour).map(|(_, u)| u).or_else(|| class_len(&cs[i..]))?;
                i += used - 1;
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

    fn syn(api: Anchors) -> Syntax {
        Syntax { api, flavour: Flavour::Python, multiline: false, verbose: false }
    }

    fn whole_in(p: &str, s: Syntax) -> Option<(u64, u64)> {
        match read(p, s) {
            Reading::Whole { chars, first } => Some((chars, first)),
            _ => None,
        }
    }

    fn whole(p: &str, api: Anchors) -> Option<(u64, u64)> {
        whole_in(p, syn(api))
    }

    #[test]
    fn anchors_come_from_the_api_or_both_ends() {
        assert_eq!(whole("^[a-z]+$", Anchors::None), Some((0, 0)));
        assert_eq!(whole(r"\A[\w.-]+\z", Anchors::None), Some((of("_.-"), of("_.-"))));
        assert_eq!(whole("[a-z]+", Anchors::Whole), Some((0, 0)));
        assert_eq!(whole("[a-z]+$", Anchors::Start), Some((0, 0)));
        assert_eq!(read("[a-z]+", syn(Anchors::Start)), Reading::Part);
        assert_eq!(read(r"^https?:\/\/", syn(Anchors::None)), Reading::Part);
        assert_eq!(read("^[a-z]+$", Syntax { multiline: true, ..syn(Anchors::None) }), Reading::Part);
        assert_eq!(read("(?m)^[a-z]+$", syn(Anchors::None)), Reading::Part);
        assert_eq!(whole(r"(?m)\A[a-z]+\z", Anchors::None), Some((0, 0)));
        // Each alternative must be anchored: `^a|b$` is `^a` or `b$`.
        assert_eq!(read("^a|b$", syn(Anchors::None)), Reading::Part);
        assert_eq!(whole("^(a|b-c)$", Anchors::None), Some((bit('-'), 0)));
        assert_eq!(whole("^a$|^-b$", Anchors::None), Some((bit('-'), bit('-'))));
        assert_eq!(whole("(?x)^ [a-z]+ # letters/only\n $", Anchors::None), Some((0, 0)));
        assert_eq!(whole_in("^[a-z]+ # letters\n$", Syntax { verbose: true, ..syn(Anchors::None) }), Some((0, 0)));
        assert_eq!(read("(?(1)a|b)", syn(Anchors::None)), Reading::Unread);
        // An anchor that may repeat no time anchors nothing.
        assert_eq!(read("^*[a-z]+$", syn(Anchors::None)), Reading::Part);
        assert_eq!(whole("^+[a-z]+$", Anchors::None), Some((0, 0)));
        // JavaScript's `\A` and `\z` are letters.
        let js = Syntax { flavour: Flavour::Javascript, ..syn(Anchors::None) };
        assert_eq!(read(r"\A[a-z]+\z", js), Reading::Part);
    }

    #[test]
    fn what_the_atoms_let_through() {
        assert_eq!(whole(r"^[a-z0-9]+\.txt$", Anchors::None), Some((bit('.'), 0)));
        assert_eq!(whole("^.+$", Anchors::None).map(|w| w.0), Some(all()));
        assert_eq!(whole(r"^\d{1,5}$", Anchors::None), Some((0, 0)));
        assert_eq!(whole(r"^[\w-]{3,}$", Anchors::None), Some((of("_-"), of("_-"))));
        assert_eq!(whole(r"^(?!-)[\w-]+$", Anchors::None), Some((of("_-"), bit('_'))));
        assert_eq!(whole(r"^(?!-)?[\w-]+$", Anchors::None), Some((of("_-"), of("_-"))));
        assert_eq!(whole(r"^(?=.{1,9}$)[a-z]+$", Anchors::None), Some((0, 0)));
        // A group's first character is one of its alternatives' first ones.
        let host = r"^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$";
        assert_eq!(whole(host, Anchors::None), Some((of(".-"), 0)));
        assert_eq!(whole(r"^(?:-|[a-z])+$", Anchors::None), Some((bit('-'), bit('-'))));
        assert_eq!(whole(r"^(?:[a-z]*)?-$", Anchors::None), Some((bit('-'), bit('-'))));
        // A pattern of the scanned file nested without end is read, not followed down.
        let deep = format!("^{}-{}$", "(".repeat(20_000), ")".repeat(20_000));
        assert_eq!(whole(&deep, Anchors::None).map(|w| w.1), Some(bit('-')));
        assert_eq!(whole(r"^[a-z]?-x$", Anchors::None), Some((bit('-'), bit('-'))));
        assert_eq!(whole(r"^(\w*)(-\w+)?$", Anchors::None).map(|w| w.1), Some(of("_-")));
        assert_eq!(whole(r"^[a-z]+\x2e(?:png|jpg)$", Anchors::None), Some((bit('.'), 0)));
        assert_eq!(whole(r"^(?P<ü>.*)$", Anchors::None).map(|w| w.0), Some(all()));
        assert_eq!(whole(r"^\p{L}+$", Anchors::None), Some((0, 0)));
        assert_eq!(whole(r"^\p{P}+$", Anchors::None).map(|w| w.0), Some(all()));
        assert_eq!(whole("^a{$", Anchors::None), Some((bit('{'), 0)));
        assert_eq!(whole(r"^(?:[a-z]|\047)+$", Anchors::None), Some((bit('\''), bit('\''))));
        assert_eq!(whole(r"^[\x20-\x7e]+$", Anchors::None).map(|w| w.0), Some(all() & !of("\t\n\r\0")));
        assert_eq!(whole(r"^\Q.*\E$", Anchors::None), Some((of(".*"), bit('.'))));
        let re2 = Syntax { flavour: Flavour::Re2, ..syn(Anchors::None) };
        assert_eq!(whole_in("^[[:alnum:]_]+$", re2), Some((bit('_'), bit('_'))));
        assert_eq!(whole_in("^[[:print:]]+$", re2).map(|w| w.0), Some(all()));
        let js = Syntax { flavour: Flavour::Javascript, ..syn(Anchors::None) };
        assert_eq!(whole_in("^[^]*$", js).map(|w| w.0), Some(all()));
        assert_eq!(whole_in(r"^(a)\1$", js).map(|w| w.0), Some(all()));
    }

    /// Every prefix of patterns full of constructs, and pseudo-random mixes of their pieces, is
    /// read without a panic in every flavour.
    #[test]
    fn odd_patterns_never_panic() {
        const PIECES: [&str; 34] = [
            "\\",
            "\\x",
            "\\x{",
            "\\u{2",
            "\\0",
            "\\07",
            "\\c",
            "\\cJ",
            "\\p{",
            "\\Q",
            "\\E",
            "\\k<",
            "\\N{",
            "[",
            "[^",
            "[]",
            "[[:",
            "[:alpha:]",
            "]",
            "(",
            "(?",
            "(?P<",
            "(?P=",
            "(?<",
            "(?#",
            "(?i",
            ")",
            "{",
            "{1,",
            "}",
            "ü",
            "^",
            "$",
            "|",
        ];
        let flavours = [Flavour::Python, Flavour::Javascript, Flavour::Java, Flavour::Re2];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..2000 {
            let mut p = String::new();
            for _ in 0..(seed % 9) {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                p.push_str(PIECES[(seed >> 33) as usize % PIECES.len()]);
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            for end in p.char_indices().map(|(i, _)| i).chain([p.len()]) {
                for flavour in flavours {
                    for api in [Anchors::None, Anchors::Start, Anchors::Whole] {
                        let s = Syntax { api, flavour, multiline: false, verbose: seed.is_multiple_of(2) };
                        let _ = (read(&p[..end], s), start(&p[..end], s), without_flags(&p[..end]));
                        let _ = chars::matched(&p[..end], true);
                    }
                }
            }
        }
    }

    #[test]
    fn the_literal_start_of_a_match() {
        let none = syn(Anchors::None);
        assert_eq!(start(r"^https:\/\/api\.example\.com\/", none).0, "https://api.example.com/");
        assert_eq!(start(r"^https?://", none).0, "http");
        assert_eq!(start(r"(?i)\A/files/[a-z]+\z", none).0, "/files/");
        assert_eq!(start(r"/files/", syn(Anchors::Start)).0, "/files/");
        assert_eq!(start(r"/files/", none).0, "");
        assert_eq!(start(r"^/a|^/b", none).0, "");
        assert_eq!(start(r"^/a", Syntax { multiline: true, ..none }).0, "");
        assert_eq!(start(r"^-\d", none).0, "-");
        assert_eq!(start(r"^a+b", none).0, "a");
        assert_eq!(start(r"^/[a-z]+$", none), ("/".to_string(), Some(0)));
        assert_eq!(start(r"^/(?!/)[a-z/]*$", none), ("/".to_string(), Some(0)));
        assert_eq!(start(r"^/[a-z]*", none), ("/".to_string(), None));
        assert_eq!(start(r"^/[a-z]*$", none), ("/".to_string(), Some(0)));
        assert_eq!(start(r"^/(?!/)[a-z/]+$", none), ("/".to_string(), Some(0)));
        assert_eq!(start(r"^/[a-z/]+$", none).1, Some(bit('/')));
        // What may come second: the first character of what follows, not all it holds.
        assert_eq!(start(r"^/[a-z]+(/[a-z0-9-]+)*$", none).1, Some(0));
        // Into a group every match starts with; not an optional one, nor one of alternatives.
        let whole = syn(Anchors::Whole);
        let (prefix, next) = start(r"(/[A-Za-z0-9_-]+)+/?", whole);
        assert_eq!((prefix.as_str(), next.map(|n| n & (bit('/') | bit('\\')))), ("/", Some(0)));
        assert_eq!(start(r"^(?:/a)b", none), ("/a".to_string(), None));
        assert_eq!(start(r"^(/[a-z]+)?$", none).0, "");
        assert_eq!(start(r"^(/a|//b)$", none).0, "");
        // A group whose rest may match nothing may start again at once: `//evil.com`.
        assert_eq!(start(r"^(/[a-z.]*)+$", none), ("/".to_string(), None));
        assert_eq!(start(r"(?:/\w*){1,5}", whole), ("/".to_string(), None));
    }

    /// Optional groups of literals in the literal start give every start a match may have;
    /// anything else ends them.
    #[test]
    fn every_literal_start_of_a_match() {
        let none = syn(Anchors::None);
        let starts = |p: &str| literal_starts(p, none);
        assert_eq!(
            starts(r"^https:\/\/(www\.)?shop\.com\/"),
            ["https://shop.com/", "https://www.shop.com/"].map(String::from)
        );
        assert_eq!(starts(r"^https://(?:api\.)?(eu\.)?x\.com/a+").len(), 4);
        assert_eq!(starts(r"^https://([a-z]+\.)?x\.com/"), ["https://*.x.com/".to_string()]);
        assert_eq!(starts(r"^https://([a-z0-9-]+\.)*x\.co\.uk/certs/"), ["https://*.x.co.uk/certs/".to_string()]);
        // Not a host label: `/`, `@` or `:` may be in it.
        assert_eq!(starts(r"^https://([^.]+\.)*x\.com/"), ["https://".to_string()]);
        assert_eq!(starts(r"^https://(.+\.)*x\.com/"), ["https://".to_string()]);
        assert_eq!(starts(r"^https://(www\.)*x\.com/").len(), 2);
        assert_eq!(starts(r"^https://x\.com(/a)?b"), ["https://x.com".to_string()]);
        assert_eq!(starts(r"https://(www\.)?x\.com/"), Vec::<String>::new());
        // A group of literal alternatives, once: each alternative starts a match.
        assert_eq!(starts(r"^(a|b)c"), ["ac", "bc"].map(String::from));
        assert_eq!(
            starts(r"^https:\/\/(www|tickets)\.rail\.ch\/"),
            ["https://www.rail.ch/", "https://tickets.rail.ch/"].map(String::from)
        );
        // Not where an alternative may be empty, repeated, or hold a `/`.
        assert_eq!(starts(r"^https://(www|)x\.com/"), ["https://".to_string()]);
        assert_eq!(starts(r"^https://(a|b)+x\.com/"), ["https://".to_string()]);
        assert_eq!(starts(r"^https://(a\.com|b\.com/x)/"), ["https://".to_string()]);
    }

    /// A whole match of a few literal names, maybe under any subdomains: those names; anything
    /// else, none.
    #[test]
    fn the_hosts_a_whole_match_may_be() {
        let (none, whole) = (syn(Anchors::None), syn(Anchors::Whole));
        assert_eq!(
            hosts(r"tiles\.(a|b|c)\.net", whole),
            ["tiles.a.net", "tiles.b.net", "tiles.c.net"].map(String::from)
        );
        assert_eq!(
            hosts(r"([a-z0-9-]+\.)*(highfield\.com|ridge\.co\.uk)", whole),
            ["*.highfield.com", "*.ridge.co.uk"].map(String::from)
        );
        assert_eq!(hosts(r"^(www\.)?x\.com$", none), ["www.x.com", "x.com"].map(String::from));
        assert_eq!(hosts(r"^a\.com$|^b\.com$", none), ["a.com", "b.com"].map(String::from));
        for open in [r"a\.com", r"^a\.com", r"^[a-z]+\.com$", r"^a\.com|b\.com$", r"^(x-)*a\.com$", r"^a+\.com$"] {
            assert_eq!(hosts(open, none), Vec::<String>::new(), "{open}");
        }
        assert_eq!(hosts(r"(.+\.)*a\.com", whole), Vec::<String>::new());
    }

    /// The literal end of a whole match: back to a repeat, none where the match may be part.
    #[test]
    fn the_literal_end_of_a_match() {
        let none = syn(Anchors::None);
        assert_eq!(end(r"https://[a-z0-9-]+\.example\.com", syn(Anchors::Whole)), ".example.com");
        assert_eq!(end(r"^https://.*\.example\.com$", none), ".example.com");
        assert_eq!(end(r"^https://[a-z]+\.example\.com", none), "");
        assert_eq!(end(r"\.example\.com$", none), ".example.com");
        assert_eq!(end(r"^https://[a-z]+\.example\.com(:\d+)?$", none), "");
        assert_eq!(end(r"^a\.com$|^b\.com$", none), "");
        assert_eq!(end(r"^x\.example\.com+$", none), "");
        // After subdomains that may be none: the domain's own end only where the group
        // follows `//` or starts the text.
        assert_eq!(end(r"https://([a-z0-9-]+\.)*example\.com", syn(Anchors::Whole)), ".example.com");
        assert_eq!(end(r"^([a-z0-9-]+\.)*example\.com$", none), ".example.com");
        assert_eq!(end(r"([a-z0-9-]+\.)*example\.com$", none), "example.com");
        assert_eq!(end(r"^https://x([a-z0-9-]+\.)*example\.com$", none), "example.com");
        assert_eq!(end(r"^https://([a-z]+\.|evil)*example\.com$", none), "example.com");
        assert_eq!(end(r"^https://([a-z0-9-]+\.)+example\.com$", none), ".example.com");
    }
}
