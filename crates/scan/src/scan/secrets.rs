//! Secret detectors: rules read from `config/rules/secrets.yaml` (regex, keyword prefilter,
//! entropy, allow-patterns), a placeholder filter shared by every rule, and a structural
//! detector for Kubernetes Secret manifests.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use base64::Engine as _;
use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use serde::Deserialize;

use super::finding::{Confidence, Secrecy, Severity};
use super::text::{LazyBytes, LazyRegex, LineIndex, char_span};
use crate::diag::{Diagnostic, Pos};
use crate::yaml;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    rules: Vec<RawRule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRule {
    id: String,
    title: String,
    description: String,
    regex: String,
    secret_group: Option<usize>,
    keywords: Vec<String>,
    entropy: Option<f64>,
    severity: Severity,
    confidence: Confidence,
    cwe: String,
    #[serde(default)]
    paths: Vec<String>,
    #[serde(default)]
    allow: Vec<String>,
    #[serde(default)]
    check: Option<Check>,
    fix: String,
    #[serde(default)]
    examples: Examples,
}

/// Strings a rule must and must not find; checked by the test suite.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Examples {
    #[serde(default, rename = "match")]
    pub matches: Vec<String>,
    #[serde(default)]
    pub no_match: Vec<String>,
}

/// A structural check a rule's secret must pass, for formats whose shape says more than a regex
/// can: a look-alike that fails it is malformed, not a credential.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Check {
    /// A PEM private key's body starts as its label says: DER (`0x30`) or `openssh-key-v1`, or a
    /// PGP secret-key packet.
    PemKey,
}

impl Check {
    fn holds(self, whole: &str) -> bool {
        match self {
            Check::PemKey => pem_body_is_key(whole),
        }
    }
}

/// Metadata every rule shares with the reports.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleMeta {
    pub id: String,
    pub title: String,
    pub description: String,
    pub severity: Severity,
    pub confidence: Confidence,
    pub cwe: String,
    pub fix: String,
    /// A category for the reports; it changes no analysis.
    pub family: String,
    /// What its findings hold of a secret (set by the detector, never read from a rule file's
    /// family).
    #[serde(skip)]
    pub secrecy: Secrecy,
    /// Bandit's and gosec's test ids (`B602`, `G204`) whose `nosec` on a finding's lines covers
    /// it (a code rule's `nosec_ids`).
    #[serde(skip)]
    pub nosec_ids: Vec<String>,
}

pub struct SecretRule {
    pub meta: RuleMeta,
    regex: LazyBytes,
    group: Option<usize>,
    entropy: Option<f64>,
    paths: Option<GlobSet>,
    /// Shared between rules that list the same pattern, so it is compiled once per scan.
    allow: Vec<Arc<LazyRegex>>,
    check: Option<Check>,
    pub examples: Examples,
}

/// One secret found in a file, before suppression and fingerprinting.
#[derive(Debug, Clone, PartialEq)]
pub struct SecretHit {
    pub rule: usize,
    pub start_line: usize,
    pub end_line: usize,
    pub secret: String,
    /// The whole match, for the fingerprint.
    pub matched: String,
}

pub struct SecretRules {
    pub rules: Vec<SecretRule>,
    prefilter: AhoCorasick,
    /// For each prefilter pattern, the rules it enables.
    keyword_rules: Vec<Vec<usize>>,
    /// Rules run on every file (none today, but a rule without keywords would be one).
    always: Vec<usize>,
    /// Index of the structural Kubernetes rule's metadata in `metas`.
    pub k8s: RuleMeta,
}

const K8S_ID: &str = "kubernetes-secret-manifest";

impl SecretRules {
    /// The built-in rules. A problem in them is a bug, reported as diagnostics.
    pub fn builtin() -> Result<SecretRules, Vec<Diagnostic>> {
        let src = crate::embedded::config_file("rules/secrets.yaml").unwrap_or("rules: []\n");
        SecretRules::load(Path::new("config/rules/secrets.yaml"), src, true)
    }

    pub fn parse(file: &Path, src: &str) -> Result<SecretRules, Vec<Diagnostic>> {
        SecretRules::load(file, src, false)
    }

