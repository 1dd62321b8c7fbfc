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

/// The tracked characters for which `keep` holds.
pub fn such(keep: impl Fn(char) -> bool) -> u64 {
    SPECIALS.chars().filter(|c| keep(*c)).fold(0, |m, c| m | bit(c))
}

/// The special characters of a text.
pub fn of(text: &str) -> u64 {
    text.chars().fold(0, |m, c| m | bit(c))
}

/// The attacks (CWE numbers) that need special characters ([`needed`]).
pub const ATTACKS: &[u16] = &[79, 91, 1333, 943, 625, 730, 22, 78, 77, 88, 89, 90, 643, 113, 117, 93];

/// The characters an attack needs, by CWE number, and whether escaping each with a backslash
/// (the backslash itself included) is enough: a page or an XML document needs a tag or a
/// quote (an escaper writes `&` in every entity it writes), a regular
/// expression its metacharacters, a path a separator (`..` alone names the folder's parent,
/// no file in another); a value in an LDAP filter needs what RFC 4515 escapes (`*`, `(`, `)`,
/// `\`, NUL); SQL, a shell command and an XPath expression are safe only where no punctuation
/// or space is left that their syntax reads.
pub fn needed(cwe: u16) -> Option<(u64, bool)> {
    let chars = match cwe {
        79 | 91 => "<>\"'",
        1333 | 943 | 625 | 730 => ".*+?^$()[]{}|\\",
        22 => "/\\",
        78 | 77 | 88 => ";&|$`()<>'\"\\ \t\n\r*?[]{}~!#",
        89 => "'\"\\;-#/*() \t\n\r=<>|&",
        90 => "*()\\\0",
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
    let cs: Vec<char> = a.chars().collect();
    match cs.as_slice() {
        // One class, ending where the atom ends (not `[<]/?b[>]`, not `[<>]]`).
        ['[', ..] => class_at(&cs, Flavour::Python).filter(|(_, used)| *used == cs.len()).map(|(m, _)| m),
        ['.'] => Some(all() & !bit('\n')),
        [c] if !"()[]{}*+?^$|".contains(*c) => Some(bit(*c)),
        ['\\', ..] => match escape_at(&cs, Flavour::Python)? {
            (Esc::Char(c), used) if used == cs.len() => Some(bit(c)),
            (Esc::Set(m), used) if used == cs.len() => Some(m),
            _ => None,
        },
        _ => None,
    }
}

/// Regular-expression syntaxes, where they differ in what is read here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Flavour {
    /// Python's `re`: `\Z` ends the text, three octal digits are a character.
    Python,
    /// `\A`, `\z` and `\Z` are letters, `[]` matches nothing and `[^]` anything, `\1` may be
    /// octal.
    Javascript,
    /// Classes nest (`[a-z[0-9]]`) and intersect (`&&`).
    Java,
    /// Go's and Rust's: POSIX classes in brackets (`[[:alpha:]]`), octal escapes of up to three
    /// digits (`\73`), no back-references.
    Re2,
}

/// An escape read: one character, or a set of specials.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Esc {
    Char(char),
    Set(u64),
}

/// The escape at the start of `cs` (its `\`) and the characters it takes: a character (`\.`,
/// `\n`, `\x27`, `\u{27}`, `\047`) or a set (`\w`, `\p{L}`); `None` for what is not read here
/// (anchors, back-references, an unknown letter).
pub fn escape_at(cs: &[char], flavour: Flavour) -> Option<(Esc, usize)> {
    let e = *cs.get(1)?;
    let code = |digits: &[char], radix: u32| -> Option<char> {
        char::from_u32(u32::from_str_radix(&digits.iter().collect::<String>(), radix).ok()?)
    };
    let braced = |from: usize| -> Option<(Vec<char>, usize)> {
        let close = cs.get(from..)?.iter().position(|c| *c == '}')?;
        Some((cs[from..from + close].to_vec(), from + close + 1))
    };
    let octal = |c: &char| ('0'..='7').contains(c);
    Some(match e {
        'x' | 'u' if cs.get(2) == Some(&'{') => {
            let (digits, used) = braced(3)?;
            (Esc::Char(code(&digits, 16)?), used)
        }
        'x' => (Esc::Char(code(cs.get(2..4)?, 16)?), 4),
        'u' => (Esc::Char(code(cs.get(2..6)?, 16)?), 6),
        // Octal: `\0` and up to two more digits (Java's `\0` up to three); three digits in
        // Python (`\101`); up to three in RE2, which has no back-references (`\73`). Otherwise
        // a back-reference.
        '0'..='7' => {
            let most = match (flavour, e) {
                (Flavour::Java, '0') => 4,
                _ => 3,
            };
            let run = cs[1..].iter().take(most).take_while(|c| octal(c)).count();
            let octal_here = match flavour {
                Flavour::Re2 => true,
                Flavour::Python => e == '0' || run == 3,
                Flavour::Java | Flavour::Javascript => e == '0',
            };
            if !octal_here {
                return None;
            }
            let digits = if flavour == Flavour::Java && run == 4 && cs[2] > '3' { 3 } else { run };
            (Esc::Char(code(&cs[1..1 + digits], 8)?), 1 + digits)
        }
        'p' | 'P' => {
            let (name, used) = match cs.get(2)? {
                '{' => braced(3).map(|(n, u)| (n.iter().collect::<String>(), u))?,
                c => (c.to_string(), 3),
            };
            let letters = property(&name);
            (Esc::Set(if e == 'p' && letters { 0 } else { all() }), used)
        }
        // A control character (`\cJ` is a line feed).
        'c' if cs.get(2).is_some_and(char::is_ascii_alphabetic) => {
            (Esc::Char(char::from((cs[2].to_ascii_uppercase() as u8) & 0x1f)), 3)
        }
        _ => match escape(e)? {
            (m, true) => (Esc::Set(m), 2),
            (m, false) => (Esc::Char(char_of(m).unwrap_or(e)), 2),
        },
    })
}

