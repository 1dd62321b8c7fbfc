//! Running the code rules over one file.

use std::collections::HashMap;

use super::calls::{callee, check_call, check_return};
use super::file::File;
use super::file::{depths, pairs};
use super::flow::{assign, for_loop, guard};
use super::imports::imports;
use super::rules::{CodeRules, Matcher};
use super::scopes::{Scope, build_scopes};
use crate::scan::finding::Confidence;
use crate::scan::lex::{Kind, Lang, Token, lex, mask_comments};
use crate::scan::text::{LazyRegex, LineIndex};

/// One rule matching at one place.
#[derive(Debug, Clone, PartialEq)]
pub struct CodeHit {
    pub rule: usize,
    pub start_line: usize,
    pub end_line: usize,
    pub confidence: Confidence,
    pub detail: Option<String>,
    /// The matched code, for the fingerprint.
    pub matched: String,
    /// The hard-coded secrets it found (a rule for hard-coded keys and passwords): every
    /// output masks them.
    pub secrets: Vec<String>,
    /// A severity below the rule's (a sink-only rule given a constant).
    pub severity: Option<crate::scan::finding::Severity>,
}

/// Every hit of the code rules in one file of language `lang`.
pub fn analyze(rules: &CodeRules, lang: Lang, src: &str, lines: &LineIndex) -> Vec<CodeHit> {
    let applicable: Vec<usize> = (0..rules.rules.len()).filter(|i| rules.rules[*i].languages.contains(&lang)).collect();
    if applicable.is_empty() {
        return Vec::new();
    }
    if let Some(m) = super::ast::parse(lang, src) {
        return analyze_tree(rules, lang, src, lines, &m);
    }
    let all = lex(src, lang);
    let masked = mask_comments(src, &all);
    let toks: Vec<Token> = all.into_iter().filter(Token::is_code).collect();
    let empty = Vec::new();
    let mut f = File {
        src,
        lang,
        pair: pairs(&toks, src),
        depth: Vec::new(),
        scope_of: Vec::new(),
        scopes: vec![Scope { parent: None, name: String::new(), vars: HashMap::new() }],
        imports: HashMap::new(),
        sources: rules.sources.get(&lang).unwrap_or(&empty),
        sanitizers: rules.sanitizers.get(&lang).unwrap_or(&empty),
        toks,
    };
    f.depth = depths(&f.toks, &f.pair, src);
    f.imports = imports(&f);
    build_scopes(&mut f);

    let mut hits: Vec<CodeHit> = Vec::new();
    let has_call_rules = applicable.iter().any(|i| matches!(rules.rules[*i].matcher, Matcher::Call { .. }));
    // `unless_file` is checked once per rule and file, and only for rules that get that far.
    let skip_cache: Vec<std::cell::OnceCell<bool>> =
        (0..rules.rules.len()).map(|_| std::cell::OnceCell::new()).collect();
    let skip_file = |r: usize| {
        *skip_cache[r].get_or_init(|| rules.rules[r].unless_file.as_ref().is_some_and(|re| re.is_match(&masked)))
    };

    for i in 0..f.toks.len() {
        let t = f.toks[i];
        let text = t.text(src);
        if t.kind == Kind::Punct && matches!(text, "=" | ":=" | "+=") && f.depth[i] == 0 {
            assign(&mut f, i);
        } else if t.kind == Kind::Ident && text == "for" {
            for_loop(&mut f, i);
        } else if t.kind == Kind::Ident && matches!(text, "if" | "elif") {
            guard(&mut f, i);
        } else if t.kind == Kind::Ident && text == "return" && has_call_rules {
            for r in rules.call_candidates(lang, "return") {
                if !skip_file(r)
                    && let Some(hit) = check_return(&f, rules, r, i, lines)
                {
                    hits.push(hit);
                }
            }
        } else if t.kind == Kind::Punct
            && text == "("
            && has_call_rules
            && let Some(callee) = callee(&f, i)
        {
            for r in rules.call_candidates(lang, &callee) {
                if skip_file(r) {
                    continue;
                }
                if let Some(hit) = check_call(&f, rules, r, &callee, i, lines) {
                    hits.push(hit);
                }
            }
        }
    }

    hits.extend(regex_hits(
        rules,
        lang,
        src,
        &masked,
        lines,
        &skip_file,
        |at| {
            let tok = f.toks.partition_point(|t| t.start < at).min(f.toks.len().saturating_sub(1));
            f.scope_of.get(tok).map_or("", |s| f.scopes[*s].name.as_str()).to_string()
        },
        |a, b| literals_in(&f, a, b),
    ));
    hits.sort_by_key(|a| (a.start_line, a.rule));
    hits.dedup_by(|a, b| a.rule == b.rule && a.start_line == b.start_line);
    hits
}