    /// `builtin`: the file shipped with the tool, whose patterns the rule tests compile.
    fn load(file: &Path, src: &str, builtin: bool) -> Result<SecretRules, Vec<Diagnostic>> {
        let raw: RawFile = yaml::parse(file, src).map_err(|d| vec![d])?;
        // Positions are only needed to report a problem; finding them costs a second parse.
        let at = std::cell::OnceCell::new();
        let mut diags = Vec::new();
        let mut rules: Vec<SecretRule> = Vec::new();
        let mut keywords: Vec<String> = Vec::new();
        let mut keyword_rules: Vec<Vec<usize>> = Vec::new();
        let mut always = Vec::new();
        // One compiled regex per distinct pattern: the generic rules share most allow-patterns.
        let mut interned: HashMap<String, Arc<LazyRegex>> = HashMap::new();
        let mut intern = |pattern: &str| -> Result<Arc<LazyRegex>, String> {
            if let Some(re) = interned.get(pattern) {
                return Ok(Arc::clone(re));
            }
            let re = Arc::new(if builtin { LazyRegex::builtin(pattern) } else { LazyRegex::new(pattern)? });
            interned.insert(pattern.to_string(), Arc::clone(&re));
            Ok(re)
        };
        for (i, mut r) in raw.rules.into_iter().enumerate() {
            let pos = || {
                at.get_or_init(|| yaml::key_positions(src))
                    .get(&format!("rules.{i}.regex"))
                    .copied()
                    .unwrap_or(Pos::FILE)
            };
            let rule_keywords = std::mem::take(&mut r.keywords);
            let Some(rule) = compile(file, r, &pos, builtin, &mut intern, &mut diags) else { continue };
            if rules.iter().any(|x| x.meta.id == rule.meta.id) {
                diags.push(Diagnostic::error(file, pos(), format!("rule id `{}` is used twice", rule.meta.id)));
            }
            let index = rules.len();
            if rule_keywords.is_empty() {
                always.push(index);
            }
            for k in &rule_keywords {
                let k = k.to_ascii_lowercase();
                match keywords.iter().position(|x| *x == k) {
                    Some(j) => keyword_rules[j].push(index),
                    None => {
                        keywords.push(k);
                        keyword_rules.push(vec![index]);
                    }
                }
            }
            rules.push(rule);
        }
        let prefilter = AhoCorasickBuilder::new()
            .ascii_case_insensitive(true)
            .match_kind(MatchKind::Standard)
            .build(&keywords)
            .map_err(|e| vec![Diagnostic::error(file, Pos::FILE, format!("keywords: {e}"))])?;
        if !diags.is_empty() {
            return Err(diags);
        }
        Ok(SecretRules { rules, prefilter, keyword_rules, always, k8s: k8s_meta() })
    }

    /// Every secret in one file's text.
    pub fn scan(&self, rel: &str, text: &str, lines: &LineIndex) -> Vec<SecretHit> {
        let mut enabled = vec![false; self.rules.len()];
        for i in &self.always {
            enabled[*i] = true;
        }
        for m in self.prefilter.find_overlapping_iter(text) {
            for r in &self.keyword_rules[m.pattern().as_usize()] {
                enabled[*r] = true;
            }
        }
        let wanted = |(index, rule): &(usize, &SecretRule)| {
            enabled[*index] && rule.paths.as_ref().is_none_or(|g| g.is_match(rel))
        };
        for (_, rule) in self.rules.iter().enumerate().filter(wanted) {
            rule.regex.warm();
        }
        let mut hits = Vec::new();
        for (index, rule) in self.rules.iter().enumerate().filter(wanted) {
            let Some(regex) = rule.regex.get() else { continue };
            // The regex engine finds each match with its DFA first and resolves the groups within
            // the match only, so one pass does both.
            for caps in regex.captures_iter(text.as_bytes()) {
                let Some(whole) = caps.get(0) else { continue };
                // Group 1 holds the secret when the rule has groups and names none.
                let group = rule.group.or((caps.len() > 1).then_some(1));
                let secret = group.and_then(|g| caps.get(g)).unwrap_or(whole);
                let (whole_start, _, whole) = char_span(text, whole.start(), whole.end());
                let (start, end, value) = char_span(text, secret.start(), secret.end());
                // The placeholder test first: it costs less than compiling the allow-patterns.
                if value.trim().is_empty() || is_placeholder(value) || rule.allow.iter().any(|a| a.is_match(value)) {
                    continue;
                }
                // The name the value is assigned to: the match's text before it, on its line.
                let before = whole.get(..start.saturating_sub(whole_start)).unwrap_or("");
                if names_a_stand_in(before.rsplit('\n').next().unwrap_or("")) {
                    continue;
                }
                if rule.check.is_some_and(|c| !c.holds(whole)) {
                    continue;
                }
                if rule.entropy.is_some_and(|min| entropy(value) < min_entropy_for(value, min)) {
                    continue;
                }
                hits.push(SecretHit {
                    rule: index,
                    start_line: lines.line_of(start),
                    end_line: lines.last_line(start, end),
                    secret: value.to_string(),
                    matched: whole.to_string(),
                });
            }
        }
        hits
    }

