//! Special characters: which of them a replacement's pattern matches at every occurrence, and
//! which of them each attack needs. A chain of replacements that leaves request data none of the
//! characters an attack needs escapes it against that attack, as an escaper would
//! (`s.replace(/[<>"']/g, c => ENTITIES[c])` before a page; `s.replace(/[.*+?^${}()|[\]\\]/g,
//! "\\$&")` before a regular expression).

/// The characters tracked, one bit each (at most 64): ASCII punctuation, the space, tab, line
/// breaks and NUL. Letters and digits are never special.
const SPECIALS: &str = " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\t\n\r\0";

/// Every tracked character.
pub fn all() -> u64 {
    (1u64 << SPECIALS.chars().count()) - 1
}

/// The bit of one character (0 for a letter, a digit or anything untracked).
pub fn bit(c: char) -> u64 {
    SPECIALS.chars().position(|s| s == c).map_or(0, |i| 1 << i)
}

/// The special characters of a text.
pub fn of(text: &str) -> u64 {
    text.chars().fold(0, |m, c| m | bit(c))
}

/// The characters an attack needs, by CWE number, and whether escaping each with a backslash
/// (the backslash itself included) is enough: a page needs a tag or a quote, a regular
/// expression its metacharacters, a path a separator (`..` alone names the folder's parent,
/// no file in another); SQL, a shell command, an LDAP filter and
/// an XPath expression are safe only where no punctuation or space is left that their syntax
/// reads.
pub fn needed(cwe: u16) -> Option<(u64, bool)> {
    let chars = match cwe {
        79 => "<>\"'",
        1333 | 943 | 625 | 730 => ".*+?^$()[]{}|\\",
        22 => "/\\",
        78 | 77 | 88 => ";&|$`()<>'\"\\ \t\n\r*?[]{}~!#",
        89 => "'\"\\;-#/*() \t\n\r=<>|&",
        90 => "*()\\&|!=<>~\0",
        643 => "'\"[]()/=@|*",
        113 | 117 | 93 => "\r\n",
        _ => return None,
    };
    Some((of(chars), matches!(cwe, 1333 | 943 | 625 | 730)))
}

/// The special characters every occurrence of which a pattern matches: a single character, a
/// character class (`[<>"']`, negated `[^\w.-]`, with `+` or `*` after it) or alternatives of
/// such (`<|>`); 0 for anything longer or unknown (`<script>` does not match every `<`).
pub fn matched(pattern: &str, regex: bool) -> u64 {
    if !regex {
        let mut cs = pattern.chars();
        return match (cs.next(), cs.next()) {
            (Some(c), None) => bit(c),
            _ => 0,
        };
    }
    let mut out = 0;
    for alt in split_alternatives(pattern) {
        // A repeat after the atom (`[<>]+`), not an escaped `+` (`\+`).
        let alt = match alt.strip_suffix(['+', '*']) {
            Some(a) if (a.len() - a.trim_end_matches('\\').len()) % 2 == 0 => a,
            _ => alt,
        };
        match atom(alt) {
            Some(m) => out |= m,
            None => return 0,
        }
    }
    out
}

