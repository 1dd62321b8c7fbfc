//! One redaction step for every output. A [`Redactor`] holds secret values (what the scanner
//! found, the model keys in use), added at run time as they become known, and masks each of them
//! wherever it appears in a text, in every form it takes there: as written, JSON-escaped, and,
//! for a key of several lines (or one written on a line with `\n` escapes), line by line, which
//! covers it with `\r\n` line ends, escaped, in JSON, or shown a line at a time. Reports, the
//! terminal, prompts, records and the cache all pass through one.

use std::borrow::Cow;
use std::collections::HashSet;
use std::ops::Range;
use std::sync::RwLock;

use aho_corasick::{AhoCorasick, AhoCorasickKind, Input, MatchKind};

/// Values shorter than this (in characters) are not added: a value of five characters or fewer
/// is as likely an ordinary word or number as a secret, and masking it would mask that word in
/// every report and prompt.
pub const MIN_CHARS: usize = 6;

/// The shortest value [`Redactor::lenient`] adds: a rule may find a four-character password
/// (`postgres://app:pa55@db`), and the snippets of its own file must not show it.
const MIN_LENIENT_CHARS: usize = 4;

/// A line of a multi-line secret is masked on its own from this length: a shorter line (the
/// `==` that ends a base64 body) identifies nothing.
const MIN_LINE_CHARS: usize = 8;

/// A value that reads as one word (lower case, capitalised or all capitals: "secret",
/// "changeme", "Password", "TOKEN") and is at most this long is not added, for the same reason as
/// short values: it is guessed, not stolen, and masking it would garble every text that uses
/// the word. Random letters (`XkqWzpVtRm`) are not a word and are added.
const MAX_WORD_CHARS: usize = 10;

/// Secret values and the masks that replace them. Thread-safe; share it as an `Arc`.
#[derive(Default)]
pub struct Redactor {
    state: RwLock<State>,
}

#[derive(Default)]
struct State {
    /// Adds words and values from [`MIN_LENIENT_CHARS`] on.
    lenient: bool,
    /// How many values were added (not counting their other forms).
    values: usize,
    /// Every form to find, its mask, and whether it counts only standing alone (see
    /// [`phrase`]), at the same index.
    forms: Vec<String>,
    masks: Vec<String>,
    bounded: Vec<bool>,
    known: HashSet<String>,
    /// The forms in one automaton (leftmost-longest: a whole key block wins over its lines);
    /// `None` when there are none, or when it could not be built (then a slower replace runs).
    matcher: Option<AhoCorasick>,
}

impl std::fmt::Debug for Redactor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = self.read();
        write!(f, "Redactor {{ values: {}, forms: {} }}", s.values, s.forms.len())
    }
}

impl Redactor {
    pub fn new() -> Redactor {
        Redactor::default()
    }

    /// A redactor holding `secrets`.
    pub fn with<I, S>(secrets: I) -> Redactor
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let r = Redactor::new();
        r.extend(secrets);
        r
    }

    /// A redactor for the text `secrets` were found in (a file's snippets), and only for it:
    /// every value of four characters or more is added, words included, since there it is
    /// known to be a secret; elsewhere the same word is ordinary text.
    pub fn lenient<I, S>(secrets: I) -> Redactor
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let r = Redactor { state: RwLock::new(State { lenient: true, ..State::default() }) };
        r.extend(secrets);
        r
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, State> {
        self.state.read().unwrap_or_else(|p| p.into_inner())
    }

    /// Adds one secret value (and its other forms). Values shorter than [`MIN_CHARS`], and a
    /// lone word up to [`MAX_WORD_CHARS`] long, are not added: see the constants.
    pub fn add(&self, secret: &str) {
        self.extend([secret]);
    }

    /// Adds several secret values at once (one rebuild of the matcher).
    pub fn extend<I, S>(&self, secrets: I)
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut state = self.state.write().unwrap_or_else(|p| p.into_inner());
        let mut changed = false;
        for secret in secrets {
            let secret = secret.as_ref();
            let worth =
                if state.lenient { secret.trim().chars().count() >= MIN_LENIENT_CHARS } else { worth_masking(secret) };
            if !worth {
                continue;
            }
            let mut new = false;
            for (form, mask) in forms(secret) {
                if state.known.insert(form.clone()) {
                    state.bounded.push(phrase(&form));
                    state.forms.push(form);
                    state.masks.push(mask);
                    new = true;
                }
            }
            if new {
                state.values += 1;
                changed = true;
            }
        }
        if changed {
            // An NFA: a DFA over hundreds of secrets takes tens of milliseconds to build, and a
            // scan builds one per file that holds secrets.
            state.matcher = AhoCorasick::builder()
                .match_kind(MatchKind::LeftmostLongest)
                .kind(Some(AhoCorasickKind::ContiguousNFA))
                .build(&state.forms)
                .ok();
        }
    }

    /// Whether no secret is held.
    pub fn is_empty(&self) -> bool {
        self.read().forms.is_empty()
    }

    /// How many secret values are held.
    pub fn len(&self) -> usize {
        self.read().values
    }

    /// Whether `text` shows any secret held.
    pub fn finds(&self, text: &str) -> bool {
        !self.spans(text).is_empty()
    }

    /// Where the secrets held show in `text`: byte ranges, in order, not overlapping.
    pub fn spans(&self, text: &str) -> Vec<Range<usize>> {
        occurrences(&self.read(), text).into_iter().map(|(r, _)| r).collect()
    }

    /// `text` with every occurrence of every secret held replaced by its mask.
    pub fn mask<'t>(&self, text: &'t str) -> Cow<'t, str> {
        let s = self.read();
        if s.forms.is_empty() || text.is_empty() {
            return Cow::Borrowed(text);
        }
        let found = occurrences(&s, text);
        if found.is_empty() {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len());
        let mut last = 0;
        for (r, i) in found {
            out.push_str(&text[last..r.start]);
            out.push_str(&s.masks[i]);
            last = r.end;
        }
        out.push_str(&text[last..]);
        Cow::Owned(out)
    }

    /// [`Redactor::mask`] of an owned string, in place.
    pub fn mask_in_place(&self, text: &mut String) {
        if let Cow::Owned(masked) = self.mask(text) {
            *text = masked;
        }
    }
}