    /// Entries with values in Kubernetes Secret manifests: `(line, key, value)`.
    pub fn k8s_secrets(&self, rel: &str, text: &str) -> Vec<(usize, String, String)> {
        let lower = rel.to_ascii_lowercase();
        if !(lower.ends_with(".yaml")
            || lower.ends_with(".yml")
            || lower.ends_with(".json")
            || !lower.rsplit('/').next().unwrap_or("").contains('.'))
        {
            return Vec::new();
        }
        // `kind: Secret`, in any case: the API server accepts only `Secret`, but tools and
        // templates that read manifests are lenient, and a lowercase one still holds the values.
        if !text.contains("ecret") {
            return Vec::new();
        }
        k8s_entries(text)
    }
}

fn path_globs(patterns: &[String]) -> Result<Option<GlobSet>, globset::Error> {
    if patterns.is_empty() {
        return Ok(None);
    }
    let mut b = GlobSetBuilder::new();
    for p in patterns {
        b.add(GlobBuilder::new(p).literal_separator(true).build()?);
    }
    b.build().map(Some)
}

/// A hex value (digits, a-f, maybe dashes: a key, a UUID) draws from 16 symbols, so its entropy
/// tops out at 4 bits per character against 6 for base64: hold it to a proportionally lower bar.
fn min_entropy_for(value: &str, min: f64) -> f64 {
    let hex = value.chars().all(|c| c.is_ascii_hexdigit() || c == '-');
    if hex { min.min(3.0) } else { min }
}

/// Shannon entropy in bits per character.
pub fn entropy(s: &str) -> f64 {
    let mut counts = std::collections::HashMap::new();
    let mut n = 0usize;
    for c in s.chars() {
        *counts.entry(c).or_insert(0usize) += 1;
        n += 1;
    }
    if n == 0 {
        return 0.0;
    }
    let n = n as f64;
    counts
        .values()
        .map(|&c| {
            let p = c as f64 / n;
            -p * p.log2()
        })
        .sum()
}

/// `${VAR}`, `{{ x }}`, `%(x)s`, `$(cmd)`, `#{x}`, `<%= x %>`.
fn has_template_marker(v: &str) -> bool {
    ["${", "{{", "%(", "$(", "#{", "<%"].iter().any(|m| v.contains(m))
}

/// Values that stand for a secret rather than being one.
pub fn is_placeholder(value: &str) -> bool {
    is_placeholder_within(value, 2)
}

/// [`is_placeholder`], looking through at most `depth` layers of base64: a value that encodes a
/// placeholder (`base64("changeme")`, an encoded documentation key) stands for a secret too.
fn is_placeholder_within(value: &str, depth: usize) -> bool {
    let v = value.trim().trim_matches(|c| c == '"' || c == '\'');
    if is_placeholder_text(v) {
        return true;
    }
    depth > 0 && base64_text(v).is_some_and(|plain| is_placeholder_within(&plain, depth - 1))
}

/// The text `v` encodes, when it is base64 (standard or URL-safe) of printable ASCII of eight
/// characters or more. Random key bytes decode to binary, so this finds only encoded text.
fn base64_text(v: &str) -> Option<String> {
    if v.len() < 12 || !v.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'-' | b'_' | b'=')) {
        return None;
    }
    let bytes = decode_base64(v.trim_end_matches('='))?;
    let printable = |b: &u8| (0x20..0x7f).contains(b) || matches!(b, b'\n' | b'\r' | b'\t');
    (bytes.len() >= 8 && bytes.iter().all(printable)).then(|| String::from_utf8_lossy(&bytes).into_owned())
}

/// Base64 without padding, standard or URL-safe alphabet.
fn decode_base64(v: &str) -> Option<Vec<u8>> {
    use base64::engine::general_purpose::{STANDARD_NO_PAD, URL_SAFE_NO_PAD};
    STANDARD_NO_PAD.decode(v).or_else(|_| URL_SAFE_NO_PAD.decode(v)).ok()
}