/// A regex's top-level alternatives (a `|` outside a class and not escaped).
fn split_alternatives(p: &str) -> Vec<&str> {
    let (mut out, mut start, mut in_class, mut escaped) = (Vec::new(), 0, false, false);
    for (i, c) in p.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '[' => in_class = true,
            ']' => in_class = false,
            '|' if !in_class => {
                out.push(&p[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&p[start..]);
    out
}

/// The characters one atom matches: a character, an escape, a class.
fn atom(a: &str) -> Option<u64> {
    if a.starts_with('[') {
        // One class, ending where the atom ends (not `[<]/?b[>]`, not `[<>]]`).
        return (class_end(a)? == a.len() - 1).then(|| class(&a[1..a.len() - 1])).flatten();
    }
    let mut cs = a.chars();
    match (cs.next()?, cs.next(), cs.next()) {
        ('.', None, None) => Some(all() & !bit('\n')),
        (c, None, None) if !"()[]{}*+?^$|".contains(c) => Some(bit(c)),
        ('\\', Some(e), None) => Some(escape(e)?.0),
        _ => None,
    }
}

/// Where the class that starts `a` (at its `[`) ends: its first `]` that is neither escaped nor
/// the first character of the class (`[]a]`, `[^]a]`).
pub fn class_end(a: &str) -> Option<usize> {
    let b = a.as_bytes();
    let mut i = 1;
    if b.get(i) == Some(&b'^') {
        i += 1;
    }
    let first = i;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b']' if i > first => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// What `\e` matches of the specials, and whether it is a set (`\s`) rather than one character.
pub fn escape(e: char) -> Option<(u64, bool)> {
    let space = of(" \t\n\r");
    Some(match e {
        's' => (space, true),
        'S' => (all() & !space, true),
        'w' => (bit('_'), true),
        'W' => (all() & !bit('_'), true),
        'd' => (0, true),
        'D' => (all(), true),
        'n' => (bit('\n'), false),
        't' => (bit('\t'), false),
        'r' => (bit('\r'), false),
        '0' => (bit('\0'), false),
        c if c.is_ascii_alphanumeric() => return None,
        c => (bit(c), false),
    })
}

/// The characters a class body matches (`^` first: every special it does not list).
pub fn class(body: &str) -> Option<u64> {
    let (negated, body) = match body.strip_prefix('^') {
        Some(b) => (true, b),
        None => (false, body),
    };
    // Java's intersections (`[\w&&[^_]]`) are not read; a nested class ends the class early
    // ([`class_end`]).
    if body.contains("&&") {
        return None;
    }
    let cs: Vec<char> = body.chars().collect();
    let (mut set, mut i) = (0u64, 0);
    while i < cs.len() {
        let (lo, one) = match cs[i] {
            '\\' => {
                let (m, is_set) = escape(*cs.get(i + 1)?)?;
                i += 2;
                if is_set {
                    set |= m;
                    continue;
                }
                (char_of(m)?, m)
            }
            c => {
                i += 1;
                (c, bit(c))
            }
        };
        // A range `a-z` (a `-` last is itself).
        if cs.get(i) == Some(&'-') && i + 1 < cs.len() {
            let hi = match cs[i + 1] {
                '\\' => char_of(escape(*cs.get(i + 2)?)?.0)?,
                c => c,
            };
            i += if cs[i + 1] == '\\' { 3 } else { 2 };
            set |= SPECIALS.chars().filter(|c| (lo..=hi).contains(c)).fold(0, |m, c| m | bit(c));
            continue;
        }
        set |= one;
    }
    Some(if negated { all() & !set } else { set })
}

/// The one character a bit stands for.
fn char_of(m: u64) -> Option<char> {
    (m.count_ones() == 1).then(|| SPECIALS.chars().nth(m.trailing_zeros() as usize)).flatten()
}

/// Whether a program's text is whole on its own: its brackets closed in order and its quotes
/// paired, with no backslash (`<br>`, `<mark class="hit">`): written beside request data, it
/// opens nothing the data could finish (`<` and `"` alone would).
pub fn closed(text: &str) -> bool {
    let mut open: Vec<char> = Vec::new();
    for c in text.chars() {
        match c {
            '<' | '(' | '[' | '{' => open.push(c),
            '>' | ')' | ']' | '}' => {
                let want = match c {
                    '>' => '<',
                    ')' => '(',
                    ']' => '[',
                    _ => '{',
                };
                if open.pop() != Some(want) {
                    return false;
                }
            }
            '\\' => return false,
            _ => {}
        }
    }
    open.is_empty() && ['"', '\'', '`'].iter().all(|q| text.matches(*q).count() % 2 == 0)
}

/// A JavaScript regex literal's body and flags (`/[<>]/g`), or `None` for a string.
pub fn slashed(lit: &str) -> Option<(&str, &str)> {
    let rest = lit.strip_prefix('/')?;
    let end = rest.rfind('/')?;
    let flags = &rest[end + 1..];
    (end > 0 && flags.chars().all(|c| "dgimsuyv".contains(c))).then(|| (&rest[..end], flags))
}

/// Whether a regex replacement refers to what was matched (`$1`, `$&`, `\1`, `\g<name>`): the
/// matched text comes back.
pub fn refers_to_match(replacement: &str) -> bool {
    replacement.len() != written_out(replacement).len()
}

/// A regex replacement without its references to what was matched (`<b>$1</b>` writes `<b>`
/// and `</b>`).
pub fn written_out(replacement: &str) -> String {
    let mut out = String::new();
    let mut cs = replacement.chars().peekable();
    while let Some(c) = cs.next() {
        match (c, cs.peek().copied()) {
            ('$', Some(d)) if d.is_ascii_digit() || "&`'".contains(d) => {
                cs.next();
            }
            ('$' | '\\', Some(o @ ('<' | '{' | 'g'))) => {
                cs.next();
                if o == 'g' {
                    cs.next();
                }
                cs.by_ref().find(|c| matches!(c, '>' | '}'));
            }
            ('\\', Some(d)) if d.is_ascii_digit() => {
                cs.next();
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_what_they_name() {
        assert_eq!(matched("<", false), bit('<'));
        assert_eq!(matched("<s", false), 0);
        assert_eq!(matched("[<>\"']", true), of("<>\"'"));
        assert_eq!(matched("<|>|&", true), of("<>&"));
        assert_eq!(matched("[.*+?^${}()|[\\]\\\\]", true), of(".*+?^${}()|[]\\"));
        assert_eq!(matched("[^a-zA-Z0-9_.-]+", true), all() & !of("_.-"));
        assert_eq!(matched("[^\\w.-]", true), all() & !of("_.-"));
        assert_eq!(matched("\\s+", true), of(" \t\n\r"));
        assert_eq!(matched("<script>", true), 0);
        assert_eq!(matched("[ -/]", true), of(" !\"#$%&'()*+,-./"));
        assert_eq!(matched("[a\\-z]", true), bit('-'));
        assert_eq!(matched("[<]/?b[>]|[\"']", true), 0);
        assert_eq!(matched("[<>\"']]", true), 0);
        assert_eq!(matched("[\\W&&[^\"']]", true), 0);
        assert_eq!(matched("\\+", true), bit('+'));
        assert_eq!(matched("[]<]", true), of("]<"));
    }

    #[test]
    fn literals_and_replacements() {
        assert_eq!(slashed("/[<>]/g"), Some(("[<>]", "g")));
        assert_eq!(slashed("</"), None);
        assert_eq!(slashed("/x"), None);
        assert!(refers_to_match("<b>$1</b>"));
        assert!(refers_to_match("\\1"));
        assert!(!refers_to_match("&lt;"));
        assert_eq!(written_out("<mark>$1</mark>"), "<mark></mark>");
        assert_eq!(written_out(r"<b>\g<0></b>"), "<b></b>");
        assert_eq!(written_out("${name}!"), "!");
        assert!(closed("<br>") && closed("<mark class=\"hit\"></mark>") && closed("&amp;"));
        assert!(!closed("<") && !closed("\"") && !closed("\\") && !closed("><"));
        let (html, _) = needed(79).unwrap_or_default();
        assert_eq!(html & !of("<>\"'"), 0);
    }
}
