//! Calls: what is called, its arguments, and whether a call rule matches there.

use super::analyze::*;
use super::file::*;
use super::flow::*;
use super::rules::{ArgSel, CodeRules, Matcher, When};
use crate::scan::finding::Confidence;
use crate::scan::lex::{Kind, Lang};
use crate::scan::text::LineIndex;

/// The dotted name of what is called at `(` index `open`, with import aliases resolved;
/// `require('m').x` becomes `m.x`, and intermediate calls are dropped (`a.b().c` is `a.b.c`).
pub(super) fn callee(f: &File<'_>, open: usize) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut k = open.checked_sub(1)?;
    loop {
        match f.toks[k].kind {
            Kind::Ident => {
                let name = ident(f, k).unwrap_or("");
                parts.push(name.to_string());
                let Some(dot) = k.checked_sub(1) else { break };
                if !matches!(punct(f, dot), Some("." | "?." | "::")) {
                    break;
                }
                let Some(prev) = dot.checked_sub(1) else { break };
                if matches!(punct(f, prev), Some(")" | "]")) {
                    // a.b(...).c or a[0].c: step over the group.
                    let opener = (0..prev).rev().find(|&j| f.pair[j] == Some(prev))?;
                    if ident(f, opener.wrapping_sub(1)) == Some("require") && punct(f, prev) == Some(")") {
                        let module = str_value(f, opener + 1)?;
                        parts.push(module.trim_start_matches("node:").to_string());
                        break;
                    }
                    k = opener.checked_sub(1)?;
                    if f.toks[k].kind != Kind::Ident {
                        break;
                    }
                    continue;
                }
                if matches!(f.toks[prev].kind, Kind::Str { .. }) {
                    parts.push("\"\"".to_string());
                    break;
                }
                k = prev;
            }
            _ => return None,
        }
    }
    parts.reverse();
    if parts.is_empty() || (parts.len() == 1 && CONTROL.contains(&parts[0].as_str())) {
        return None;
    }
    if let Some(full) = f.imports.get(&parts[0]) {
        parts[0] = full.clone();
    }
    Some(parts.join("."))
}

/// `*.name` matches a member `name` of anything; `a.b` matches exactly, or as a prefix when the
/// pattern ends with `.*`.
pub(super) fn callee_matches(pattern: &str, callee: &str) -> bool {
    if let Some(member) = pattern.strip_prefix("*.") {
        return callee.len() > member.len()
            && callee.ends_with(member)
            && callee.as_bytes()[callee.len() - member.len() - 1] == b'.';
    }
    if let Some(prefix) = pattern.strip_suffix(".*") {
        return callee.starts_with(prefix) && callee.as_bytes().get(prefix.len()) == Some(&b'.');
    }
    pattern == callee
}

/// Whether a chain (`request.args.get`) is or reads a source pattern.
pub(super) fn source_matches(pattern: &str, chain: &str) -> bool {
    if let Some(member) = pattern.strip_prefix("*.") {
        // `member` at any segment boundary after the first segment.
        let mut from = 0;
        while let Some(pos) = chain[from..].find('.') {
            let rest = &chain[from + pos + 1..];
            if rest.starts_with(member) && rest.as_bytes().get(member.len()).is_none_or(|c| *c == b'.') {
                return true;
            }
            from += pos + 1;
        }
        return false;
    }
    chain == pattern || (chain.starts_with(pattern) && chain.as_bytes().get(pattern.len()) == Some(&b'.'))
}

/// A call's arguments: positional ranges, and keyword ones by name (Python `k=v`, and the
/// `key: value` pairs of a JS object-literal argument).
pub(super) struct Args {
    pub(super) positional: Vec<(usize, usize)>,
    pub(super) keyword: Vec<(String, usize, usize)>,
}

pub(super) fn split_args(f: &File<'_>, open: usize) -> Option<Args> {
    let close = f.pair[open]?;
    let mut args = Args { positional: Vec::new(), keyword: Vec::new() };
    let level = f.depth[open] + 1;
    let mut start = open + 1;
    for k in open + 1..=close {
        let at_level = k == close || (punct(f, k) == Some(",") && f.depth[k] == level && !inside_brace(f, open, k));
        if !at_level {
            continue;
        }
        let (a, b) = trim_newlines(f, start, k);
        if a < b {
            if f.lang == Lang::Python && ident(f, a).is_some() && punct(f, a + 1) == Some("=") {
                args.keyword.push((ident(f, a).unwrap_or("").to_string(), a + 2, b));
            } else {
                if punct(f, a) == Some("{") && f.lang == Lang::Javascript {
                    object_pairs(f, a, &mut args.keyword);
                }
                args.positional.push((a, b));
            }
        }
        start = k + 1;
    }
    Some(args)
}

