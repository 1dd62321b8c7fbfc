//! Running the code rules over one file.

use super::ast::{CodeHit, Inbound, Links};
use super::rules::{CodeRules, Matcher};
use crate::scan::lex::{Lang, lex, mask_comments};
use crate::scan::text::LineIndex;

/// Every hit of the code rules in one file of language `lang`.
pub fn analyze(rules: &CodeRules, lang: Lang, src: &str, lines: &LineIndex) -> Vec<CodeHit> {
    analyze_file(rules, lang, src, lines, &Inbound::default()).0
}

/// Every hit of the code rules in one file of language `lang`, its functions also analysed as
/// `inbound` (calls from other files) says; and its calls to and from other files.
pub fn analyze_file(
    rules: &CodeRules,
    lang: Lang,
    src: &str,
    lines: &LineIndex,
    inbound: &Inbound,
) -> (Vec<CodeHit>, Links) {
    if !rules.rules.iter().any(|r| r.languages.contains(&lang)) {
        return (Vec::new(), Links::default());
    }
    if let Some(m) = super::ast::parse(lang, src, rules.models_of(lang)) {
        return analyze_tree(rules, lang, src, lines, &m, inbound);
    }
    // Templates: regex rules over the text outside comments.
    let masked = mask_comments(src, &lex(src, lang));
    let skip_file = |r: usize| rules.rules[r].skips_file(&masked);
    let text = Text { src, masked: &masked, lines };
    let hits =
        regex_hits(rules, lang, &text, &skip_file, |_| String::new(), |a, b| quoted_in(src.get(a..b).unwrap_or("")));
    (in_line_order(hits), Links::default())
}

/// The file analysed on its syntax tree: call rules by data flow, regex rules over the code with
/// the tree's comments blanked.
fn analyze_tree(
    rules: &CodeRules,
    lang: Lang,
    src: &str,
    lines: &LineIndex,
    m: &super::ast::Module,
    inbound: &Inbound,
) -> (Vec<CodeHit>, Links) {
    let masked = super::ast::mask_comments(src, &m.comments);
    let skip_cache: Vec<std::cell::OnceCell<bool>> =
        (0..rules.rules.len()).map(|_| std::cell::OnceCell::new()).collect();
    let skip_file = |r: usize| *skip_cache[r].get_or_init(|| rules.rules[r].skips_file(&masked));
    let (mut hits, links) = super::ast::run(m, src, lang, rules, lines, inbound);
    hits.retain(|h| !skip_file(h.rule));
    let text = Text { src, masked: &masked, lines };
    hits.extend(regex_hits(
        rules,
        lang,
        &text,
        &skip_file,
        |at| super::ast::function_at(m, at).to_string(),
        // A match may end inside the literal it found (`NewCipher([]byte("`): the literals
        // from its start to the end of its last line.
        |a, b| {
            let end = src.get(b..).and_then(|rest| rest.find('\n')).map_or(src.len(), |i| b + i);
            quoted_in(src.get(a..end).unwrap_or(""))
        },
    ));
    (in_line_order(hits), links)
}

/// The hits by line, one per rule and line.
fn in_line_order(mut hits: Vec<CodeHit>) -> Vec<CodeHit> {
    hits.sort_by_key(|a| (a.start_line, a.rule));
    hits.dedup_by(|a, b| a.rule == b.rule && a.start_line == b.start_line);
    hits
}

/// A file's text as the regex rules read it: the source, the same with comments blanked, and
/// its lines.
struct Text<'a> {
    src: &'a str,
    masked: &'a str,
    lines: &'a LineIndex,
}

