//! Code rules as data (`config/rules/code/*.yaml`): sinks described as calls with argument
//! conditions, or regexes over comment-free code; request sources, marks and models (what the
//! language's APIs do, `models.rs`) per language.

use std::collections::HashMap;
use std::path::Path;
use std::sync::LazyLock;

use indexmap::IndexMap;
use serde::Deserialize;

use super::models::{ArgSel, Models, RawModel};
use super::names::{CalleeIndex, callee_matches};
use crate::diag::{Diagnostic, Pos};
use crate::scan::finding::{Confidence, Secrecy, Severity};
use crate::scan::lex::Lang;
use crate::scan::secrets::{Examples, RuleMeta};
use crate::scan::suppress::is_nosec_id;
use crate::scan::text::LazyRegex;
use crate::yaml;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    /// Expressions that carry request data, per language: dotted chains; `*.name` matches a
    /// member of any receiver.
    #[serde(default)]
    sources: IndexMap<Lang, Vec<String>>,
    /// What the language's APIs do, per language (`models.rs`).
    #[serde(default)]
    models: IndexMap<Lang, Vec<RawModel>>,
    /// Calls whose result carries a named property that rules look for (`weak-random`: a value
    /// an attacker can predict), per language and mark.
    #[serde(default)]
    marks: IndexMap<Lang, IndexMap<String, Vec<String>>>,
    /// Methods that take a mark away from the object they are called on (`setHttpOnly` on a
    /// cookie made without HttpOnly), unless an argument is the literal `false`; per language
    /// and mark.
    #[serde(default)]
    unmarks: IndexMap<Lang, IndexMap<String, Vec<String>>>,
    #[serde(default)]
    rules: Vec<RawRule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRule {
    id: String,
    languages: Vec<Lang>,
    family: String,
    title: String,
    description: String,
    cwe: String,
    severity: Severity,
    confidence: Confidence,
    call: Option<Vec<String>>,
    /// A call rule: calls also known by one of these names are not its sinks (`from_string` of
    /// a `jinja2.sandbox.SandboxedEnvironment`).
    #[serde(default)]
    not_call: Vec<String>,
    /// An assignment sink: the containers or objects written into (`session["k"] = v`).
    assign: Option<Vec<String>>,
    /// An assignment sink: a regex the assigned name or constant key must match.
    target: Option<String>,
    /// A string built from parts (formatting, concatenation) whose constant text, with `{}` for
    /// each non-constant part, matches this regex.
    built_text: Option<String>,
    arg: Option<ArgSel>,
    when: Option<When>,
    /// With `when: marked`, the mark the value must carry.
    mark: Option<String>,
    /// Only in a web handler's code (true) or only outside one (false).
    in_view: Option<bool>,
    /// The watched argument is the command a shell runs: the item after `sh -c` in an argv
    /// list (or after the shell and `-c` arguments).
    #[serde(default)]
    shell_c: bool,
    /// The call's result, assigned to a variable, is dropped as a finding when the function
    /// later validates that variable (`if (!p.startsWith(base)) return`).
    #[serde(default)]
    unless_checked: bool,
    /// The watched arguments are a program's argument vector run without a shell: escaped
    /// request data in it is not reported, raw data is (unless a shell runs the vector).
    #[serde(default)]
    argv: bool,
    /// The call writes to a response: dropped where the response (the call's receiver, or its
    /// first argument) was given a content type other than a page on every path before it
    /// (the models' `content_type` calls).
    #[serde(default)]
    unless_plain: bool,
    /// A call rule: no finding where an argument of the call carries this mark (an expression
    /// evaluated in a context that cannot reach Java methods).
    unless_marked: Option<String>,
    /// The watched value says where a request goes or a browser is sent (redirects, HTTP
    /// clients): a value whose constant start already fixes the site is no finding.
    #[serde(default)]
    destination: bool,
    /// The sink is dangerous whatever it is given (deserialization, eval): a `when: always`
    /// call given a constant is reported at low severity, the risk being that it changes.
    #[serde(default)]
    sink_only: bool,
    /// A call rule: an object or map given as the watched argument is conditions
    /// (`where({ name })`, squirrel's `Eq{..}`, a GORM struct): its values are bound as
    /// parameters, so only its keys that are no constant names are judged.
    #[serde(default)]
    conditions: bool,
    /// What the rule matches is a hard-coded key or password: the matched constant is masked in
    /// every output.
    #[serde(default)]
    holds_secret: bool,
    /// Bandit's and gosec's test ids whose `nosec` on a finding's lines covers it.
    #[serde(default)]
    nosec_ids: Vec<String>,
    #[serde(default)]
    kwargs: IndexMap<String, Vec<String>>,
    #[serde(default)]
    kwarg_absent: IndexMap<String, Vec<String>>,
    /// A regex the argument's constant value must match (a literal, or a variable assigned one).
    value: Option<String>,
    /// `value` matches a string built from parts too: its constant text with `{}` for each part
    /// not known (`http://api.example.org/v1?{}`).
    #[serde(default)]
    value_built: bool,
    /// Bits of which the argument's constant integer value must have at least one (file modes:
    /// 2 is "writable by others"); any base the language writes.
    mode_bits: Option<u32>,
    /// The watched argument's constant value (a call rule) or the regex rule's first capture
    /// group is a regular expression that can backtrack catastrophically (`redos.rs`).
    #[serde(default)]
    redos: bool,
    regex: Option<String>,
    unless_line: Option<String>,
    /// A regex rule's match is dropped when the matched text itself matches this (a form that
    /// holds a CSRF token somewhere between its tags).
    unless_match: Option<String>,
    /// A regex rule's match is dropped when the class (or, outside any class, the file) around
    /// it matches this: protections set up in one class do not cover another class's code.
    unless_class: Option<String>,
    /// A regex rule's match counts only when the class (or, outside any class, the file) around
    /// it matches this.
    class_context: Option<String>,
    unless_file: Option<String>,
    /// A match counts only in a file that matches this (Fiber's `SendString` where the file
    /// sets an HTML type).
    file_context: Option<String>,
    context: Option<String>,
    not_context: Option<String>,
    /// Words (lower case) of the enclosing function's name that drop a match: `cache` drops it
    /// in `make_cache_key` and `cacheKey`, never in `cached` or `login` (whole words only).
    #[serde(default)]
    not_in_function: Vec<String>,
    fix: String,
    #[serde(default)]
    examples: Examples,
}