/// The occurrences of the forms in `text` that count, leftmost-longest (a whole key block wins
/// over its lines), not overlapping: each range and its form's index.
fn occurrences(s: &State, text: &str) -> Vec<(Range<usize>, usize)> {
    if s.forms.is_empty() {
        return Vec::new();
    }
    let found: Vec<(Range<usize>, usize)> =
        match s.matcher.as_ref().and_then(|ac| ac.try_find_iter(Input::new(text)).ok()) {
            Some(found) => found.map(|m| (m.range(), m.pattern().as_usize())).collect(),
            None => {
                // No automaton: the slow way, to the same result.
                let mut all: Vec<(Range<usize>, usize)> = s
                    .forms
                    .iter()
                    .enumerate()
                    .flat_map(|(i, f)| text.match_indices(f.as_str()).map(move |(at, m)| (at..at + m.len(), i)))
                    .collect();
                all.sort_by_key(|(r, _)| (r.start, std::cmp::Reverse(r.end)));
                let mut end = 0;
                all.retain(|(r, _)| {
                    let keep = r.start >= end;
                    if keep {
                        end = r.end;
                    }
                    keep
                });
                all
            }
        };
    found.into_iter().filter(|(r, i)| !s.bounded[*i] || standalone(text, r)).collect()
}

/// A value written like words (lower-case letters, digits and `-_. `: `hardcoded-secret`,
/// `keyboard cat`) may also be part of an ordinary name (a rule id, a file name): it counts
/// only where it stands alone. A random value (mixed case, symbols) counts wherever it is.
fn phrase(form: &str) -> bool {
    form.chars().any(|c| c.is_ascii_lowercase())
        && form.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '_' | '.' | ' '))
}

/// Whether `r` in `text` is not part of a longer name: no letter, digit, `_` or `-` touches
/// it, nor a `.` before it or a `.` followed by a letter or digit after it (a file extension).
fn standalone(text: &str, r: &Range<usize>) -> bool {
    let joins = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-');
    let before = text[..r.start].chars().next_back();
    let mut after = text[r.end..].chars();
    let next = after.next();
    let ext = next == Some('.') && after.next().is_some_and(|c| c.is_ascii_alphanumeric());
    !before.is_some_and(|c| joins(c) || c == '.') && !next.is_some_and(joins) && !ext
}

/// Whether [`Redactor::add`] takes a value (it is masked everywhere, not only where it was
/// found): see [`MIN_CHARS`] and [`MAX_WORD_CHARS`].
pub fn masked_everywhere(secret: &str) -> bool {
    worth_masking(secret)
}

fn worth_masking(secret: &str) -> bool {
    let n = secret.trim().chars().count();
    if n < MIN_CHARS {
        return false;
    }
    let word = |rest: &str| rest.chars().all(|c| c.is_ascii_lowercase());
    let t = secret.trim();
    let is_word = t.chars().all(|c| c.is_ascii_uppercase())
        || t.strip_prefix(|c: char| c.is_ascii_uppercase()).map_or_else(|| word(t), word);
    !(n <= MAX_WORD_CHARS && is_word)
}