/// The longest run of characters that count up or down by one (`1234567`, `abcdefg`, `98765`).
fn longest_sequence(v: &str) -> usize {
    let b = v.as_bytes();
    let (mut up, mut down, mut best) = (1usize, 1usize, usize::from(!b.is_empty()));
    for w in b.windows(2) {
        let alnum = w[0].is_ascii_alphanumeric() && w[1].is_ascii_alphanumeric();
        up = if alnum && w[1] == w[0].wrapping_add(1) { up + 1 } else { 1 };
        down = if alnum && w[1] == w[0].wrapping_sub(1) { down + 1 } else { 1 };
        best = best.max(up).max(down);
    }
    best
}

/// A variable name that says its value is a stand-in (`mock_token`, `fakePassword`,
/// `EXAMPLE_API_KEY`) or public by design (`PUBLIC_API_KEY`, `publishableKey`): `name` is the
/// text a rule matched before the value.
fn names_a_stand_in(name: &str) -> bool {
    const WORDS: &[&str] = &["mock", "fake", "dummy", "example", "sample", "public", "publishable"];
    // The key itself: the last run of name characters before the separator (`": "`, ` = `).
    let key = name.trim_end_matches(|c: char| !c.is_ascii_alphanumeric());
    let start = key
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.')))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let name = &key[start..];
    // Split into words at non-letters and at lower-to-upper case changes (camelCase).
    let mut words = Vec::new();
    let mut word = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if (!c.is_ascii_alphabetic() || (c.is_ascii_uppercase() && prev_lower)) && !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        if c.is_ascii_alphabetic() {
            word.push(c.to_ascii_lowercase());
        }
        prev_lower = c.is_ascii_lowercase();
    }
    words.push(word);
    words.iter().any(|w| WORDS.contains(&w.as_str()))
}

/// The body of a PEM private key in `whole` starts as a key does. Only its first line is read, so
/// a key cut short or with escaped line breaks is judged the same way. A legacy encrypted key
/// (`Proc-Type:` headers) holds ciphertext and passes.
fn pem_body_is_key(whole: &str) -> bool {
    let Some(begin) = whole.find("-----BEGIN ") else { return false };
    let after = &whole[begin + 11..];
    let Some(label_end) = after.find("-----") else { return false };
    let label = &after[..label_end];
    let body = &after[label_end + 5..];
    let mut headers = false;
    for line in body.split(['\n', '\r']).flat_map(|l| l.split("\\n")).map(|l| l.trim().trim_start_matches("\\r")) {
        if line.is_empty() {
            continue;
        }
        if line.contains(':') {
            headers = true;
            continue;
        }
        let chars = line.bytes().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/')).count().min(24);
        let Some(bytes) = line.get(..chars / 4 * 4).filter(|s| !s.is_empty()).and_then(decode_base64) else {
            return false;
        };
        if headers {
            return true;
        }
        return if label.starts_with("PGP") {
            // A secret-key packet (tag 5) in the old or the new packet format.
            matches!(bytes.first(), Some(0x94..=0x97 | 0xc5))
        } else {
            bytes.first() == Some(&0x30) || bytes.starts_with(b"openssh-key-v1")
        };
    }
    false
}

/// One rule of the file compiled (its allow-patterns by `intern`); its problems are added to
/// `diags` at `pos`, and a rule whose regex or paths do not compile is left out.
fn compile(
    file: &Path,
    r: RawRule,
    pos: &dyn Fn() -> Pos,
    builtin: bool,
    intern: &mut impl FnMut(&str) -> Result<Arc<LazyRegex>, String>,
    diags: &mut Vec<Diagnostic>,
) -> Option<SecretRule> {
    let regex = if builtin { Ok(LazyBytes::builtin(&r.regex)) } else { LazyBytes::new(&r.regex) };
    let regex = match regex {
        Ok(re) => re,
        Err(e) => {
            diags.push(Diagnostic::error(file, pos(), format!("rule `{}`: bad regex: {e}", r.id)));
            return None;
        }
    };
    let mut allow = Vec::new();
    for a in &r.allow {
        match intern(a) {
            Ok(re) => allow.push(re),
            Err(e) => {
                diags.push(Diagnostic::error(file, pos(), format!("rule `{}`: bad allow regex `{a}`: {e}", r.id)))
            }
        }
    }
    let paths = match path_globs(&r.paths) {
        Ok(p) => p,
        Err(e) => {
            diags.push(Diagnostic::error(file, pos(), format!("rule `{}`: bad path glob: {e}", r.id)));
            return None;
        }
    };
    Some(SecretRule {
        meta: RuleMeta {
            id: r.id,
            title: r.title,
            description: r.description,
            severity: r.severity,
            confidence: r.confidence,
            cwe: r.cwe,
            fix: r.fix,
            family: "secret".into(),
            secrecy: Secrecy::Detected,
            nosec_ids: Vec::new(),
        },
        regex,
        group: r.secret_group,
        entropy: r.entropy,
        paths,
        allow,
        check: r.check,
        examples: r.examples,
    })
}