pub(super) fn object_pairs(f: &File<'_>, open: usize, out: &mut Vec<(String, usize, usize)>) {
    let Some(close) = f.pair[open] else { return };
    let mut k = open + 1;
    while k < close {
        let key = ident(f, k).map(str::to_string).or_else(|| str_value(f, k));
        if let Some(key) = key
            && punct(f, k + 1) == Some(":")
        {
            let start = k + 2;
            let mut end = start;
            let at_comma =
                |end: usize| punct(f, end) == Some(",") && !(start..end).any(|j| f.pair[j].is_some_and(|c| c > end));
            while end < close && !at_comma(end) {
                end = f.pair[end].map_or(end + 1, |c| if is_open(f.toks[end].text(f.src)) { c + 1 } else { end + 1 });
            }
            out.push((key, start, end.min(close)));
            k = end + 1;
            continue;
        }
        k += 1;
    }
}

pub(super) fn check_call(
    f: &File<'_>,
    rules: &CodeRules,
    r: usize,
    callee: &str,
    open: usize,
    lines: &LineIndex,
) -> Option<CodeHit> {
    let rule = &rules.rules[r];
    let Matcher::Call { callees, arg, when, kwargs, kwarg_absent, value, mode_bits, .. } = &rule.matcher else {
        return None;
    };
    if !callees.iter().any(|p| callee_matches(p, callee)) {
        return None;
    }
    let args = split_args(f, open)?;
    let kw = |name: &str| args.keyword.iter().find(|(k, _, _)| k == name);
    for (name, values) in kwargs {
        let (_, a, b) = kw(name)?;
        if !values.is_empty() && !values.iter().any(|v| v.replace(' ', "") == compact(f, *a, *b)) {
            return None;
        }
    }
    for (name, safe) in kwarg_absent {
        if let Some((_, a, b)) = kw(name) {
            let value = compact(f, *a, *b);
            if safe.iter().any(|s| s.replace(' ', "") == value || value.ends_with(&format!(".{s}"))) {
                return None;
            }
        }
    }
    let scope = f.scope_of[open];
    let (confidence, detail, secret) = match when {
        When::Always if value.is_none() && mode_bits.is_none() => (rule.meta.confidence, None, None),
        _ => {
            let ranges: Vec<(usize, usize)> = match arg {
                Some(ArgSel::Index(i)) => {
                    args.positional.get(*i).copied().into_iter().chain(kw_positional(&args, rule, *i)).collect()
                }
                Some(ArgSel::Name(name)) if name == "any" => {
                    args.positional.iter().copied().chain(args.keyword.iter().map(|(_, a, b)| (*a, *b))).collect()
                }
                Some(ArgSel::Name(name)) => kw(name).map(|(_, a, b)| (*a, *b)).into_iter().collect(),
                None => args.positional.first().copied().into_iter().collect(),
            };
            judge(f, rule, scope, &ranges, *when, value.as_ref(), *mode_bits)?
        }
    };
    let start_line = f.toks[open].line;
    let end_line = f.pair[open].map_or(start_line, |c| f.toks[c].line);
    let stmt = format!("{} {}", lines.line(f.src, start_line), f.scopes[scope].name);
    if !context_ok(rule.context.as_ref(), rule.not_context.as_ref(), &stmt) {
        return None;
    }
    let matched = f
        .src
        .get(f.toks[open].start.saturating_sub(callee.len())..f.pair[open].map_or(f.toks[open].end, |c| f.toks[c].end))
        .unwrap_or("")
        .to_string();
    Some(CodeHit {
        rule: r,
        start_line,
        end_line,
        confidence,
        detail,
        matched,
        secrets: secret.into_iter().collect(),
        severity: None,
    })
}

