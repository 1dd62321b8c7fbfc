//! What is known of variables and expressions: request data (taint), strings built from
//! non-constant parts, constants; updated through assignments, loops and validating guards.

use super::calls::*;
use super::file::*;
use crate::scan::lex::{Kind, Lang};

/// What is known of a variable at a point of the program.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct VarState {
    /// The request source it carries.
    pub(super) tainted: Option<String>,
    /// A string built from a non-constant part.
    pub(super) built: bool,
    pub(super) nonconst: bool,
    /// The constant it holds, when it was assigned a single literal.
    pub(super) value: Option<String>,
}

/// What is known of an expression.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct ExprInfo {
    pub(super) tainted: Option<String>,
    pub(super) built: bool,
    pub(super) nonconst: bool,
    /// The expression is a single string literal without interpolation.
    pub(super) literal: bool,
    /// The constant the expression is: a literal, or a variable holding one.
    pub(super) value: Option<String>,
}

pub(super) const FORMAT_CALLS: &[&str] = &[
    "String.format",
    "fmt.Sprintf",
    "fmt.Sprint",
    "util.format",
    "format",
    "str.format",
    "strings.Join",
    "String.join",
    "MessageFormat.format",
    "sprintf",
];

pub(super) const FORMAT_METHODS: &[&str] = &["format", "join", "concat", "replace", "formatted", "Sprintf"];

pub(super) fn lookup<'a>(f: &'a File<'_>, scope: usize, chain: &str) -> Option<&'a VarState> {
    let mut s = Some(scope);
    while let Some(id) = s {
        let vars = &f.scopes[id].vars;
        // The longest assigned prefix of the chain: `q` for `q.strip`, `self.q` for `self.q`.
        let mut best: Option<&VarState> = None;
        let mut best_len = 0;
        for (name, state) in vars {
            if (chain == name || (chain.starts_with(name.as_str()) && chain.as_bytes().get(name.len()) == Some(&b'.')))
                && name.len() > best_len
            {
                best = Some(state);
                best_len = name.len();
            }
        }
        if best.is_some() {
            return best;
        }
        s = f.scopes[id].parent;
    }
    None
}

/// Project functions whose name says they validate or clean their input (`safe_join`,
/// `insideDir`, `sanitize_path`, `isValidUrl`) are trusted like known sanitizers.
pub(super) fn sanitizer_by_name(chain: &str) -> bool {
    let last = chain.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
    let last = last.trim_start_matches("is_").trim_start_matches("is").trim_start_matches('_');
    [
        "safe",
        "sanitiz",
        "sanitis",
        "valid",
        "clean",
        "inside",
        "within",
        "allowed",
        "escape",
        "quote",
        "whitelist",
        "allowlist",
        "normaliz",
    ]
    .iter()
    .any(|p| last.starts_with(p))
}

pub(super) const EXITS: &[&str] = &[
    "return",
    "raise",
    "throw",
    "abort",
    "continue",
    "break",
    "exit",
    "panic",
    "Error",
    "redirect",
    "HttpResponseBadRequest",
    "HttpResponseForbidden",
    "PermissionDenied",
    "ValueError",
];

