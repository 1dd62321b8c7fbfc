//! Function scopes and the parameters that carry request data (route handlers, annotated
//! parameters, Lambda events).

use std::collections::HashMap;

use super::file::*;
use super::flow::*;
use crate::scan::lex::{Kind, Lang};

pub(super) struct Scope {
    pub(super) parent: Option<usize>,
    pub(super) name: String,
    pub(super) vars: HashMap<String, VarState>,
}

/// Function scopes: their extent, name, and parameters known to carry request data.
/// A function body: first token, end token, name, and (parameter, source) pairs.
type Span = (usize, usize, String, Vec<(String, String)>);

pub(super) fn build_scopes(f: &mut File<'_>) {
    let n = f.toks.len();
    let mut spans: Vec<Span> = Vec::new();
    match f.lang {
        Lang::Python => {
            for i in 0..n {
                if ident(f, i) != Some("def") {
                    continue;
                }
                let name = ident(f, i + 1).unwrap_or("").to_string();
                let Some(open) = (i + 1..n.min(i + 4)).find(|&k| punct(f, k) == Some("(")) else { continue };
                let Some(close) = f.pair[open] else { continue };
                let Some(colon) = (close + 1..n)
                    .take_while(|&k| f.toks[k].kind != Kind::Newline || f.depth[k] > 0)
                    .find(|&k| punct(f, k) == Some(":") && f.depth[k] == 0)
                else {
                    continue;
                };
                let indent = indent_of(f.src, f.toks[i].line);
                let mut end = n;
                let mut k = colon + 1;
                let mut saw_body = false;
                while k < n {
                    if f.toks[k].kind == Kind::Newline
                        && f.depth[k] == 0
                        && let Some(next) = (k + 1..n).find(|&j| f.toks[j].kind != Kind::Newline)
                    {
                        if saw_body && indent_of(f.src, f.toks[next].line) <= indent {
                            end = next;
                            break;
                        }
                        saw_body = true;
                    }
                    k += 1;
                }
                let params = params_python(f, i, open, close, &name);
                spans.push((colon + 1, end, name, params));
            }
        }
        _ => {
            for i in 0..n {
                if punct(f, i) != Some("{") {
                    continue;
                }
                let Some(close) = f.pair[i] else { continue };
                if let Some((name, params)) = brace_function(f, i) {
                    spans.push((i + 1, close, name, params));
                }
            }
        }
    }
    spans.sort_by_key(|s| (s.0, std::cmp::Reverse(s.1)));
    f.scope_of = vec![0; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, n)]; // (scope id, end)
    let mut next_span = 0;
    for i in 0..n {
        while stack.len() > 1 && stack.last().is_some_and(|(_, end)| i >= *end) {
            stack.pop();
        }
        while next_span < spans.len() && spans[next_span].0 <= i {
            let (_, end, name, params) = spans[next_span].clone();
            next_span += 1;
            if end <= i {
                continue;
            }
            let parent = stack.last().map(|s| s.0);
            let mut vars = HashMap::new();
            for (p, source) in params {
                vars.insert(p, VarState { tainted: Some(source), built: false, nonconst: true, value: None });
            }
            f.scopes.push(Scope { parent, name, vars });
            stack.push((f.scopes.len() - 1, end));
        }
        f.scope_of[i] = stack.last().map_or(0, |s| s.0);
    }
}