/// What must hold of the argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum When {
    /// Request data reaches it.
    Tainted,
    /// A string built from a non-constant part (formatting, concatenation, interpolation), or
    /// request data.
    Built,
    /// Anything but a constant.
    Nonconst,
    /// The call itself (with its keyword conditions) is the finding.
    Always,
    /// The value carries the rule's `mark` (a weak random number, say).
    Marked,
}

pub enum Matcher {
    Call {
        callees: Vec<String>,
        /// Names that make a call no sink of the rule (`not_call`).
        not_call: Vec<String>,
        arg: Option<ArgSel>,
        when: When,
        kwargs: Vec<(String, Vec<String>)>,
        kwarg_absent: Vec<(String, Vec<String>)>,
        value: Option<LazyRegex>,
        /// `value` reads a built string's text too.
        value_built: bool,
        mode_bits: Option<u32>,
        /// The argument is a constant regex that backtracks catastrophically.
        redos: bool,
        /// The mark's bit, for `when: marked`.
        mark: u32,
        in_view: Option<bool>,
        shell_c: bool,
        unless_checked: bool,
        sink_only: bool,
        /// An object given is conditions: only its keys are judged (`conditions`).
        conditions: bool,
        /// The arguments are an argument vector (`argv`).
        argv: bool,
        /// Not where the response written to is given a content type other than a page.
        unless_plain: bool,
        /// Not where an argument carries this mark's bit.
        unless_marked: u32,
    },
    /// A value stored into a watched container (`containers`) or under a watched name or key
    /// (`target`).
    Assign { containers: Vec<String>, target: Option<LazyRegex>, when: When, mark: u32 },
    /// A string built from parts, wherever it goes, whose text matches `pattern`.
    Build { pattern: LazyRegex, when: When },
    Regex {
        pattern: LazyRegex,
        unless_line: Option<LazyRegex>,
        unless_match: Option<LazyRegex>,
        unless_class: Option<LazyRegex>,
        class_context: Option<LazyRegex>,
        /// The match's first capture group (or the match) is a regex that backtracks
        /// catastrophically.
        redos: bool,
    },
}

impl Matcher {
    /// Whether a call known by `names` is this call rule's sink: one of them its callees name,
    /// none its `not_call`.
    pub fn calls(&self, names: &[String]) -> bool {
        let Matcher::Call { callees, not_call, .. } = self else { return false };
        let named = |list: &[String]| names.iter().any(|n| list.iter().any(|p| callee_matches(p, n)));
        named(callees) && !named(not_call)
    }
}

