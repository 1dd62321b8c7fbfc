//! One redaction step for every output. A [`Redactor`] holds secret values (what the scanner
//! found, the model keys in use), added at run time as they become known, and masks each of them
//! wherever it appears in a text, in every form it takes there: as written, JSON-escaped, a
//! multi-line key written on one line with `\n` escapes (and the other way round), with `\r\n`
//! line ends, and line by line. Reports, the terminal, prompts, records and the cache all pass
//! through one.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::RwLock;

use aho_corasick::{AhoCorasick, Input, MatchKind};

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
    /// Every form to find, and its mask at the same index.
    forms: Vec<String>,
    masks: Vec<String>,
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
            state.matcher = AhoCorasick::builder().match_kind(MatchKind::LeftmostLongest).build(&state.forms).ok();
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
        let s = self.read();
        match &s.matcher {
            Some(ac) => ac.is_match(text),
            None => s.forms.iter().any(|f| text.contains(f.as_str())),
        }
    }

    /// Where the secrets held show in `text`: byte ranges, in order, not overlapping.
    pub fn spans(&self, text: &str) -> Vec<std::ops::Range<usize>> {
        let s = self.read();
        if s.forms.is_empty() {
            return Vec::new();
        }
        match s.matcher.as_ref().and_then(|ac| ac.try_find_iter(Input::new(text)).ok()) {
            Some(found) => found.map(|m| m.range()).collect(),
            None => {
                let mut spans: Vec<std::ops::Range<usize>> =
                    s.forms.iter().flat_map(|f| text.match_indices(f.as_str()).map(|(i, m)| i..i + m.len())).collect();
                spans.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
                spans
            }
        }
    }

    /// `text` with every occurrence of every secret held replaced by its mask.
    pub fn mask<'t>(&self, text: &'t str) -> Cow<'t, str> {
        let s = self.read();
        if s.forms.is_empty() || text.is_empty() {
            return Cow::Borrowed(text);
        }
        let found = s.matcher.as_ref().and_then(|ac| ac.try_find_iter(Input::new(text)).ok());
        let Some(found) = found else {
            // No automaton: the slow way, longest form first, so a key block wins over its lines.
            let mut order: Vec<usize> = (0..s.forms.len()).collect();
            order.sort_by_key(|&i| std::cmp::Reverse(s.forms[i].len()));
            let mut out = text.to_string();
            for i in order {
                if out.contains(s.forms[i].as_str()) {
                    out = out.replace(s.forms[i].as_str(), &s.masks[i]);
                }
            }
            return if out == text { Cow::Borrowed(text) } else { Cow::Owned(out) };
        };
        let mut out: Option<String> = None;
        let mut last = 0;
        for m in found {
            let o = out.get_or_insert_with(|| String::with_capacity(text.len()));
            o.push_str(&text[last..m.start()]);
            o.push_str(&s.masks[m.pattern().as_usize()]);
            last = m.end();
        }
        match out {
            Some(mut o) => {
                o.push_str(&text[last..]);
                Cow::Owned(o)
            }
            None => Cow::Borrowed(text),
        }
    }

    /// [`Redactor::mask`] of an owned string, in place.
    pub fn mask_in_place(&self, text: &mut String) {
        if let Cow::Owned(masked) = self.mask(text) {
            *text = masked;
        }
    }
}

/// Whether a value is masked at all: see [`MIN_CHARS`] and [`MAX_WORD_CHARS`].
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
    let mut whole: Vec<String> = vec![secret.to_string()];
    // The value as lines: a multi-line value as it is, or one written with `\n` escapes.
    let lf = secret.replace("\r\n", "\n");
    let lines_of = if lf.contains('\n') {
        Some(lf)
    } else if secret.contains("\\n") {
        Some(secret.replace("\\r\\n", "\n").replace("\\n", "\n"))
    } else {
        None
    };
    if let Some(lf) = &lines_of {
        whole.push(lf.clone());
        whole.push(lf.replace('\n', "\r\n"));
        whole.push(lf.replace('\n', "\\n"));
        whole.push(lf.replace('\n', "\\r\\n"));
    }
    // As a JSON string holds each (quotes, backslashes and line ends escaped).
    for w in whole.clone() {
        let json = serde_json::to_string(&w).unwrap_or_default();
        let json = json.get(1..json.len().saturating_sub(1)).unwrap_or("");
        if json != w && !json.is_empty() {
            whole.push(json.to_string());
        }
    }
    let mut out: Vec<(String, String)> = whole.into_iter().map(|w| (w, mask.clone())).collect();
    // Each line long enough to identify the value, wherever it is shown alone (a snippet, a
    // context line). The armour lines (`-----BEGIN RSA PRIVATE KEY-----`) are no secret.
    if let Some(lf) = &lines_of {
        for line in lf.lines().map(|l| l.trim_matches(|c: char| c.is_whitespace() || c == '"' || c == '\'')) {
            let armour = line.starts_with("-----") && line.ends_with("-----");
            if line.chars().count() >= MIN_LINE_CHARS && !armour {
                out.push((line.to_string(), format!("****[{} chars]", line.chars().count())));
            }
        }
    }
    out.retain(|(f, _)| !f.is_empty());
    out
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
        let escaped = KEY.replace('\n', "\\n");
        assert_eq!(r.mask(&format!("K=\"{escaped}\"")), format!("K=\"{mask}\""));
        let crlf = KEY.replace('\n', "\r\n");
        assert_eq!(r.mask(&crlf), mask.as_str());
        // As JSON writes it: the line ends escaped, and the escapes escaped again.
        let json = serde_json::to_string(&serde_json::json!({ "a": KEY, "b": escaped })).unwrap();
        let masked = r.mask(&json);
        assert_eq!(masked, format!("{{\"a\":\"{mask}\",\"b\":\"{mask}\"}}"));
        // One line of it, alone (a snippet, a context line); never the armour.
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
        assert_eq!(r.mask(KEY), format!("----****[{} chars]", escaped.len()));
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