/// `if <check>: return/raise/abort` — after a guard that validates a variable (a comparison,
/// a membership test, a call such as `startswith` or `commonpath`) and leaves the function
/// otherwise, that variable no longer counts as request data. A bare presence check
/// (`if not x`, `if (!x)`, `x == null`) validates nothing.
pub(super) fn guard(f: &mut File<'_>, at: usize) {
    let n = f.toks.len();
    let (cond_start, cond_end, body_start) = match f.lang {
        Lang::Python => {
            let Some(colon) = (at + 1..n)
                .take_while(|&k| !(f.toks[k].kind == Kind::Newline && f.depth[k] == f.depth[at]))
                .find(|&k| punct(f, k) == Some(":") && f.depth[k] == f.depth[at])
            else {
                return;
            };
            (at + 1, colon, colon + 1)
        }
        Lang::Go => {
            let Some(brace) = (at + 1..n.min(at + 80)).find(|&k| punct(f, k) == Some("{") && f.depth[k] == f.depth[at])
            else {
                return;
            };
            (at + 1, brace, brace + 1)
        }
        _ => {
            if punct(f, at + 1) != Some("(") {
                return;
            }
            let Some(close) = f.pair[at + 1] else { return };
            (at + 2, close, close + 1)
        }
    };
    let body_exits = (body_start..n.min(body_start + 16)).filter_map(|k| ident(f, k)).any(|w| EXITS.contains(&w));
    if !body_exits {
        return;
    }
    // A presence check: one name, maybe negated, maybe compared with nothing (`None`, `null`,
    // `""`); anything else (membership, comparisons with values, calls) is a validation.
    let words: Vec<&str> = (cond_start..cond_end)
        .filter(|&k| f.toks[k].kind != Kind::Newline)
        .map(|k| f.toks[k].text(f.src))
        .filter(|w| {
            !matches!(
                *w,
                "not"
                    | "!"
                    | "("
                    | ")"
                    | "is"
                    | "=="
                    | "==="
                    | "!="
                    | "!=="
                    | "None"
                    | "null"
                    | "undefined"
                    | "nil"
                    | "\"\""
                    | "''"
                    | "."
                    | "?."
            )
        })
        .collect();
    let presence_only = words.iter().all(|w| w.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '$')) && {
        // The remaining words form a single chain: `x`, or `a.b.c`.
        let chain_tokens = (cond_start..cond_end)
            .filter(|&k| {
                f.toks[k].kind == Kind::Ident
                    && !matches!(ident(f, k), Some("not" | "is" | "None" | "null" | "undefined" | "nil"))
            })
            .count();
        let dots = (cond_start..cond_end).filter(|&k| matches!(punct(f, k), Some("." | "?."))).count();
        chain_tokens <= dots + 1
    };
    if presence_only {
        return;
    }
    let scope = f.scope_of[at];
    let mut k = cond_start;
    while k < cond_end {
        let starts_chain = f.toks[k].kind == Kind::Ident && !(k > 0 && matches!(punct(f, k - 1), Some("." | "?.")));
        if starts_chain {
            let name = ident(f, k).unwrap_or("").to_string();
            if let Some(state) = lookup(f, scope, &name).filter(|s| s.tainted.is_some()).cloned() {
                f.scopes[scope].vars.insert(name, VarState { tainted: None, ..state });
            }
        }
        k += 1;
    }
}

pub(super) fn is_constant_name(name: &str) -> bool {
    name.len() > 1
        && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && name.chars().any(|c| c.is_ascii_uppercase())
}

/// Reads a chain starting at `i`: its text (calls and subscripts dropped), the index after it,
/// and whether it ends in a call.
pub(super) fn chain_at(f: &File<'_>, mut i: usize, end: usize) -> (String, usize, Option<usize>) {
    let mut parts = Vec::new();
    let mut call = None;
    while i < end {
        let Some(name) = ident(f, i) else { break };
        parts.push(name);
        i += 1;
        call = None;
        // Calls and subscripts inside the chain.
        while i < end && matches!(punct(f, i), Some("(" | "[")) {
            if punct(f, i) == Some("(") {
                call = Some(i);
            }
            let Some(close) = f.pair[i] else { break };
            if close >= end {
                break;
            }
            i = close + 1;
        }
        if i < end && matches!(punct(f, i), Some("." | "?." | "::")) && ident(f, i + 1).is_some() {
            i += 1;
        } else {
            break;
        }
    }
    (parts.join("."), i, call)
}

