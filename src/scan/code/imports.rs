//! Import aliases: which module a local name stands for (`sp` -> `subprocess`).

use std::collections::HashMap;

use super::file::*;
use crate::scan::lex::{Kind, Lang};

/// Import aliases: local name -> module path (`sp` -> `subprocess`, `exec` -> `child_process.exec`).
pub(super) fn imports(f: &File<'_>) -> HashMap<String, String> {
    let mut m = HashMap::new();
    let n = f.toks.len();
    let mut i = 0;
    while i < n {
        match (f.lang, ident(f, i)) {
            (Lang::Python, Some("import")) if i == 0 || f.toks[i - 1].kind == Kind::Newline => {
                // import a.b as c, d
                let mut j = i + 1;
                while j < n && f.toks[j].kind != Kind::Newline {
                    let (path, next) = dotted(f, j);
                    let mut k = next;
                    let local = if ident(f, k) == Some("as") {
                        k += 1;
                        ident(f, k).map(str::to_string).unwrap_or_default()
                    } else {
                        path.split('.').next().unwrap_or("").to_string()
                    };
                    if ident(f, k) == Some(local.as_str()) {
                        k += 1;
                    }
                    if !local.is_empty() {
                        let target =
                            if path.contains('.') && ident(f, next) != Some("as") { local.clone() } else { path };
                        m.insert(local, target);
                    }
                    j = if k > j { k } else { j + 1 };
                    if punct(f, j) == Some(",") {
                        j += 1;
                    }
                }
                i = j;
            }
            (Lang::Python, Some("from")) if i == 0 || f.toks[i - 1].kind == Kind::Newline => {
                let (module, mut j) = dotted(f, i + 1);
                if ident(f, j) == Some("import") {
                    j += 1;
                    while j < n && f.toks[j].kind != Kind::Newline {
                        if let Some(name) = ident(f, j) {
                            let mut local = name.to_string();
                            if ident(f, j + 1) == Some("as") {
                                local = ident(f, j + 2).unwrap_or(name).to_string();
                                m.insert(local.clone(), format!("{module}.{name}"));
                                j += 3;
                                continue;
                            }
                            m.insert(local, format!("{module}.{name}"));
                        }
                        j += 1;
                    }
                }
                i = j;
            }
            (Lang::Javascript, Some("require")) if punct(f, i + 1) == Some("(") => {
                if let Some(module) = str_value(f, i + 2) {
                    let module = module.trim_start_matches("node:").to_string();
                    // const x = require('m')  |  const { a, b: c } = require('m')
                    if i >= 2 && punct(f, i - 1) == Some("=") {
                        if let Some(local) = ident(f, i - 2) {
                            m.insert(local.to_string(), module.clone());
                        } else if punct(f, i - 2) == Some("}") {
                            destructure(f, i - 2, &module, &mut m);
                        }
                    }
                }
                i += 1;
            }
            (Lang::Javascript, Some("import")) => {
                // import x from 'm' | import * as x from 'm' | import { a, b as c } from 'm'
                let mut j = i + 1;
                let mut names: Vec<(String, Option<String>)> = Vec::new();
                while j < n && ident(f, j) != Some("from") && f.toks[j].kind != Kind::Newline && j < i + 64 {
                    if let Some(name) = ident(f, j) {
                        if ident(f, j + 1) == Some("as") {
                            let local = ident(f, j + 2).unwrap_or(name).to_string();
                            names.push((local, if name == "*" { None } else { Some(name.to_string()) }));
                            j += 3;
                            continue;
                        }
                        let in_braces = (i + 1..j).any(|k| punct(f, k) == Some("{"))
                            && !(i + 1..j).any(|k| punct(f, k) == Some("}"));
                        names.push((name.to_string(), in_braces.then(|| name.to_string())));
                    } else if punct(f, j) == Some("*") && ident(f, j + 1) == Some("as") {
                        if let Some(local) = ident(f, j + 2) {
                            names.push((local.to_string(), None));
                        }
                        j += 3;
                        continue;
                    }
                    j += 1;
                }
                if ident(f, j) == Some("from")
                    && let Some(module) = str_value(f, j + 1)
                {
                    let module = module.trim_start_matches("node:");
                    for (local, member) in names {
                        m.insert(local, member.map_or_else(|| module.to_string(), |mem| format!("{module}.{mem}")));
                    }
                }
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    m
}

pub(super) fn destructure(f: &File<'_>, close: usize, module: &str, m: &mut HashMap<String, String>) {
    let Some(open) = (0..close).rev().find(|&k| f.pair[k] == Some(close)) else { return };
    let mut k = open + 1;
    while k < close {
        if let Some(name) = ident(f, k) {
            if punct(f, k + 1) == Some(":") {
                if let Some(local) = ident(f, k + 2) {
                    m.insert(local.to_string(), format!("{module}.{name}"));
                }
                k += 3;
                continue;
            }
            m.insert(name.to_string(), format!("{module}.{name}"));
        }
        k += 1;
    }
}

/// A dotted name starting at `i`, and the index after it.
pub(super) fn dotted(f: &File<'_>, mut i: usize) -> (String, usize) {
    let mut parts = Vec::new();
    while let Some(name) = ident(f, i) {
        parts.push(name.to_string());
        if punct(f, i + 1) == Some(".") {
            i += 2;
        } else {
            i += 1;
            break;
        }
    }
    (parts.join("."), i)
}