/// Parameters of a Python function that carry request data: all of a route handler's (but
/// `self`, `cls`, `request`), and a Lambda handler's event.
pub(super) fn params_python(f: &File<'_>, def: usize, open: usize, close: usize, name: &str) -> Vec<(String, String)> {
    let mut names = Vec::new();
    let mut k = open + 1;
    let mut expect = true;
    while k < close {
        match f.toks[k].kind {
            Kind::Ident if expect && f.depth[k] == f.depth[open] + 1 => {
                names.push(ident(f, k).unwrap_or("").to_string());
                expect = false;
            }
            Kind::Punct if punct(f, k) == Some(",") && f.depth[k] == f.depth[open] + 1 => expect = true,
            _ => {}
        }
        k += 1;
    }
    // Decorators: the lines just above `def` (or `async def`) that start with `@`.
    let mut decorators = String::new();
    let start = if def > 0 && ident(f, def - 1) == Some("async") { def - 1 } else { def };
    let mut line = f.toks[start].line;
    let mut k = start;
    while k > 0 {
        k -= 1;
        let t = f.toks[k];
        if t.line < line.saturating_sub(1) {
            break;
        }
        if t.kind == Kind::Newline {
            continue;
        }
        let first = (0..=k).rev().take_while(|&j| f.toks[j].line == t.line).last().unwrap_or(k);
        if punct(f, first) != Some("@") {
            break;
        }
        decorators.push_str(&f.src[f.toks[first].start..t.end]);
        line = t.line;
        k = first;
    }
    let route = [
        "route(",
        ".get(",
        ".post(",
        ".put(",
        ".patch(",
        ".delete(",
        "api_route(",
        "websocket(",
        "api_view",
        "view_config",
    ]
    .iter()
    .any(|d| decorators.contains(d));
    let lambda = (name.contains("handler") || name == "main") && names.first().is_some_and(|p| p == "event");
    names
        .into_iter()
        .filter(|p| !matches!(p.as_str(), "self" | "cls" | "request" | "req" | "context"))
        .filter_map(|p| {
            if route {
                Some((p, "a route parameter".to_string()))
            } else if lambda && p == "event" {
                Some((p, "the Lambda event".to_string()))
            } else {
                None
            }
        })
        .collect()
}

/// Whether the `{` at `open` starts a function body; its name and request-carrying parameters.
pub(super) fn brace_function(f: &File<'_>, open: usize) -> Option<(String, Vec<(String, String)>)> {
    let prev = open.checked_sub(1)?;
    let text = f.toks[prev].text(f.src);
    if text == "=>" {
        return Some(("(arrow function)".into(), Vec::new()));
    }
    // Go: `func ... {` on the same header.
    if f.lang == Lang::Go {
        let line = f.toks[open].line;
        let header: Vec<usize> = (0..open).rev().take_while(|&k| f.toks[k].line == line || f.depth[k] > 0).collect();
        let func = header.iter().rev().find(|&&k| ident(f, k) == Some("func"))?;
        let name =
            (func + 1..open).find_map(|k| ident(f, k).filter(|_| punct(f, k + 1) == Some("("))).unwrap_or("func");
        return Some((name.to_string(), Vec::new()));
    }
    // Skip `throws A, B` (Java).
    let mut close = prev;
    if f.toks[prev].kind == Kind::Ident {
        let throws = (prev.saturating_sub(12)..prev).rev().find(|&k| ident(f, k) == Some("throws"))?;
        close = throws.checked_sub(1)?;
    }
    if punct(f, close) != Some(")") {
        return None;
    }
    let paren = (0..close).rev().find(|&k| f.pair[k] == Some(close))?;
    let before = paren.checked_sub(1).and_then(|k| ident(f, k));
    if before.is_some_and(|b| CONTROL.contains(&b) && b != "function") {
        return None;
    }
    let name = before.unwrap_or("function").to_string();
    let params = if f.lang == Lang::Java { params_java(f, paren, close) } else { Vec::new() };
    Some((name, params))
}

pub(super) const JAVA_REQUEST_ANNOTATIONS: &[&str] = &[
    "RequestParam",
    "PathVariable",
    "RequestBody",
    "RequestHeader",
    "CookieValue",
    "QueryParam",
    "PathParam",
    "FormParam",
    "HeaderParam",
    "MatrixParam",
    "ModelAttribute",
    "RequestPart",
];

pub(super) fn params_java(f: &File<'_>, open: usize, close: usize) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut seg_start = open + 1;
    for k in open + 1..=close {
        let end_of_seg = k == close || (punct(f, k) == Some(",") && f.depth[k] == f.depth[open] + 1);
        if !end_of_seg {
            continue;
        }
        let annotated = (seg_start..k).any(|j| {
            punct(f, j) == Some("@") && ident(f, j + 1).is_some_and(|a| JAVA_REQUEST_ANNOTATIONS.contains(&a))
        });
        if annotated && let Some(name) = (seg_start..k).rev().find_map(|j| ident(f, j)) {
            out.push((name.to_string(), "an annotated request parameter".to_string()));
        }
        seg_start = k + 1;
    }
    out
}