/// A secret shown without giving it away: a few leading characters for long values (none that
/// could end a quoted string or start an escape where the mask lands) and its length.
pub fn mask_of(secret: &str) -> String {
    let n = secret.chars().count();
    let keep = if n >= 24 {
        4
    } else if n >= 12 {
        2
    } else {
        0
    };
    let head: String = secret
        .chars()
        .take(keep)
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '+' | '/' | '='))
        .collect();
    format!("{head}****[{n} chars]")
}

/// Every form of `secret` to mask, each with its mask.
fn forms(secret: &str) -> Vec<(String, String)> {
    let mask = mask_of(secret);
    let mut out = vec![(secret.to_string(), mask.clone())];
    // A value of several lines, or one written with `\n` escapes, is also masked line by line:
    // that covers it in every other form it takes (CRLF, escaped, in JSON), whole or a line at
    // a time, with short patterns (a scan may hold hundreds of keys of 2 KB each).
    let lines = if secret.contains('\n') {
        Some(secret.to_string())
    } else if secret.contains("\\n") {
        Some(secret.replace("\\r\\n", "\n").replace("\\n", "\n"))
    } else {
        None
    };
    match lines {
        None => out.extend(json_escaped(secret).map(|j| (j, mask))),
        Some(lines) => {
            // The armour lines (`-----BEGIN RSA PRIVATE KEY-----`) are no secret.
            for line in lines.lines().map(|l| l.trim_matches(|c: char| c.is_whitespace() || c == '"' || c == '\'')) {
                let armour = line.starts_with("-----") && line.ends_with("-----");
                if line.chars().count() >= MIN_LINE_CHARS && !armour {
                    let mask = format!("****[{} chars]", line.chars().count());
                    out.extend(json_escaped(line).map(|j| (j, mask.clone())));
                    out.push((line.to_string(), mask));
                }
            }
        }
    }
    out
}