/// The file analysed on its syntax tree: call rules by data flow, regex rules over the code with
/// the tree's comments blanked.
fn analyze_tree(rules: &CodeRules, lang: Lang, src: &str, lines: &LineIndex, m: &super::ast::Module) -> Vec<CodeHit> {
    let masked = super::ast::mask_comments(src, &m.comments);
    let skip_cache: Vec<std::cell::OnceCell<bool>> =
        (0..rules.rules.len()).map(|_| std::cell::OnceCell::new()).collect();
    let skip_file = |r: usize| {
        *skip_cache[r].get_or_init(|| rules.rules[r].unless_file.as_ref().is_some_and(|re| re.is_match(&masked)))
    };
    let mut hits = super::ast::run(m, src, lang, rules, lines);
    hits.retain(|h| !skip_file(h.rule));
    hits.extend(regex_hits(
        rules,
        lang,
        src,
        &masked,
        lines,
        &skip_file,
        |at| super::ast::function_at(m, at).to_string(),
        // A match may end inside the literal it found (`NewCipher([]byte("`): the literals
        // from its start to the end of its last line.
        |a, b| {
            let end = src.get(b..).and_then(|rest| rest.find('\n')).map_or(src.len(), |i| b + i);
            quoted_in(src.get(a..end).unwrap_or(""))
        },
    ));
    hits.sort_by_key(|a| (a.start_line, a.rule));
    hits.dedup_by(|a, b| a.rule == b.rule && a.start_line == b.start_line);
    hits
}

/// Every match of the regex rules of `lang` on the comment-free text.
#[allow(clippy::too_many_arguments)]
fn regex_hits(
    rules: &CodeRules,
    lang: Lang,
    src: &str,
    masked: &str,
    lines: &LineIndex,
    skip_file: &dyn Fn(usize) -> bool,
    func_at: impl Fn(usize) -> String,
    literals: impl Fn(usize, usize) -> Vec<String>,
) -> Vec<CodeHit> {
    let mut hits = Vec::new();
    for r in rules.regex_candidates(lang, masked) {
        let rule = &rules.rules[r];
        let Matcher::Regex { pattern, unless_line } = &rule.matcher else { continue };
        if skip_file(r) {
            continue;
        }
        let Some(pattern) = pattern.get() else { continue };
        for m in pattern.find_iter(masked) {
            let line = lines.line_of(m.start());
            let text = lines.line(src, line);
            let context = format!("{text} {}", func_at(m.start()));
            if unless_line.as_ref().is_some_and(|u| u.is_match(text))
                || !context_ok(rule.context.as_ref(), rule.not_context.as_ref(), &context)
            {
                continue;
            }
            // A rule for hard-coded keys matches the literal that holds one.
            let secrets = if rule.meta.holds_secret() { literals(m.start(), m.end()) } else { Vec::new() };
            hits.push(CodeHit {
                rule: r,
                start_line: line,
                end_line: lines.line_of(m.end().saturating_sub(1).max(m.start())),
                confidence: rule.meta.confidence,
                detail: None,
                matched: m.as_str().to_string(),
                secrets,
                severity: None,
            });
        }
    }
    hits
}

/// The contents of the quoted strings in a piece of code.
fn quoted_in(text: &str) -> Vec<String> {
    static QUOTED: std::sync::LazyLock<Option<regex::Regex>> =
        std::sync::LazyLock::new(|| regex::Regex::new(r#""((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'"#).ok());
    let Some(re) = QUOTED.as_ref() else { return Vec::new() };
    re.captures_iter(text)
        .filter_map(|c| c.get(1).or_else(|| c.get(2)))
        .map(|m| m.as_str().to_string())
        .filter(|v| !v.trim().is_empty())
        .collect()
}

/// The contents of the string literals (without interpolation) that overlap bytes `start..end`.
fn literals_in(f: &File<'_>, start: usize, end: usize) -> Vec<String> {
    let from = f.toks.partition_point(|t| t.end <= start);
    f.toks[from..]
        .iter()
        .take_while(|t| t.start < end)
        .filter(|t| t.kind == Kind::Str { interp: false })
        .map(|t| super::flow::literal_text(t.text(f.src)))
        .filter(|v| !v.trim().is_empty())
        .collect()
}

pub(super) fn context_ok(context: Option<&LazyRegex>, not_context: Option<&LazyRegex>, text: &str) -> bool {
    context.is_none_or(|c| c.is_match(text)) && not_context.is_none_or(|n| !n.is_match(text))
}

#[cfg(test)]
mod tests {
    use super::super::calls::{callee_matches, source_matches};

    #[test]
    fn integer_literals_in_every_base() {
        use super::super::calls::int_literal;
        for (text, want) in [
            ("0o777", 511),
            ("0777", 511),
            ("511", 511),
            ("0x1ff", 511),
            ("0b111111111", 511),
            ("0o100_777", 0o100777),
            ("0", 0),
        ] {
            assert_eq!(int_literal(text), Some(want), "{text}");
        }
        for text in ["0o", "0x", "abc", "0o9", "1.5", ""] {
            assert_eq!(int_literal(text), None, "{text}");
        }
    }

    #[test]
    fn callee_patterns() {
        assert!(callee_matches("*.execute", "cursor.execute"));
        assert!(callee_matches("*.execute", "self.db.cursor.execute"));
        assert!(!callee_matches("*.execute", "execute"));
        assert!(!callee_matches("*.execute", "cursor.executemany"));
        assert!(callee_matches("os.system", "os.system"));
        assert!(callee_matches("subprocess.*", "subprocess.run"));
        assert!(!callee_matches("subprocess.*", "subprocess2.run"));
        assert!(source_matches("request.args", "request.args.get"));
        assert!(!source_matches("request.args", "request.argsx"));
        assert!(source_matches("*.getParameter", "request.getParameter.trim"));
        assert!(source_matches("*.URL.Query", "r.URL.Query.Get"));
        assert!(!source_matches("*.getParameter", "getParameter"));
    }
}