/// The structural Kubernetes Secret detector's rule.
fn k8s_meta() -> RuleMeta {
    RuleMeta {
        id: K8S_ID.into(),
        title: "Kubernetes Secret manifest with data".into(),
        description: "A Kubernetes Secret manifest carries real values in `data` or `stringData`. Anyone who can read the repository can read the secret.".into(),
        severity: Severity::High,
        confidence: Confidence::Medium,
        cwe: "CWE-798".into(),
        fix: "Keep Secret values out of the repository: generate the Secret at deploy time, or commit it encrypted (Sealed Secrets, SOPS) or referenced from an external secret store.".into(),
        family: "secret".into(),
        secrecy: Secrecy::Detected,
        nosec_ids: Vec::new(),
    }
}

/// [`is_placeholder`] of the value itself, without decoding it.
fn is_placeholder_text(v: &str) -> bool {
    let lower = v.to_ascii_lowercase();
    if v.is_empty() || is_reference(v) {
        return true;
    }
    // A file name or path, not a secret.
    if looks_like_path(v) {
        return true;
    }
    // AWS's documentation convention (`AKIAIOSFODNN7EXAMPLE`, `...EXAMPLEKEY`) and its variants:
    // these upper-case words cannot occur by chance in a random key. The documented example
    // secret key is recognised by its start, whatever its variants end with.
    if ["EXAMPLE", "SAMPLE", "FAKE", "DUMMY"].iter().any(|w| v.contains(w)) || v.starts_with("wJalrXUtnFEMI/K7MDENG") {
        return true;
    }
    // A whole counting run (`0123456789`, `abcdefghij`): ten in a row do not occur at random.
    // Shorter ones (`12345678:AA...`) are left to the other tests: real keys are sometimes
    // pasted over such a start.
    if longest_sequence(v) >= 10 {
        return true;
    }
    // Encrypted values (SOPS/eyaml `ENC[...]`, Jasypt `ENC(...)`, Spring `{cipher}`) are safe to
    // commit by design.
    if v.starts_with("ENC[") || v.starts_with("ENC(") || v.starts_with("{cipher}") {
        return true;
    }
    is_mask(v, &lower) || has_placeholder_word(&lower)
}

/// A template or variable reference (`{{ x }}`, `<token>`, `$VAR`, `__NAME__`) or a constant's
/// name, standing where a value would.
fn is_reference(v: &str) -> bool {
    // Templating and variable references.
    if has_template_marker(v)
        || (v.starts_with('<') && v.ends_with('>'))
        || (v.starts_with('$') && v[1..].chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
    {
        return true;
    }
    if v.starts_with('<') && v.contains('>') && !v.starts_with("<?") {
        return true;
    }
    // References with trailing text (`$VAR-suffix`, escaped `\$VAR`), and values wrapped in
    // template delimiters (`__NAME__`, `@@NAME@@`, `%NAME%`, `$NAME$`, `[NAME]`).
    // `$VAR`, `\$VAR`, `${VAR}`, `$VAR-suffix` (but not crypt hashes like `$6$salt$hash`).
    let after_dollar = v.strip_prefix("\\$").or_else(|| v.strip_prefix('$'));
    if let Some(rest) = after_dollar {
        let name_end =
            rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '{' || c == '}')).unwrap_or(rest.len());
        let name = &rest[..name_end];
        if !name.is_empty()
            && name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '{')
            && !rest[name_end..].contains('$')
        {
            return true;
        }
    }
    for (open, close) in [("__", "__"), ("@@", "@@"), ("%", "%"), ("$", "$"), ("[", "]"), ("(", ")"), ("_", "_")] {
        if v.len() > open.len() + close.len() + 1 && v.starts_with(open) && v.ends_with(close) {
            return true;
        }
    }
    // A constant's name rather than a value: WORDS_WITH_UNDERSCORES.
    if v.contains('_')
        && v.split('_').all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()))
    {
        return true;
    }
    false
}