/// Every match of the regex rules of `lang` on the comment-free text.
fn regex_hits(
    rules: &CodeRules,
    lang: Lang,
    file: &Text<'_>,
    skip_file: &dyn Fn(usize) -> bool,
    func_at: impl Fn(usize) -> String,
    literals: impl Fn(usize, usize) -> Vec<String>,
) -> Vec<CodeHit> {
    let Text { src, masked, lines } = *file;
    let mut hits = Vec::new();
    let classes = std::cell::OnceCell::new();
    let candidates: Vec<usize> = rules.regex_candidates(lang, masked).into_iter().filter(|r| !skip_file(*r)).collect();
    for r in &candidates {
        if let Matcher::Regex { pattern, .. } = &rules.rules[*r].matcher {
            pattern.warm();
        }
    }
    for r in candidates {
        let rule = &rules.rules[r];
        let Matcher::Regex { pattern, unless_line, unless_match, unless_class, class_context, redos } = &rule.matcher
        else {
            continue;
        };
        let Some(pattern) = pattern.get() else { continue };
        // A ReDoS rule's match counts when the pattern it captured backtracks catastrophically.
        let found: Vec<regex::Match> = if *redos {
            pattern
                .captures_iter(masked)
                .filter_map(|c| {
                    let m = c.get(0)?;
                    super::redos::is_catastrophic(c.get(1).unwrap_or(m).as_str()).then_some(m)
                })
                .collect()
        } else {
            pattern.find_iter(masked).collect()
        };
        for m in found {
            let line = lines.line_of(m.start());
            let text = lines.line(src, line);
            let in_class = || {
                let spans: &Vec<(usize, usize)> = classes.get_or_init(|| {
                    if lang == Lang::Python { python_class_spans(masked) } else { class_spans(masked) }
                });
                enclosing(spans, m.start()).and_then(|(a, b)| masked.get(a..b)).unwrap_or(masked)
            };
            if unless_line.as_ref().is_some_and(|u| u.is_match(text))
                || unless_match.as_ref().is_some_and(|u| u.is_match(m.as_str()))
                || unless_class.as_ref().is_some_and(|u| u.is_match(in_class()))
                || class_context.as_ref().is_some_and(|c| !c.is_match(in_class()))
                || !rule.scope.allows(text, &func_at(m.start()))
            {
                continue;
            }
            // A rule for hard-coded keys matches the literal that holds one.
            let secrets = if rule.secret() { literals(m.start(), m.end()) } else { Vec::new() };
            hits.push(CodeHit {
                rule: r,
                start_line: line,
                end_line: lines.last_line(m.start(), m.end()),
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

/// The byte spans of the classes (interfaces, enums, records) declared in brace-delimited code,
/// from the keyword to the closing brace; braces in string and character literals are skipped.
fn class_spans(text: &str) -> Vec<(usize, usize)> {
    static HEADER: std::sync::LazyLock<Option<regex::Regex>> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\b(?:class|interface|enum|record)\s+[A-Za-z_$][\w$]*[^{};]*\{").ok()
    });
    let Some(header) = HEADER.as_ref() else { return Vec::new() };
    // The opening brace of each class body, with where its header starts.
    let opens: std::collections::HashMap<usize, usize> =
        header.find_iter(text).map(|m| (m.end() - 1, m.start())).collect();
    let mut out = Vec::new();
    let mut stack: Vec<Option<usize>> = Vec::new();
    let mut quote: Option<u8> = None;
    let mut escaped = false;
    for (i, &b) in text.as_bytes().iter().enumerate() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == q || b == b'\n' {
                quote = None;
            }
            continue;
        }
        match b {
            b'"' | b'\'' => quote = Some(b),
            b'{' => stack.push(opens.get(&i).copied()),
            b'}' => {
                if let Some(Some(start)) = stack.pop() {
                    out.push((start, i + 1));
                }
            }
            _ => {}
        }
    }
    out
}

/// The byte spans of the classes of Python code (comments already masked), by indentation:
/// from the `class` line to the last line indented deeper than it (blank lines inside kept).
fn python_class_spans(text: &str) -> Vec<(usize, usize)> {
    let indent = |l: &str| l.len() - l.trim_start_matches([' ', '\t']).len();
    // Each line's start offset and text.
    let mut lines = Vec::new();
    let mut at = 0;
    for l in text.split_inclusive('\n') {
        lines.push((at, l));
        at += l.len();
    }
    let mut out = Vec::new();
    for (i, (start, l)) in lines.iter().enumerate() {
        let body = l.trim_start_matches([' ', '\t']);
        if !(body.starts_with("class ") || body.starts_with("class\t")) {
            continue;
        }
        let own = indent(l);
        let mut end = start + l.len();
        for (s, next) in &lines[i + 1..] {
            if next.trim().is_empty() {
                continue;
            }
            if indent(next) <= own {
                break;
            }
            end = s + next.len();
        }
        out.push((*start, end));
    }
    out
}

/// The innermost span around `at`.
fn enclosing(spans: &[(usize, usize)], at: usize) -> Option<(usize, usize)> {
    spans.iter().filter(|(a, b)| *a <= at && at < *b).min_by_key(|(a, b)| b - a).copied()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_class_around_an_offset() {
        let src =
            "class A {\n  String s = \"}{\";\n  class B { void f() { g(); } }\n  void h() { k(); }\n}\nclass C { }";
        let spans = class_spans(src);
        let at = |needle: &str| src.find(needle).unwrap_or_else(|| panic!("{needle}"));
        let text = |needle: &str| enclosing(&spans, at(needle)).map(|(a, b)| &src[a..b]);
        assert_eq!(text("g()"), Some("class B { void f() { g(); } }"));
        assert!(text("k()").is_some_and(|t| t.starts_with("class A {") && t.ends_with("k(); }\n}")));
        assert_eq!(text("class C"), Some("class C { }"));
    }
}