impl CodeRule {
    /// Whether its matches in a file of this text (comments blanked) are dropped: an
    /// `unless_file` matches it, or a `file_context` does not.
    pub fn skips_file(&self, text: &str) -> bool {
        self.unless_file.as_ref().is_some_and(|re| re.is_match(text))
            || self.file_context.as_ref().is_some_and(|re| !re.is_match(text))
    }
}

pub struct CodeRule {
    pub meta: RuleMeta,
    pub languages: Vec<Lang>,
    pub matcher: Matcher,
    pub unless_file: Option<LazyRegex>,
    pub file_context: Option<LazyRegex>,
    pub scope: Scope,
    /// The watched value is where a request goes or a browser is sent (`destination`).
    pub destination: bool,
    pub examples: Examples,
}

/// Where a rule's match counts, by what surrounds it: its line and its function's name.
pub struct Scope {
    /// Kept only where the line and the function's name match this.
    pub context: Option<LazyRegex>,
    /// Dropped where the line matches this.
    pub not_context: Option<LazyRegex>,
    /// Dropped in a function whose name has one of these words (lower case).
    pub not_in_function: Vec<String>,
}

impl Scope {
    /// Whether a match on `line`, in the function named `func`, counts. A name drops a match
    /// only by a whole word of it (`extract_unsafe_upload` holds "safe" as no word, `login`
    /// holds no "log").
    pub fn allows(&self, line: &str, func: &str) -> bool {
        self.allows_with(line, func, "")
    }

    /// [`Self::allows`], the context and the `not_context` also read in `more` (what a call's
    /// arguments are known to hold: a path built as `name + ".key"` on a line before).
    pub fn allows_with(&self, line: &str, func: &str, more: &str) -> bool {
        self.context.as_ref().is_none_or(|c| c.is_match(&format!("{line} {func} {more}")))
            && self.not_context.as_ref().is_none_or(|n| !n.is_match(&format!("{line}\n{more}")))
            && (self.not_in_function.is_empty() || !names_any(func, &self.not_in_function))
    }
}

/// Whether the name `func` holds one of `entries` as whole words: a word (`cache`), words in a
/// row (`country_code`: `random_country_code`, `countryCode`), a word ending in `*` being any
/// word it starts (`checksum*`: `checksums`; `test*`: `testing`, never `latest`).
fn names_any(func: &str, entries: &[String]) -> bool {
    let words: Vec<String> = name_words(func).collect();
    let word_is = |word: &str, want: &str| match want.strip_suffix('*') {
        Some(start) => word.starts_with(start),
        None => word == want,
    };
    entries.iter().any(|e| {
        let want: Vec<&str> = e.split('_').collect();
        words.windows(want.len()).any(|w| w.iter().zip(&want).all(|(a, b)| word_is(a, b)))
    })
}

pub struct CodeRules {
    pub rules: Vec<CodeRule>,
    pub sources: HashMap<Lang, Vec<String>>,
    /// Per language: what its APIs do (exits, sanitizers, guards, ...).
    pub models: HashMap<Lang, Models>,
    /// Per language: mark bit and the calls that set it.
    pub marks: HashMap<Lang, Vec<(u32, Vec<String>)>>,
    /// Per language: mark bit and the method names that clear it on their receiver.
    pub unmarks: HashMap<Lang, Vec<(u32, Vec<String>)>>,
    /// Mark names, by bit position.
    pub mark_names: Vec<String>,
    /// Call rules by language, indexed by the last segment of the callees they name.
    call_index: std::sync::OnceLock<HashMap<Lang, CallIndex>>,
    /// Regex rules by language (`lang as usize`), behind a literal prefilter: built for the
    /// languages a scan meets.
    regex_index: [std::sync::OnceLock<RegexIndex>; Lang::COUNT],
    /// The rules of each language by what they match (`lang as usize`): built for the
    /// languages a scan meets, not filtered again at every store and built string.
    kind_index: [std::sync::OnceLock<KindIndex>; Lang::COUNT],
    /// Each language's mark bits by the callee patterns that set them.
    mark_index: [std::sync::OnceLock<CalleeIndex<u32>>; Lang::COUNT],
}

/// One language's rules by what they match, each list in rule order.
#[derive(Default)]
struct KindIndex {
    calls: bool,
    assign: Vec<usize>,
    build: Vec<usize>,
}

/// The literals one of which any match of a regex rule must start (or end) with, for all regex
/// rules of a language in one automaton: a rule whose literals are absent from a file is
/// neither compiled nor run on it.
struct RegexIndex {
    automaton: Option<aho_corasick::AhoCorasick>,
    /// For each literal, its rule.
    owner: Vec<usize>,
    /// Rules without usable literals: always run.
    always: Vec<usize>,
}