/// A masked or repetitive value (`xxxx`, `****`, `aaaa…`): real keys are random.
fn is_mask(v: &str, lower: &str) -> bool {
    // Masks: runs of one character (xxxx, ****, ....) in the value.
    for run in ["xxxx", "****", "....", "0000000000", "####", "____", "----------", "••••", "XXXX", "…"] {
        if lower.contains(&run.to_ascii_lowercase()) {
            return true;
        }
    }
    let distinct: std::collections::HashSet<char> = lower.chars().collect();
    if distinct.len() <= 2 {
        return true;
    }
    // Long but repetitive (`ghp_abababab…`, `sk_live_1234…1234`): real keys are random.
    if v.len() >= 20 && entropy(v) < 2.6 {
        return true;
    }
    false
}

/// A word that marks a value as an example (`changeme`, `your_key_here`), in the lower-cased
/// value.
fn has_placeholder_word(lower: &str) -> bool {
    const WORDS: &[&str] = &[
        "example",
        "sample",
        "placeholder",
        "changeme",
        "change_me",
        "change-me",
        "changethis",
        "replace_me",
        "replaceme",
        "your_",
        "your-",
        "yourkey",
        "yourtoken",
        "yourpassword",
        "insert_",
        "insert-",
        "dummy",
        "redacted",
        "fake",
        "notreal",
        "not_real",
        "not-a-real",
        "lorem",
        "todo",
        "tbd",
        "fixme",
        "mysecret",
        "my_secret",
        "mypassword",
        "my-password",
        "secretkey",
        "secret_key_here",
        "here_",
        "_here",
    ];
    // In a long random value these letters can occur by chance; there, a word counts only when
    // it stands apart (`…/your_key_here`, `fake-token`), not inside a run of random characters.
    let bytes = lower.as_bytes();
    WORDS.iter().any(|w| {
        lower.match_indices(w).any(|(i, _)| {
            let before = i.checked_sub(1).map(|j| bytes[j]);
            let after = bytes.get(i + w.len()).copied();
            let apart = |c: Option<u8>| c.is_none_or(|c| !c.is_ascii_alphanumeric());
            lower.len() <= 32 || apart(before) || apart(after) || w.ends_with(['_', '-']) || w.starts_with(['_', '-'])
        })
    })
}

/// `dir/name.ext`, `./x`, `~/x`, or a bare file name with a common extension.
fn looks_like_path(v: &str) -> bool {
    if v.starts_with("./")
        || v.starts_with("../")
        || v.starts_with("~/")
        || (v.starts_with('/') && v[1..].contains('/') && !v.contains(' '))
    {
        return true;
    }
    let Some((stem, ext)) = v.rsplit_once('.') else { return false };
    let ext = ext.to_ascii_lowercase();
    const EXTS: &[&str] = &[
        "json",
        "yaml",
        "yml",
        "xml",
        "txt",
        "tmpl",
        "tpl",
        "j2",
        "html",
        "svg",
        "png",
        "jpg",
        "jpeg",
        "gif",
        "ico",
        "css",
        "js",
        "ts",
        "py",
        "rb",
        "go",
        "java",
        "sh",
        "pem",
        "crt",
        "cer",
        "key",
        "pub",
        "p12",
        "pfx",
        "jks",
        "env",
        "ini",
        "cfg",
        "conf",
        "properties",
        "toml",
        "md",
        "csv",
        "log",
        "zip",
        "gz",
        "tar",
    ];
    EXTS.contains(&ext.as_str())
        && !stem.is_empty()
        && stem.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'))
}