/// What is known of the expression in tokens `[a, b)` at scope `scope`.
pub(super) fn eval(f: &File<'_>, scope: usize, a: usize, b: usize) -> ExprInfo {
    let mut info = ExprInfo::default();
    let mut has_str = false;
    let mut string_op = false;
    let mut tokens = 0;
    let mut i = a;
    while i < b {
        let t = f.toks[i];
        if t.kind == Kind::Newline {
            i += 1;
            continue;
        }
        tokens += 1;
        match t.kind {
            Kind::Str { interp } => {
                has_str = true;
                if interp {
                    let inner = eval_interpolations(f, scope, t.text(f.src));
                    if inner.nonconst || inner.tainted.is_some() {
                        info.nonconst = true;
                        info.built = true;
                    }
                    if info.tainted.is_none() {
                        info.tainted = inner.tainted;
                    }
                }
                // "...".format(x), "..." % x, "...".join(...)
                if punct(f, i + 1) == Some("%") {
                    string_op = true;
                }
                if matches!(punct(f, i + 1), Some(".")) && ident(f, i + 2).is_some_and(|m| FORMAT_METHODS.contains(&m))
                {
                    string_op = true;
                }
                i += 1;
            }
            Kind::Ident => {
                let (chain, next, call) = chain_at(f, i, b);
                let head = chain.split('.').next().unwrap_or("");
                if let Some(open) = call {
                    if f.sanitizers.iter().any(|s| callee_matches(s, &chain) || s == &chain)
                        || sanitizer_by_name(&chain)
                    {
                        // A sanitizer's result is safe, whatever went in.
                        info.nonconst = true;
                        i = f.pair[open].map_or(next, |c| c + 1).max(next);
                        continue;
                    }
                    if FORMAT_CALLS.contains(&chain.as_str())
                        || chain
                            .rsplit('.')
                            .next()
                            .is_some_and(|m| matches!(m, "format" | "Sprintf" | "join" | "concat"))
                    {
                        string_op = true;
                        has_str = true;
                    }
                }
                if let Some(src) = f.sources.iter().find(|p| source_matches(p, &chain)) {
                    info.tainted
                        .get_or_insert_with(|| format!("{chain} (request data, {})", src.trim_start_matches("*.")));
                    info.nonconst = true;
                } else if let Some(state) = lookup(f, scope, &chain) {
                    if let Some(t) = &state.tainted {
                        info.tainted.get_or_insert_with(|| format!("`{head}`, which carries {t}"));
                    }
                    info.built |= state.built;
                    info.nonconst |= state.nonconst;
                } else if !(KEYWORD_LITERALS.contains(&head)
                    || is_constant_name(head)
                    || matches!(head, "self" | "this" | "cls") && chain.split('.').nth(1).is_some_and(is_constant_name))
                {
                    info.nonconst = true;
                }
                // Step into a call's arguments: they are part of the expression.
                i = match call {
                    Some(open) if open < b => open + 1,
                    _ => next,
                };
                if i == t.start {
                    i += 1;
                }
            }
            Kind::Punct => {
                if matches!(t.text(f.src), "+" | "+=" | "%" | "||" | "..") {
                    string_op = true;
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    if has_str && string_op && info.nonconst {
        info.built = true;
    }
    let sig: Vec<usize> = (a..b).filter(|&k| f.toks[k].kind != Kind::Newline).collect();
    info.value = match sig.as_slice() {
        [k] => match f.toks[*k].kind {
            Kind::Str { interp: false } | Kind::Number => Some(literal_text(f.toks[*k].text(f.src))),
            Kind::Ident => lookup(f, scope, f.toks[*k].text(f.src)).and_then(|v| v.value.clone()),
            _ => None,
        },
        _ => None,
    };
    if info.tainted.is_some() {
        info.nonconst = true;
    }
    info.literal = tokens == 1 && has_str && !info.nonconst;
    info
}

/// The content of a string literal (prefix and quotes removed), or a number's text.
pub(super) fn literal_text(tok: &str) -> String {
    let t = tok.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    for q in ["\"\"\"", "'''", "\"", "'", "`"] {
        if t.len() >= 2 * q.len() && t.starts_with(q) && t.ends_with(q) {
            return t[q.len()..t.len() - q.len()].to_string();
        }
    }
    if t.is_empty() { tok.to_string() } else { t.to_string() }
}

/// Taint and constness of the expressions inside an interpolated string.
pub(super) fn eval_interpolations(f: &File<'_>, scope: usize, literal: &str) -> ExprInfo {
    let mut info = ExprInfo::default();
    let mut exprs = Vec::new();
    let bytes = literal.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let open = match f.lang {
            Lang::Javascript => bytes[i] == b'$' && bytes.get(i + 1) == Some(&b'{'),
            _ => bytes[i] == b'{' && bytes.get(i + 1) != Some(&b'{'),
        };
        if bytes[i] == b'{' && bytes.get(i + 1) == Some(&b'{') {
            i += 2;
            continue;
        }
        if open {
            let start = if f.lang == Lang::Javascript { i + 2 } else { i + 1 };
            let end = literal[start..].find('}').map_or(literal.len(), |e| start + e);
            exprs.push(&literal[start..end]);
            i = end;
        }
        i += 1;
    }
    for e in exprs {
        let e = e.split([':', '!']).next().unwrap_or(e); // format spec / conversion
        // `{int(x)}`, `${encodeURIComponent(x)}`: a sanitizer's result is safe.
        if let Some((callee, _)) = e.trim().split_once('(') {
            let callee = callee.trim();
            if !callee.is_empty()
                && (f.sanitizers.iter().any(|s| callee_matches(s, callee) || s == callee) || sanitizer_by_name(callee))
            {
                info.nonconst = true;
                continue;
            }
        }
        for chain in e
            .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.' || c == '$'))
            .filter(|c| c.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$'))
        {
            let chain = chain.trim_end_matches('.');
            let head = chain.split('.').next().unwrap_or("");
            if let Some(src) = f.sources.iter().find(|p| source_matches(p, chain)) {
                info.tainted.get_or_insert_with(|| format!("{chain} (request data, {})", src.trim_start_matches("*.")));
                info.nonconst = true;
            } else if let Some(state) = lookup(f, scope, chain) {
                if let Some(t) = &state.tainted {
                    info.tainted.get_or_insert_with(|| format!("`{head}`, which carries {t}"));
                }
                info.nonconst |= state.nonconst || state.built;
            } else if !(KEYWORD_LITERALS.contains(&head) || is_constant_name(head)) {
                info.nonconst = true;
            }
        }
    }
    info
}

/// Where the expression that starts at `from` ends.
pub(super) fn expr_end(f: &File<'_>, from: usize) -> usize {
    let n = f.toks.len();
    let base = f.depth.get(from).copied().unwrap_or(0);
    let mut k = from;
    while k < n {
        let t = f.toks[k];
        if f.depth[k] < base {
            return k;
        }
        if f.depth[k] == base {
            let text = t.text(f.src);
            match t.kind {
                Kind::Punct if matches!(text, ";" | "}" | ")" | "]") => return k,
                Kind::Punct if text == "," && f.lang != Lang::Python => return k,
                Kind::Punct if text == "{" && f.lang == Lang::Go => return k,
                Kind::Newline => {
                    if f.lang == Lang::Python {
                        return k;
                    }
                    let prev = k.checked_sub(1).map(|p| f.toks[p]);
                    let continues_prev =
                        prev.is_some_and(|p| p.kind == Kind::Punct && !matches!(p.text(f.src), ")" | "]" | "}"));
                    let next = (k + 1..n).find(|&j| f.toks[j].kind != Kind::Newline);
                    let continues_next = next.is_some_and(|j| {
                        matches!(
                            punct(f, j),
                            Some("." | "?." | "+" | "-" | "*" | "/" | "%" | "&&" | "||" | "??" | "?" | ":")
                        )
                    });
                    if !continues_prev && !continues_next {
                        return k;
                    }
                }
                _ => {}
            }
        }
        if t.kind == Kind::Punct
            && is_open(t.text(f.src))
            && let Some(c) = f.pair[k]
        {
            k = c + 1;
            continue;
        }
        k += 1;
    }
    n
}

/// An assignment at `=` index `eq`: updates what is known of its targets.
pub(super) fn assign(f: &mut File<'_>, eq: usize) {
    let op = f.toks[eq].text(f.src).to_string();
    let end = expr_end(f, eq + 1);
    let scope = f.scope_of[eq];
    let rhs = eval(f, scope, eq + 1, end);
    let targets = targets_before(f, eq);
    for name in targets {
        let old = if op == "+=" { lookup(f, scope, &name).cloned().unwrap_or_default() } else { VarState::default() };
        let state = VarState {
            tainted: rhs.tainted.clone().or(old.tainted),
            built: rhs.built || old.built || (op == "+=" && rhs.nonconst),
            nonconst: rhs.nonconst || old.nonconst,
            value: if op == "+=" { None } else { rhs.value.clone() },
        };
        f.scopes[scope].vars.insert(name, state);
    }
}

/// The names assigned by the statement ending at `eq`: `a`, `self.a`, `a, b`, `{ a, b }`,
/// `[a, b]`, `String a`.
pub(super) fn targets_before(f: &File<'_>, eq: usize) -> Vec<String> {
    let mut out = Vec::new();
    let Some(mut k) = eq.checked_sub(1) else { return out };
    loop {
        match f.toks[k].kind {
            Kind::Ident => {
                // Walk back over a.b.c
                let mut start = k;
                while start >= 2 && matches!(punct(f, start - 1), Some(".")) && ident(f, start - 2).is_some() {
                    start -= 2;
                }
                let chain = (start..=k).filter_map(|j| ident(f, j)).collect::<Vec<_>>().join(".");
                out.push(chain);
                if start >= 2 && punct(f, start - 1) == Some(",") {
                    k = start - 2;
                    continue;
                }
                break;
            }
            Kind::Punct if matches!(punct(f, k), Some("}" | "]" | ")")) => {
                let Some(open) = (0..k).rev().find(|&j| f.pair[j] == Some(k)) else { break };
                if punct(f, k) == Some("]") && open > 0 && f.toks[open - 1].kind == Kind::Ident {
                    // a[i] = ...: the container.
                    k = open - 1;
                    continue;
                }
                out.extend((open + 1..k).filter_map(|j| ident(f, j).map(str::to_string)));
                break;
            }
            Kind::Punct if punct(f, k) == Some(":") => {
                // Type annotations: `x: str = ...`, `let x: string = ...`
                let Some(prev) = k.checked_sub(1) else { break };
                k = prev;
                while k > 0 && f.toks[k].kind != Kind::Ident {
                    k -= 1;
                }
                // the annotation was after the name; step to the name
                if punct(f, k + 1) != Some(":")
                    && let Some(j) = (0..k)
                        .rev()
                        .find(|&j| punct(f, j + 1) == Some(":") && f.toks[j].kind == Kind::Ident && j + 1 < eq)
                {
                    k = j;
                }
            }
            _ => break,
        }
    }
    out
}

/// `for x in expr:` / `for (const x of expr)` / `for _, v := range expr`.
pub(super) fn for_loop(f: &mut File<'_>, at: usize) {
    let n = f.toks.len();
    let end = (at + 1..n.min(at + 40))
        .find(|&k| matches!(punct(f, k), Some(":" | "{")) || f.toks[k].kind == Kind::Newline)
        .unwrap_or(at + 1);
    let Some(kw) = (at + 1..end).find(|&k| matches!(ident(f, k), Some("in" | "of" | "range"))) else { return };
    let scope = f.scope_of[at];
    let rhs_end = match f.lang {
        Lang::Javascript | Lang::Java => (kw + 1..end).rev().find(|&k| punct(f, k) == Some(")")).unwrap_or(end),
        _ => end,
    };
    let info = eval(f, scope, kw + 1, rhs_end);
    if info.tainted.is_none() && !info.built {
        return;
    }
    for k in at + 1..kw {
        if let Some(name) = ident(f, k).filter(|n| !matches!(*n, "const" | "let" | "var" | "_" | "final")) {
            let state = VarState { tainted: info.tainted.clone(), built: info.built, nonconst: true, value: None };
            f.scopes[scope].vars.insert(name.to_string(), state);
        }
    }
}
