//! One file as the code rules see it: its tokens without comments, bracket pairs and nesting,
//! scopes and import aliases, and small token helpers.

use std::collections::HashMap;

use super::scopes::*;
use crate::scan::lex::{Kind, Lang, Token};

pub(super) const KEYWORD_LITERALS: &[&str] =
    &["True", "False", "None", "null", "undefined", "true", "false", "nil", "NaN", "Infinity"];

pub(super) const CONTROL: &[&str] = &[
    "if",
    "for",
    "while",
    "switch",
    "catch",
    "with",
    "synchronized",
    "foreach",
    "elif",
    "return",
    "function",
    "new",
    "typeof",
    "await",
    "yield",
    "in",
    "of",
    "not",
    "and",
    "or",
    "is",
    "else",
    "lambda",
];

pub(super) struct File<'a> {
    pub(super) src: &'a str,
    pub(super) lang: Lang,
    pub(super) toks: Vec<Token>,
    /// For each opening bracket, its closing one.
    pub(super) pair: Vec<Option<usize>>,
    /// `(`/`[` nesting below the innermost `{`, per token.
    pub(super) depth: Vec<u32>,
    pub(super) scope_of: Vec<usize>,
    pub(super) scopes: Vec<Scope>,
    pub(super) imports: HashMap<String, String>,
    pub(super) sources: &'a [String],
    pub(super) sanitizers: &'a [String],
}

pub(super) fn is_open(s: &str) -> bool {
    matches!(s, "(" | "[" | "{")
}

pub(super) fn pairs(toks: &[Token], src: &str) -> Vec<Option<usize>> {
    let mut pair = vec![None; toks.len()];
    let mut stack: Vec<usize> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text(src) {
            s if is_open(s) => stack.push(i),
            ")" | "]" | "}" => {
                let want = match t.text(src) {
                    ")" => "(",
                    "]" => "[",
                    _ => "{",
                };
                // Pop to the matching opener; stray closers are ignored.
                if let Some(pos) = stack.iter().rposition(|&o| toks[o].text(src) == want) {
                    pair[stack[pos]] = Some(i);
                    stack.truncate(pos);
                }
            }
            _ => {}
        }
    }
    pair
}

pub(super) fn depths(toks: &[Token], pair: &[Option<usize>], src: &str) -> Vec<u32> {
    let mut out = vec![0u32; toks.len()];
    let mut stack: Vec<(&str, usize)> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        let text = t.text(src);
        if t.kind == Kind::Punct
            && matches!(text, ")" | "]" | "}")
            && let Some(pos) = stack.iter().rposition(|(_, close)| *close == i)
        {
            stack.truncate(pos);
        }
        out[i] = stack.iter().rev().take_while(|(o, _)| *o != "{").count() as u32;
        if t.kind == Kind::Punct
            && is_open(text)
            && let Some(close) = pair[i]
        {
            stack.push((text, close));
        }
    }
    out
}

pub(super) fn ident<'s>(f: &File<'s>, i: usize) -> Option<&'s str> {
    f.toks.get(i).filter(|t| t.kind == Kind::Ident).map(|t| t.text(f.src))
}

pub(super) fn punct<'s>(f: &File<'s>, i: usize) -> Option<&'s str> {
    f.toks.get(i).filter(|t| t.kind == Kind::Punct).map(|t| t.text(f.src))
}

pub(super) fn str_value(f: &File<'_>, i: usize) -> Option<String> {
    let t = f.toks.get(i).filter(|t| matches!(t.kind, Kind::Str { .. }))?;
    let s = t.text(f.src);
    let s = s.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    Some(s.trim_matches(|c| c == '"' || c == '\'' || c == '`').to_string())
}

pub(super) fn indent_of(src: &str, line: usize) -> usize {
    let l = src.lines().nth(line.saturating_sub(1)).unwrap_or("");
    l.len() - l.trim_start().len()
}

pub(super) fn inside_brace(f: &File<'_>, open: usize, k: usize) -> bool {
    (open + 1..k).any(|j| punct(f, j) == Some("{") && f.pair[j].is_some_and(|c| c > k))
}

pub(super) fn trim_newlines(f: &File<'_>, mut a: usize, mut b: usize) -> (usize, usize) {
    while a < b && f.toks[a].kind == Kind::Newline {
        a += 1;
    }
    while b > a && f.toks[b - 1].kind == Kind::Newline {
        b -= 1;
    }
    (a, b)
}

pub(super) fn compact(f: &File<'_>, a: usize, b: usize) -> String {
    (a..b).filter(|&k| f.toks[k].kind != Kind::Newline).map(|k| f.toks[k].text(f.src)).collect::<String>()
}