/// `(line, key, value)` for each `data`/`stringData` entry of each `kind: Secret` document.
fn k8s_entries(text: &str) -> Vec<(usize, String, String)> {
    let mut out = Vec::new();
    let mut doc_start = 0usize;
    let lines: Vec<&str> = text.lines().collect();
    let mut bounds = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        if l.trim_end() == "---" {
            bounds.push((doc_start, i));
            doc_start = i + 1;
        }
    }
    bounds.push((doc_start, lines.len()));
    for (start, end) in bounds {
        let doc = &lines[start..end];
        let is_secret = doc.iter().any(|l| {
            let t = l.trim();
            let Some(v) = t.strip_prefix("kind:").or_else(|| t.strip_prefix("\"kind\":")) else { return false };
            v.trim().trim_end_matches(',').trim_matches(|c| c == '"' || c == '\'').eq_ignore_ascii_case("secret")
        });
        if !is_secret {
            continue;
        }
        let mut block: Option<(usize, bool)> = None; // (indent of the data key, base64?)
        for (j, l) in doc.iter().enumerate() {
            let indent = l.len() - l.trim_start().len();
            let t = l.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            if t == "data:" || t == "stringData:" {
                block = Some((indent, t == "data:"));
                continue;
            }
            let Some((block_indent, b64)) = block else { continue };
            if indent <= block_indent {
                block = None;
                continue;
            }
            let Some((key, value)) = t.split_once(':') else { continue };
            let mut value = value.trim().trim_matches(|c| c == '"' || c == '\'').to_string();
            if value.starts_with('|') || value.starts_with('>') {
                // A block scalar: the more-indented lines that follow.
                value = doc[j + 1..]
                    .iter()
                    .take_while(|l| l.trim().is_empty() || l.len() - l.trim_start().len() > indent)
                    .map(|l| l.trim())
                    .collect::<Vec<_>>()
                    .join("");
            }
            let value = value.as_str();
            if value.is_empty() {
                continue;
            }
            let plain = if b64 {
                match base64::engine::general_purpose::STANDARD.decode(value) {
                    Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                    Err(_) => continue,
                }
            } else {
                value.to_string()
            };
            // A long decoded value (a JSON document, a certificate) is judged by its templating
            // markers only: words like "example" inside it say nothing about the secret.
            let plain = plain.trim();
            let placeholder =
                if plain.chars().count() > 40 { has_template_marker(plain) } else { is_placeholder(plain) };
            if plain.chars().count() < 4 || placeholder {
                continue;
            }
            out.push((start + j + 1, key.trim().to_string(), value.to_string()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders() {
        for p in [
            "${DB_PASSWORD}",
            "<your-api-key>",
            "changeme",
            "xxxxxxxxxxxxxxxx",
            "****",
            "$SECRET",
            "{{ .Values.token }}",
            "your_token_here",
            "AKIAIOSFODNN7EXAMPLE",
            "aaaaaaaa",
        ] {
            assert!(is_placeholder(p), "{p}");
        }
        assert!(is_placeholder("ghp_abababababababababababababababababab"));
        assert!(!is_placeholder("$6$rounds=5000$saltsalt$Hk3Zp0Vq9Lm2Xw8Rt5Yb1Nc4Ud7Ge6Jf"), "crypt hashes are values");
        for s in ["ghp_8fK2mQ9xLw3vR7tY1zN5bC0dE4gH6jS2aP9u", "hunter2isnotgood", "Zq8#kLm2!vR9"] {
            assert!(!is_placeholder(s), "{s}");
        }
    }

    /// The rules match bytes: a value with multi-byte characters is found whole, and a match
    /// that would end inside a character ends after it.
    #[test]
    fn values_with_multibyte_characters_are_found_whole() {
        let rules = SecretRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let text = "db_password = \"Zq8k-pässwört-Ü9vR\"\n";
        let hits = rules.scan("settings.py", text, &LineIndex::new(text));
        assert!(hits.iter().any(|h| h.secret == "Zq8k-pässwört-Ü9vR"), "{hits:?}");
        assert_eq!(char_span("aé", 0, 2), (0, 3, "aé"));
        assert_eq!(char_span("éa", 1, 3), (0, 3, "éa"));
    }

    #[test]
    fn placeholders_seen_through_base64_and_conventions() {
        use base64::engine::general_purpose::STANDARD;
        // Encoded stand-ins: a documentation key, a value ending in a placeholder word.
        assert!(is_placeholder(&STANDARD.encode("Qm9vZ3Vz7kLp2Rt8Zx4EXAMPLEKEY")));
        assert!(is_placeholder(&STANDARD.encode("q8Ld9zPw0Rt5Yb1Nc4Ud7Ge6Jfchangeme")));
        assert!(is_placeholder(&STANDARD.encode(STANDARD.encode("h7Kq2Lm9-replace_me"))));
        // Encrypted values, counting runs.
        assert!(is_placeholder("ENC[AES256_GCM,data:q8Ld9zPw0Rt,iv:Yb1Nc4Ud7Ge6]"));
        assert!(is_placeholder("AKIA0123456789QWERTY"));
        assert!(is_placeholder("tok_abcdefghij8fK2mQ9x"));
        assert!(is_placeholder("Zq8kLm2vR9xW4tQ3FAKEKEY"));
        // Random keys, encoded or not, stay secrets.
        assert!(!is_placeholder("wMq7Zp2Lx9Rt4Vb8Nc3Hd6Fg0Js5Ya1Ke"));
        assert!(!is_placeholder(&STANDARD.encode("admin:Zq8kLm2vR9xW4t")));
        assert_eq!(longest_sequence("a1234567b"), 7);
        assert_eq!(longest_sequence("zyxwv"), 5);
    }

    #[test]
    fn stand_in_names() {
        for n in
            ["mock_token=", "const fakePassword = ", "PUBLIC_API_KEY: ", "\"exampleSecret\": ", "x.publishable_key = "]
        {
            assert!(names_a_stand_in(n), "{n}");
        }
        for n in ["api_token = ", "\"client_secret\": ", "publicity.key = x; secret = ", "DB_PASSWORD="] {
            assert!(!names_a_stand_in(n), "{n}");
        }
    }

    #[test]
    fn pem_bodies() {
        assert!(pem_body_is_key("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAWt3G8C67GCipmyZuJXUM"));
        assert!(pem_body_is_key("-----BEGIN OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9u"));
        assert!(pem_body_is_key(
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\nlQOYBF9vjzRWgkb/M6LQyyiK"
        ));
        assert!(pem_body_is_key(
            "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0A1B\n\nq8Ld9zPw0Rt5Yb1Nc4Ud7Ge6"
        ));
        // Hex where base64 belongs; a PGP body that is no secret-key packet.
        assert!(!pem_body_is_key("-----BEGIN OPENSSH PRIVATE KEY-----\n0b3d576ba5a108c3b7374142bfd02992"));
        assert!(!pem_body_is_key("-----BEGIN PGP PRIVATE KEY-----\n0b3d576ba5a108c3b7374142bfd02992"));
        assert!(!pem_body_is_key("-----BEGIN PRIVATE KEY-----\nREPLACE ME"));
    }

    #[test]
    fn entropy_orders_randomness() {
        assert!(entropy("aaaaaaaa") < 0.1);
        assert!(entropy("password") < 3.0);
        assert!(entropy("8fK2mQ9xLw3vR7tY1zN5bC0d") > 4.0);
    }

    #[test]
    fn kubernetes_secrets() {
        let m = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  password: czNjcjN0LXAxc3M=\n  empty: \"\"\n  user: ZHVtbXk=\n---\nkind: ConfigMap\ndata:\n  password: czNjcjN0LXAxc3M=\n";
        let e = k8s_entries(m);
        assert_eq!(e, vec![(6, "password".to_string(), "czNjcjN0LXAxc3M=".to_string())]);
        let s = "kind: Secret\nstringData:\n  token: ${TOKEN}\n  key: q8Ld9zPw0Rt\n";
        assert_eq!(k8s_entries(s).len(), 1);
        // Any case and quoting of the kind, wherever it sits in the document.
        let l = "apiVersion: 'v1'\ndata:\n  extra: 'WnE4a0xtMnZSOXhXNHQ='\nkind: 'secret'\n";
        assert_eq!(k8s_entries(l).len(), 1);
    }
}

#[cfg(test)]
mod examples {
    use super::*;

    /// Every shipped rule finds its `match` examples and none of its `no_match` ones.
    #[test]
    fn rule_examples() {
        let rules = SecretRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let mut failures: Vec<String> = rules
            .rules
            .iter()
            .flat_map(|r| {
                std::iter::once(r.regex.compile())
                    .chain(r.allow.iter().map(|a| a.compile()))
                    .filter_map(Result::err)
                    .map(|e| format!("{}: {e}", r.meta.id))
            })
            .collect();
        for (i, rule) in rules.rules.iter().enumerate() {
            assert!(!rule.examples.matches.is_empty(), "{} has no examples", rule.meta.id);
            for (want, list) in [(true, &rule.examples.matches), (false, &rule.examples.no_match)] {
                for ex in list {
                    // Rules limited to some paths are tried on a path they accept.
                    let path = rule.paths.as_ref().map_or("example.txt".to_string(), |_| sample_path(&rule.meta.id));
                    let hits = rules.scan(&path, ex, &LineIndex::new(ex));
                    let found = hits.iter().any(|h| h.rule == i);
                    if found != want {
                        failures.push(format!("{}: {} {ex:?}", rule.meta.id, if want { "missed" } else { "flagged" }));
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    fn sample_path(id: &str) -> String {
        for (needle, path) in [
            ("npmrc", ".npmrc"),
            ("pypirc", ".pypirc"),
            ("htpasswd", ".htpasswd"),
            ("netrc", ".netrc"),
            ("docker", ".docker/config.json"),
            ("shadow", "etc/shadow"),
            ("config-credential", "deploy/app.env"),
            ("pgpass", ".pgpass"),
            ("gradle", "build.gradle"),
            ("secret-file", "deploy/app.clientSecret"),
        ] {
            if id.contains(needle) {
                return path.to_string();
            }
        }
        "example.txt".to_string()
    }
}