/// Whether a Unicode property or class name holds only letters or digits (`L`, `Alpha`,
/// `IsLatin`); any other (`P`, `Print`, `Punct`) may hold any special.
fn property(name: &str) -> bool {
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
        "Alphabetic",
        "XDigit",
    ];
    let bare = name.strip_prefix("Is").unwrap_or(name);
    WORDY.contains(&name) || WORDY.contains(&bare) || bare.strip_prefix("Latin").is_some_and(str::is_empty)
}

/// The specials of a POSIX class (`alpha`, `punct`).
fn posix(name: &str) -> u64 {
    match name {
        "alpha" | "alnum" | "digit" | "upper" | "lower" | "xdigit" => 0,
        "word" => bit('_'),
        "space" | "blank" => of(" \t\n\r"),
        _ => all(),
    }
}

/// What `\e` matches of the specials, and whether it is a set (`\s`) rather than one character.
fn escape(e: char) -> Option<(u64, bool)> {
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
        c if c.is_ascii_alphanumeric() => return None,
        c => (bit(c), false),
    })
}

/// The class at the start of `cs` (its `[`): the specials it matches and the characters it
/// takes. `None` where it does not close or holds what is not read (Java's nested classes and
/// intersections, an unknown escape).
pub fn class_at(cs: &[char], flavour: Flavour) -> Option<(u64, usize)> {
    let negated = cs.get(1) == Some(&'^');
    let first = 1 + usize::from(negated);
    // JavaScript's `[]` matches nothing and `[^]` anything.
    if flavour == Flavour::Javascript && cs.get(first) == Some(&']') {
        return Some((if negated { all() } else { 0 }, first + 1));
    }
    let (mut set, mut i) = (0u64, first);
    loop {
        let c = *cs.get(i)?;
        match c {
            ']' if i > first => break,
            '[' if flavour == Flavour::Re2 && cs.get(i + 1) == Some(&':') => {
                let close = cs[i + 2..].windows(2).position(|w| w == [':', ']'])?;
                set |= posix(&cs[i + 2..i + 2 + close].iter().collect::<String>());
                i += close + 4;
                continue;
            }
            '[' | '&' if flavour == Flavour::Java && (c == '[' || cs.get(i + 1) == Some(&'&')) => return None,
            _ => {}
        }
        let (lo, used) = match class_char(&cs[i..], flavour)? {
            (Esc::Set(m), used) => {
                set |= m;
                i += used;
                continue;
            }
            (Esc::Char(lo), used) => (lo, used),
        };
        i += used;
        // A range `a-z` (a `-` last is itself).
        if cs.get(i) == Some(&'-')
            && cs.get(i + 1).is_some_and(|n| *n != ']')
            && let Some((Esc::Char(hi), used)) = class_char(&cs[i + 1..], flavour)
        {
            i += 1 + used;
            set |= SPECIALS.chars().filter(|c| (lo..=hi).contains(c)).fold(0, |m, c| m | bit(c));
            continue;
        }
        set |= bit(lo);
    }
    Some((if negated { all() & !set } else { set }, i + 1))
}

/// One member of a class: a character or an escape (`\b` there is a backspace).
fn class_char(cs: &[char], flavour: Flavour) -> Option<(Esc, usize)> {
    match cs {
        ['\\', 'b', ..] => Some((Esc::Char('\u{8}'), 2)),
        ['\\', ..] => escape_at(cs, flavour),
        [c, ..] => Some((Esc::Char(*c), 1)),
        [] => None,
    }
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
        assert!(ATTACKS.iter().all(|c| needed(*c).is_some()));
        assert_eq!(needed(327), None);
    }
}