/// An integer literal in any base code writes: `0o755`, `0755` (octal, as C, Go, Java and JS
/// read it), `0x1ed`, `0b111101101`, `493`, with `_` separators.
pub(super) fn int_literal(text: &str) -> Option<u64> {
    let t: String = text.trim().chars().filter(|c| *c != '_').collect();
    let t = t.trim_end_matches(['l', 'L', 'u', 'U']);
    let lower = t.to_ascii_lowercase();
    let (digits, radix) = if let Some(d) = lower.strip_prefix("0o") {
        (d, 8)
    } else if let Some(d) = lower.strip_prefix("0x") {
        (d, 16)
    } else if let Some(d) = lower.strip_prefix("0b") {
        (d, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    if digits.is_empty() {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// Whether one of the expressions `ranges` (token ranges) meets the rule's condition: its
/// confidence, what to say of it, and the hard-coded secret it is (a rule for hard-coded keys
/// whose `value` matched: the detail then shows it masked).
fn judge(
    f: &File<'_>,
    rule: &super::rules::CodeRule,
    scope: usize,
    ranges: &[(usize, usize)],
    when: When,
    value: Option<&crate::scan::text::LazyRegex>,
    mode_bits: Option<u32>,
) -> Option<(Confidence, Option<String>, Option<String>)> {
    for &(a, b) in ranges {
        let info = eval(f, scope, a, b);
        if let Some(bits) = mode_bits {
            match info.value.as_deref().and_then(int_literal) {
                Some(n) if n & u64::from(bits) != 0 => {
                    return Some((rule.meta.confidence, Some(format!("the mode is 0o{:o}", n & 0o7777)), None));
                }
                _ => continue,
            }
        }
        if let Some(want) = value {
            match &info.value {
                Some(v) if want.is_match(v) && rule.meta.holds_secret() => {
                    let shown = crate::scan::finding::redact(v);
                    return Some((rule.meta.confidence, Some(format!("the argument is `{shown}`")), Some(v.clone())));
                }
                Some(v) if want.is_match(v) => {
                    return Some((rule.meta.confidence, Some(format!("the argument is `{v}`")), None));
                }
                _ => continue,
            }
        }
        let found = match when {
            When::Tainted => {
                info.tainted.clone().map(|t| (Confidence::High, Some(format!("request data reaches the call: {t}"))))
            }
            When::Built => match &info.tainted {
                Some(t) => Some((Confidence::High, Some(format!("request data reaches the call: {t}")))),
                None if info.built => Some((
                    rule.meta.confidence,
                    Some("the argument is a string built from non-constant parts".to_string()),
                )),
                None => None,
            },
            When::Nonconst => match &info.tainted {
                Some(t) => Some((Confidence::High, Some(format!("request data reaches the call: {t}")))),
                None if info.nonconst => Some((rule.meta.confidence, None)),
                None => None,
            },
            When::Always | When::Marked => None,
        };
        if let Some((confidence, detail)) = found {
            return Some((confidence, detail, None));
        }
    }
    None
}

/// A rule whose `call` names `return`: the value a function returns is its argument (a view
/// that returns HTML built from request data).
pub(super) fn check_return(f: &File<'_>, rules: &CodeRules, r: usize, at: usize, lines: &LineIndex) -> Option<CodeHit> {
    let rule = &rules.rules[r];
    let Matcher::Call { callees, when, value, mode_bits, .. } = &rule.matcher else { return None };
    if !callees.iter().any(|c| c == "return") {
        return None;
    }
    let (a, b) = (at + 1, expr_end(f, at + 1));
    if a >= b {
        return None;
    }
    let scope = f.scope_of[at];
    let (confidence, detail, secret) = judge(f, rule, scope, &[(a, b)], *when, value.as_ref(), *mode_bits)?;
    let start_line = f.toks[at].line;
    // The last token's end: a triple-quoted string spans lines.
    let end_line = lines.line_of(f.toks[b - 1].end.saturating_sub(1)).max(start_line);
    let text: Vec<&str> = (start_line..=end_line).map(|l| lines.line(f.src, l)).collect();
    let stmt = format!("{} {}", text.join("\n"), f.scopes[scope].name);
    if !context_ok(rule.context.as_ref(), rule.not_context.as_ref(), &stmt) {
        return None;
    }
    let matched = f.src.get(f.toks[at].start..f.toks[b - 1].end).unwrap_or("").to_string();
    let detail = detail.map(|d| d.replace("reaches the call", "is returned"));
    Some(CodeHit {
        rule: r,
        start_line,
        end_line,
        confidence,
        detail,
        matched,
        secrets: secret.into_iter().collect(),
        severity: None,
    })
}

/// Python calls often pass the watched argument by keyword; the rule's `arg: 0` then also
/// looks at the first keyword argument whose name says it is the statement or command.
pub(super) fn kw_positional(args: &Args, _rule: &super::rules::CodeRule, index: usize) -> Option<(usize, usize)> {
    if index != 0 || !args.positional.is_empty() {
        return None;
    }
    args.keyword
        .iter()
        .find(|(k, _, _)| {
            matches!(
                k.as_str(),
                "sql"
                    | "query"
                    | "statement"
                    | "cmd"
                    | "args"
                    | "command"
                    | "url"
                    | "source"
                    | "code"
                    | "expression"
                    | "data"
                    | "stream"
                    | "path"
                    | "file"
                    | "filename"
            )
        })
        .map(|(_, a, b)| (*a, *b))
}