/// `s` as a JSON string holds it (quotes and backslashes escaped), when that differs.
fn json_escaped(s: &str) -> Option<String> {
    let json = serde_json::to_string(s).ok()?;
    let inner = json.get(1..json.len().saturating_sub(1))?;
    (inner != s && !inner.is_empty()).then(|| inner.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAq3G8C67GCipmyZuJXUMWbeFhnSCHoyIoV92y029JYq0sh5CX\nbEcS7r+Ux1qXJOF6gscNPaKMGRNEhhkRJCRW1RJxDuOyVMEB3UE5I3LPPZlYHzXo\nmuvnEoIAzRXQV4Mi0/dG==\n-----END RSA PRIVATE KEY-----";

    #[test]
    fn masks_every_occurrence_of_every_secret() {
        let r = Redactor::with(["ghp_8fK2mQ9xLw3vR7tY1zN5bC0dE4gH6jS2aP9u", "Zx9Qw2Lp7Vb4Nm1Kj8"]);
        assert_eq!(r.len(), 2);
        let text = "a = \"ghp_8fK2mQ9xLw3vR7tY1zN5bC0dE4gH6jS2aP9u\"; b = 'Zx9Qw2Lp7Vb4Nm1Kj8' # ghp_8fK2mQ9xLw3vR7tY1zN5bC0dE4gH6jS2aP9u";
        assert_eq!(r.mask(text), "a = \"ghp_****[40 chars]\"; b = 'Zx****[18 chars]' # ghp_****[40 chars]");
        assert!(matches!(r.mask("nothing here"), Cow::Borrowed(_)));
    }

    #[test]
    fn short_values_and_words_are_not_added() {
        let r = Redactor::with(["abc12", "secret", "Password", "changeme", "PASSWORD", ""]);
        assert!(r.is_empty());
        assert_eq!(r.mask("a secret Password changeme abc12"), "a secret Password changeme abc12");
        let r = Redactor::with(["s3cr3t!", "keyboard cat", "XkqWzpVtRm", "supersecretvalue"]);
        assert_eq!(r.len(), 4);
        assert_eq!(
            r.mask("x s3cr3t! keyboard cat XkqWzpVtRm supersecretvalue"),
            "x ****[7 chars] ke****[12 chars] ****[10 chars] su****[16 chars]"
        );
    }

    #[test]
    fn a_value_written_like_words_counts_only_standing_alone() {
        let r = Redactor::with(["hardcoded-secret", "keyboard cat", "0123456789abcdef"]);
        assert_eq!(
            r.mask("jwt.sign(p, 'hardcoded-secret') in jwt-hardcoded-secret.js by javascript-jwt-hardcoded-secret"),
            "jwt.sign(p, 'ha****[16 chars]') in jwt-hardcoded-secret.js by javascript-jwt-hardcoded-secret"
        );
        assert_eq!(r.mask("secret: \"keyboard cat\"."), "secret: \"ke****[12 chars]\".");
        assert_eq!(r.mask("AES([]byte(\"0123456789abcdef\"))"), "AES([]byte(\"01****[16 chars]\"))");
        assert_eq!(r.spans("x0123456789abcdef hardcoded-secret_2"), Vec::<Range<usize>>::new());
        // A random value counts anywhere, even glued to a name.
        let r = Redactor::with(["Zx9Qw2Lp7Vb4Nm1Kj8"]);
        assert_eq!(r.mask("key-Zx9Qw2Lp7Vb4Nm1Kj8.js"), "key-Zx****[18 chars].js");
    }

    #[test]
    fn a_lenient_redactor_takes_short_values_and_words() {
        let r = Redactor::lenient(["pa55", "secret", "abc"]);
        assert_eq!(r.len(), 2);
        assert_eq!(r.mask("postgres://app:pa55@db secret abc"), "postgres://app:****[4 chars]@db ****[6 chars] abc");
    }

    #[test]
    fn a_key_block_is_masked_whole_in_every_form() {
        let r = Redactor::with([KEY]);
        let mask = format!("----****[{} chars]", KEY.len());
        assert_eq!(r.mask(&format!("k = '''{KEY}'''")), format!("k = '''{mask}'''"));
        // In any other form, a line at a time; never the armour, which is no secret.
        let lines = ["****[64 chars]", "****[64 chars]", "****[22 chars]"];
        let by_line = |eol: &str| {
            format!("-----BEGIN RSA PRIVATE KEY-----{eol}{}{eol}-----END RSA PRIVATE KEY-----", lines.join(eol))
        };
        let escaped = KEY.replace('\n', "\\n");
        assert_eq!(r.mask(&format!("K=\"{escaped}\"")), format!("K=\"{}\"", by_line("\\n")));
        assert_eq!(r.mask(&KEY.replace('\n', "\r\n")), by_line("\r\n"));
        let json = serde_json::to_string(&serde_json::json!({ "a": KEY, "b": escaped })).unwrap();
        let v: serde_json::Value = serde_json::from_str(&r.mask(&json)).unwrap();
        assert_eq!(v, serde_json::json!({ "a": by_line("\n"), "b": by_line("\\n") }));
        assert_eq!(
            r.mask("    bEcS7r+Ux1qXJOF6gscNPaKMGRNEhhkRJCRW1RJxDuOyVMEB3UE5I3LPPZlYHzXo"),
            "    ****[64 chars]"
        );
        assert_eq!(r.mask("-----BEGIN RSA PRIVATE KEY-----"), "-----BEGIN RSA PRIVATE KEY-----");
    }

    #[test]
    fn a_one_line_key_is_also_masked_as_the_lines_it_stands_for() {
        let escaped = KEY.replace('\n', "\\n");
        let r = Redactor::with([escaped.as_str()]);
        assert_eq!(r.mask(&escaped), format!("----****[{} chars]", escaped.len()));
        assert!(!r.mask(KEY).contains("MIIEowIBAAKC"), "{}", r.mask(KEY));
        assert_eq!(r.mask("muvnEoIAzRXQV4Mi0/dG=="), "****[22 chars]");
    }

    #[test]
    fn masks_never_break_the_text_around_them() {
        let secret = "a\"b\\c'd<e>f&g0123456789abcdefghij";
        let r = Redactor::with([secret]);
        let json = serde_json::to_string(&serde_json::json!({ "s": format!("x {secret} y") })).unwrap();
        let masked = r.mask(&json);
        let v: serde_json::Value = serde_json::from_str(&masked).unwrap();
        assert_eq!(v["s"], "x a****[33 chars] y");
        assert_eq!(mask_of("\"quoted-and-long-enough-to-show\""), "****[32 chars]");
    }

    #[test]
    fn shared_and_added_to_at_run_time() {
        let r = std::sync::Arc::new(Redactor::new());
        assert_eq!(r.mask("key sk-abcdef123456"), "key sk-abcdef123456");
        let r2 = r.clone();
        std::thread::spawn(move || r2.add("sk-abcdef123456")).join().unwrap();
        assert_eq!(r.mask("key sk-abcdef123456"), "key sk****[15 chars]");
        assert!(r.finds("sk-abcdef123456") && !r.finds("sk-abcdef"));
        let mut s = String::from("sk-abcdef123456!");
        r.mask_in_place(&mut s);
        assert_eq!(s, "sk****[15 chars]!");
    }
}