/// Prefix (or else suffix) literals of a pattern, when they are few and long enough to filter.
fn literals(pattern: &str) -> Option<Vec<Vec<u8>>> {
    use regex_syntax::hir::literal::{ExtractKind, Extractor};
    let hir = regex_syntax::ParserBuilder::new().build().parse(pattern).ok()?;
    for kind in [ExtractKind::Prefix, ExtractKind::Suffix] {
        let seq = Extractor::new().kind(kind).extract(&hir);
        if let Some(lits) = seq.literals()
            && !lits.is_empty()
            && lits.len() <= 256
            && lits.iter().all(|l| l.as_bytes().len() >= 3)
        {
            return Some(lits.iter().map(|l| l.as_bytes().to_vec()).collect());
        }
    }
    None
}

/// Which call rules can match a callee, found by its last name segment.
#[derive(Default)]
struct CallIndex {
    by_name: HashMap<String, Vec<usize>>,
    /// Rules with a `module.*` pattern: tried on every call.
    wildcard: Vec<usize>,
}

impl CodeRule {
    /// Its findings hold a secret value (a hard-coded key or password), masked everywhere: as
    /// its `holds_secret` says.
    pub fn secret(&self) -> bool {
        self.meta.secrecy.holds_secret()
    }
}

impl CodeRules {
    /// What `lang`'s APIs do (no model for a language without a `models:` section).
    pub fn models_of(&self, lang: Lang) -> &Models {
        static NONE: LazyLock<Models> = LazyLock::new(Models::default);
        self.models.get(&lang).unwrap_or(&NONE)
    }

    /// The expressions that carry request data in `lang`.
    pub fn sources_of(&self, lang: Lang) -> &[String] {
        self.sources.get(&lang).map_or(&[], Vec::as_slice)
    }

    fn empty() -> CodeRules {
        CodeRules {
            rules: Vec::new(),
            sources: HashMap::new(),
            models: HashMap::new(),
            marks: HashMap::new(),
            unmarks: HashMap::new(),
            mark_names: Vec::new(),
            call_index: std::sync::OnceLock::new(),
            regex_index: std::array::from_fn(|_| std::sync::OnceLock::new()),
            kind_index: std::array::from_fn(|_| std::sync::OnceLock::new()),
            mark_index: std::array::from_fn(|_| std::sync::OnceLock::new()),
        }
    }

    /// The regex rules of `lang` that may match somewhere in `text`, in rule order.
    pub fn regex_candidates(&self, lang: Lang, text: &str) -> Vec<usize> {
        let idx = self.regex_index[lang as usize].get_or_init(|| {
            // The literals, each literal's rule, and the rules without literals.
            let (mut lits, mut owner, mut always) = (Vec::new(), Vec::new(), Vec::new());
            for (i, r) in self.rules.iter().enumerate() {
                let Matcher::Regex { pattern, .. } = &r.matcher else { continue };
                if !r.languages.contains(&lang) {
                    continue;
                }
                match literals(pattern.pattern()) {
                    Some(found) => {
                        for l in found {
                            lits.push(l);
                            owner.push(i);
                        }
                    }
                    None => always.push(i),
                }
            }
            let automaton = if lits.is_empty() {
                None
            } else {
                aho_corasick::AhoCorasick::builder().match_kind(aho_corasick::MatchKind::Standard).build(&lits).ok()
            };
            // Without an automaton every rule must run.
            let always = if automaton.is_some() { always } else { owner.iter().chain(&always).copied().collect() };
            RegexIndex { automaton, owner, always }
        });
        let mut out = idx.always.clone();
        if let Some(ac) = &idx.automaton {
            out.extend(ac.find_overlapping_iter(text).map(|m| idx.owner[m.pattern().as_usize()]));
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The call rules of `lang` that may match `callee` (the exact pattern check is the caller's).
    pub fn call_candidates(&self, lang: Lang, callee: &str) -> Vec<usize> {
        let index = self.call_index.get_or_init(|| {
            let mut all: HashMap<Lang, CallIndex> = HashMap::new();
            for (i, r) in self.rules.iter().enumerate() {
                let Matcher::Call { callees, .. } = &r.matcher else { continue };
                for lang in &r.languages {
                    let idx = all.entry(*lang).or_default();
                    for c in callees {
                        if c.ends_with(".*") {
                            idx.wildcard.push(i);
                        } else {
                            let last = c.rsplit('.').next().unwrap_or(c).to_string();
                            idx.by_name.entry(last).or_default().push(i);
                        }
                    }
                }
            }
            for idx in all.values_mut() {
                for v in idx.by_name.values_mut() {
                    v.sort_unstable();
                    v.dedup();
                }
                idx.wildcard.sort_unstable();
                idx.wildcard.dedup();
            }
            all
        });
        let Some(idx) = index.get(&lang) else { return Vec::new() };
        let last = callee.rsplit('.').next().unwrap_or(callee);
        let mut out: Vec<usize> = idx.by_name.get(last).into_iter().flatten().chain(&idx.wildcard).copied().collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Compiles every regex now; the errors a lazy compile would only hit mid-scan.
    pub fn validate(&self) -> Vec<String> {
        let mut out = Vec::new();
        for r in &self.rules {
            let mut all: Vec<&LazyRegex> = [&r.unless_file, &r.file_context, &r.scope.context, &r.scope.not_context]
                .into_iter()
                .flatten()
                .collect();
            match &r.matcher {
                Matcher::Regex { pattern, unless_line, unless_match, unless_class, class_context, .. } => {
                    all.push(pattern);
                    all.extend(unless_line);
                    all.extend(unless_match);
                    all.extend(unless_class);
                    all.extend(class_context);
                }
                Matcher::Call { value, .. } => all.extend(value),
                Matcher::Assign { target, .. } => all.extend(target),
                Matcher::Build { pattern, .. } => all.push(pattern),
            }
            out.extend(all.into_iter().filter_map(|re| re.compile().err()).map(|e| format!("{}: {e}", r.meta.id)));
        }
        out
    }

    /// Every file under `config/rules/code/`, in name order.
    pub fn builtin() -> Result<CodeRules, Vec<Diagnostic>> {
        // Reading the YAML is most of a small scan's start: the files are read side by side.
        let files: Vec<(std::path::PathBuf, &str)> = crate::embedded::config_files_under("rules/code/")
            .map(|(path, src)| (Path::new("config").join(path), src))
            .collect();
        let raws: Vec<Result<RawFile, Diagnostic>> = std::thread::scope(|s| {
            let handles: Vec<_> =
                files.iter().map(|(file, src)| s.spawn(move || yaml::parse::<RawFile>(file, src))).collect();
            handles
                .into_iter()
                .zip(&files)
                .map(|(h, (file, _))| {
                    h.join().unwrap_or_else(|_| Err(Diagnostic::error(file, Pos::FILE, "reading the rules failed")))
                })
                .collect()
        });
        let mut all = CodeRules::empty();
        let mut diags = Vec::new();
        for (raw, (file, src)) in raws.into_iter().zip(&files) {
            match raw.map_err(|d| vec![d]).and_then(|raw| all.add_raw(file, src, raw, true)) {
                Ok(()) => {}
                Err(mut d) => diags.append(&mut d),
            }
        }
        // A mark a rule names that no call sets would silently never match.
        for name in all.unset_marks() {
            let at = Path::new("config/rules/code");
            diags.push(Diagnostic::error(
                at,
                Pos::FILE,
                format!("mark `{name}` is named by a rule but set by no `marks:` entry"),
            ));
        }
        if diags.is_empty() { Ok(all) } else { Err(diags) }
    }

    /// The marks rules name that no `marks:` entry of any language sets.
    fn unset_marks(&self) -> Vec<&str> {
        let set: u32 = self.marks.values().flatten().fold(0, |b, (bit, _)| b | bit);
        let named: u32 = self.rules.iter().fold(0, |b, r| match &r.matcher {
            Matcher::Call { mark, unless_marked, .. } => b | mark | unless_marked,
            Matcher::Assign { mark, .. } => b | mark,
            _ => b,
        });
        self.mark_names
            .iter()
            .enumerate()
            .filter(|(i, _)| 1u32.checked_shl(*i as u32).is_some_and(|bit| named & bit != 0 && set & bit == 0))
            .map(|(_, n)| n.as_str())
            .collect()
    }

    pub fn parse(file: &Path, src: &str) -> Result<CodeRules, Vec<Diagnostic>> {
        let mut all = CodeRules::empty();
        all.add(file, src)?;
        Ok(all)
    }

    /// Adds one rule file's sources, models and rules.
    pub fn add(&mut self, file: &Path, src: &str) -> Result<(), Vec<Diagnostic>> {
        let raw: RawFile = yaml::parse(file, src).map_err(|d| vec![d])?;
        self.add_raw(file, src, raw, false)
    }

    /// `builtin`: a file shipped with the tool, whose patterns the rule tests compile.
    fn add_raw(&mut self, file: &Path, src: &str, raw: RawFile, builtin: bool) -> Result<(), Vec<Diagnostic>> {
        let at = std::cell::OnceCell::new();
        let mut diags = Vec::new();
        let re = |s: &str| if builtin { Ok(LazyRegex::builtin(s)) } else { LazyRegex::new(s) };
        let RawFile { sources, models, marks, unmarks, rules } = raw;
        for (i, r) in rules.into_iter().enumerate() {
            let pos =
                || at.get_or_init(|| yaml::key_positions(src)).get(&format!("rules.{i}")).copied().unwrap_or(Pos::FILE);
            let mut problems: Vec<String> = Vec::new();
            let id = r.id.clone();
            let duplicate = self.rules.iter().any(|x| x.meta.id == id);
            let rule = self.compile_rule(r, &re, &mut problems);
            if duplicate {
                problems.push("id used twice".into());
            }
            for p in &problems {
                diags.push(Diagnostic::error(file, pos(), format!("rule `{id}`: {p}")));
            }
            self.rules.extend(rule);
        }
        if !diags.is_empty() {
            return Err(diags);
        }
        for (lang, list) in sources {
            self.sources.entry(lang).or_default().extend(list);
        }
        for (lang, groups) in super::models::compile(file, src, models)? {
            let mut all = self.models.remove(&lang).map(|m| m.groups).unwrap_or_default();
            all.extend(groups);
            self.models.insert(lang, Models::new(all));
        }
        for (table, raw) in [(&mut self.marks, marks), (&mut self.unmarks, unmarks)] {
            for (lang, named) in raw {
                for (name, calls) in named {
                    let bit = mark_bit(&mut self.mark_names, &name);
                    table.entry(lang).or_default().push((bit, calls));
                }
            }
        }
        Ok(())
    }

    /// One rule compiled (its regexes by `re`), its problems added to `problems`.
    fn compile_rule(
        &mut self,
        r: RawRule,
        re: &dyn Fn(&str) -> Result<LazyRegex, String>,
        problems: &mut Vec<String>,
    ) -> Option<CodeRule> {
        let mut opt = |s: &Option<String>, what: &str| -> Option<LazyRegex> {
            s.as_ref().and_then(|s| re(s).map_err(|e| problems.push(format!("bad {what}: {e}"))).ok())
        };
        let regexes = RuleRegexes {
            unless_line: opt(&r.unless_line, "unless_line"),
            unless_match: opt(&r.unless_match, "unless_match"),
            unless_class: opt(&r.unless_class, "unless_class"),
            class_context: opt(&r.class_context, "class_context"),
            value: opt(&r.value, "value"),
            target: opt(&r.target, "target"),
            built: opt(&r.built_text, "built_text"),
        };
        let (unless_file, file_context) = (opt(&r.unless_file, "unless_file"), opt(&r.file_context, "file_context"));
        let (context, not_context) = (opt(&r.context, "context"), opt(&r.not_context, "not_context"));
        let marks = self.rule_marks(&r, problems);
        for w in r.not_in_function.iter().filter(|w| !is_name_word(w)) {
            problems.push(format!(
                "`not_in_function`: `{w}` is not a lower-case word of a name (`cache`), or words in a row (`country_code`): names are matched word by word"
            ));
        }
        let regex_only = [
            (r.unless_line.is_some(), "unless_line"),
            (r.unless_match.is_some(), "unless_match"),
            (r.unless_class.is_some(), "unless_class"),
            (r.class_context.is_some(), "class_context"),
        ];
        for (_, what) in regex_only.iter().filter(|(set, _)| *set && r.regex.is_none()) {
            problems.push(format!("`{what}` is only read with `regex` (`file_context` or `unless_file` reads a file)"));
        }
        if r.sink_only && r.call.is_none() {
            problems.push("`sink_only` is only read with `call`".into());
        }
        if r.conditions && r.call.is_none() {
            problems.push("`conditions` is only read with `call`".into());
        }
        if r.argv && r.call.is_none() {
            problems.push("`argv` is only read with `call`".into());
        }
        if r.unless_plain && r.call.is_none() {
            problems.push("`unless_plain` is only read with `call`".into());
        }
        if r.destination && r.call.is_none() && r.assign.is_none() && r.target.is_none() && r.built_text.is_none() {
            problems.push("`destination` is only read with `call`, `assign`, `target` or `built_text`".into());
        }
        for id in r.nosec_ids.iter().filter(|id| !is_nosec_id(id)) {
            problems.push(format!(
                "`nosec_ids`: `{id}` is not a bandit or gosec test id (a B or G and three digits, `B602`)"
            ));
        }
        let matcher = matcher(&r, regexes, marks, re, problems)?;
        Some(CodeRule {
            meta: RuleMeta {
                id: r.id,
                title: r.title,
                description: r.description,
                severity: r.severity,
                confidence: r.confidence,
                cwe: r.cwe,
                fix: r.fix,
                family: r.family,
                secrecy: if r.holds_secret { Secrecy::InCode } else { Secrecy::None },
                nosec_ids: r.nosec_ids,
            },
            languages: r.languages,
            matcher,
            unless_file,
            file_context,
            scope: Scope { context, not_context, not_in_function: r.not_in_function },
            destination: r.destination,
            examples: r.examples,
        })
    }

    /// A rule's `mark` and `unless_marked` bits, with what is wrong in how it names them.
    fn rule_marks(&mut self, r: &RawRule, problems: &mut Vec<String>) -> (u32, u32) {
        let mark = match (&r.mark, r.when) {
            (Some(name), Some(When::Marked)) => mark_bit(&mut self.mark_names, name),
            (None, Some(When::Marked)) => {
                problems.push("`when: marked` needs a `mark`".into());
                0
            }
            // A call rule's watched value must carry the mark as well.
            (Some(name), Some(When::Tainted | When::Built | When::Nonconst)) if r.call.is_some() => {
                mark_bit(&mut self.mark_names, name)
            }
            (Some(_), _) => {
                problems.push(
                    "`mark` is only read with `when: marked`, or by a call rule with `when: tainted`, `built` or `nonconst`"
                        .into(),
                );
                0
            }
            (None, _) => 0,
        };
        let unless_marked = r.unless_marked.as_deref().map_or(0, |name| mark_bit(&mut self.mark_names, name));
        if r.unless_marked.is_some() && r.call.is_none() {
            problems.push("`unless_marked` is only read with `call`".into());
        }
        (mark, unless_marked)
    }

    fn kinds(&self, lang: Lang) -> &KindIndex {
        self.kind_index[lang as usize].get_or_init(|| {
            let mut idx = KindIndex::default();
            for (i, r) in self.rules.iter().enumerate().filter(|(_, r)| r.languages.contains(&lang)) {
                match r.matcher {
                    Matcher::Call { .. } => idx.calls = true,
                    Matcher::Assign { .. } => idx.assign.push(i),
                    Matcher::Build { .. } => idx.build.push(i),
                    Matcher::Regex { .. } => {}
                }
            }
            idx
        })
    }

    /// The marks a call known by `names` sets on its result.
    pub fn marks_of(&self, lang: Lang, names: &[String]) -> u32 {
        let idx = self.mark_index[lang as usize].get_or_init(|| {
            let mut idx = CalleeIndex::default();
            for (bit, calls) in self.marks.get(&lang).into_iter().flatten() {
                for c in calls {
                    idx.insert(c, *bit);
                }
            }
            idx
        });
        names.iter().flat_map(|n| idx.matching(n)).fold(0, |out, bit| out | bit)
    }

    /// Whether `lang` has call rules.
    pub fn has_call_rules(&self, lang: Lang) -> bool {
        self.kinds(lang).calls
    }

    /// The built-string rules of `lang`.
    pub fn build_rules(&self, lang: Lang) -> &[usize] {
        &self.kinds(lang).build
    }

    /// The assignment rules of `lang`.
    pub fn assign_rules(&self, lang: Lang) -> &[usize] {
        &self.kinds(lang).assign
    }
}

/// A rule's compiled regexes that its matcher reads.
struct RuleRegexes {
    unless_line: Option<LazyRegex>,
    unless_match: Option<LazyRegex>,
    unless_class: Option<LazyRegex>,
    class_context: Option<LazyRegex>,
    value: Option<LazyRegex>,
    target: Option<LazyRegex>,
    built: Option<LazyRegex>,
}

/// What a rule matches: exactly one of a call, an assignment, a built string and a regex.
fn matcher(
    r: &RawRule,
    x: RuleRegexes,
    (mark, unless_marked): (u32, u32),
    re: &dyn Fn(&str) -> Result<LazyRegex, String>,
    problems: &mut Vec<String>,
) -> Option<Matcher> {
    let assign_sink = r.assign.is_some() || r.target.is_some();
    match (&r.call, &r.regex) {
        (None, None) if x.built.is_some() && !assign_sink => {
            x.built.map(|pattern| Matcher::Build { pattern, when: r.when.unwrap_or(When::Tainted) })
        }
        (None, None) if assign_sink => Some(Matcher::Assign {
            containers: r.assign.clone().unwrap_or_default(),
            target: x.target,
            when: r.when.unwrap_or(When::Tainted),
            mark,
        }),
        (Some(callees), None) if !assign_sink => Some(Matcher::Call {
            callees: callees.clone(),
            not_call: r.not_call.clone(),
            arg: r.arg.clone(),
            when: r.when.unwrap_or(When::Always),
            kwargs: r.kwargs.clone().into_iter().collect(),
            kwarg_absent: r.kwarg_absent.clone().into_iter().collect(),
            value: x.value,
            value_built: r.value_built,
            mode_bits: r.mode_bits,
            redos: r.redos,
            mark,
            in_view: r.in_view,
            shell_c: r.shell_c,
            unless_checked: r.unless_checked,
            sink_only: r.sink_only,
            conditions: r.conditions,
            argv: r.argv,
            unless_plain: r.unless_plain,
            unless_marked,
        }),
        (None, Some(pattern)) => match re(pattern) {
            Ok(pattern) => Some(Matcher::Regex {
                pattern,
                unless_line: x.unless_line,
                unless_match: x.unless_match,
                unless_class: x.unless_class,
                class_context: x.class_context,
                redos: r.redos,
            }),
            Err(e) => {
                problems.push(format!("bad regex: {e}"));
                None
            }
        },
        _ => {
            problems.push("give exactly one of `call`, `assign`/`target` and `regex`".into());
            None
        }
    }
}

/// The bit of a mark, given one the first time its name is seen (at most 32 marks; later ones
/// get no bit and never match).
fn mark_bit(names: &mut Vec<String>, name: &str) -> u32 {
    let i = match names.iter().position(|n| n == name) {
        Some(i) => i,
        None => {
            names.push(name.to_string());
            names.len() - 1
        }
    };
    1u32.checked_shl(u32::try_from(i).unwrap_or(u32::MAX)).unwrap_or(0)
}

/// What `not_in_function` can name: a lower-case word of letters and digits, maybe ending in
/// `*`, or such words joined by `_` (words in a row).
fn is_name_word(w: &str) -> bool {
    w.split('_').all(|w| {
        let w = w.strip_suffix('*').unwrap_or(w);
        !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
    })
}

/// The words of a function's name, lower case: `make_cache_key`, `makeCacheKey` and
/// `MakeCacheKey` are `make`, `cache`, `key`; `HTTPCache` is `http`, `cache`.
fn name_words(name: &str) -> impl Iterator<Item = String> {
    let chars: Vec<char> = name.chars().collect();
    let mut words = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            words.extend((!cur.is_empty()).then(|| std::mem::take(&mut cur)));
            continue;
        }
        let prev = i.checked_sub(1).and_then(|p| chars.get(p)).copied().unwrap_or(' ');
        let next = chars.get(i + 1).copied().unwrap_or(' ');
        // A capital starts a word after a small letter or a digit (`cacheKey`), and ends a run
        // of capitals when a small letter follows it (`HTTPCache`).
        let starts = c.is_uppercase()
            && (prev.is_lowercase() || prev.is_ascii_digit() || (prev.is_uppercase() && next.is_lowercase()));
        if starts && !cur.is_empty() {
            words.push(std::mem::take(&mut cur));
        }
        cur.extend(c.to_lowercase());
    }
    words.extend((!cur.is_empty()).then_some(cur));
    words.into_iter()
}

#[cfg(test)]
mod tests {
    use super::{name_words, names_any};

    #[test]
    fn a_functions_name_in_words() {
        let words = |n: &str| name_words(n).collect::<Vec<_>>().join(" ");
        assert_eq!(words("make_cache_key"), "make cache key");
        assert_eq!(words("makeCacheKey"), "make cache key");
        assert_eq!(words("MakeCacheKey"), "make cache key");
        assert_eq!(words("HTTPCache"), "http cache");
        assert_eq!(words("sha256Digest"), "sha256 digest");
        assert_eq!(words("extract_unsafe_upload"), "extract unsafe upload");
        assert_eq!(words("login"), "login");
        assert_eq!(words(""), "");
    }

    #[test]
    fn a_name_holds_words_or_words_in_a_row() {
        let entries: Vec<String> = ["cache", "country_code*", "test*"].map(String::from).to_vec();
        for yes in [
            "make_cache_key",
            "cacheKey",
            "random_country_code",
            "randomCountryCodes",
            "CountryCode",
            "run_tests",
            "dialTesting",
        ] {
            assert!(names_any(yes, &entries), "{yes}");
        }
        for no in ["cached", "country", "code_country", "login", "latest", "contest", ""] {
            assert!(!names_any(no, &entries), "{no}");
        }
    }
}
