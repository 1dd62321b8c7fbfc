//! Module aliases: `require`, `import` and `util.promisify` recorded in [`Module::imports`], so
//! calls are named as the rules name them (`cp.exec` -> `child_process.exec`).

use super::*;

/// Records a module alias bound by a declaration: `cp = require('child_process')`,
/// `{exec, spawn: sp} = require('child_process')`.
pub(super) fn alias(l: &mut Lower<'_>, pattern: Node<'_>, module: &str) {
    match pattern.kind() {
        "identifier" => {
            l.m.imports.insert(l.text(pattern).to_string(), module.to_string());
        }
        "object_pattern" => {
            for p in named(pattern) {
                match p.kind() {
                    "shorthand_property_identifier_pattern" => {
                        let name = l.text(p).to_string();
                        l.m.imports.insert(name.clone(), format!("{module}.{name}"));
                    }
                    "pair_pattern" => {
                        let key = l.field_text(p, "key").trim_matches(['"', '\'']).to_string();
                        if let Some(v) = p.child_by_field_name("value")
                            && v.kind() == "identifier"
                        {
                            l.m.imports.insert(l.text(v).to_string(), format!("{module}.{key}"));
                        }
                    }
                    "object_assignment_pattern" => {
                        if let Some(left) = p.child_by_field_name("left") {
                            let name = l.text(left).to_string();
                            l.m.imports.insert(name.clone(), format!("{module}.{name}"));
                        }
                    }
                    _ => {}
                }
            }
        }
        _ => {}
    }
}

/// The module (or module member) a value names, when it is one: `require('m')`,
/// `require('m').x`, `await import('m')`, an alias already known, or `util.promisify` of one
/// (the promise form of a function is the same function for the rules).
pub(super) fn module_of(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
    module_within(l, n, 0)
}

pub(super) fn module_within(l: &Lower<'_>, n: Node<'_>, depth: usize) -> Option<String> {
    if depth > 32 {
        return None;
    }
    match n.kind() {
        "call_expression" => {
            if let Some(m) = required(l, n) {
                return Some(m);
            }
            let func = n.child_by_field_name("function")?;
            let name = l.text(func);
            if l.call_models(name, "").pass_through {
                let args = n.child_by_field_name("arguments")?;
                let kids: Vec<Node<'_>> = named(args).into_iter().filter(|k| !is_comment(*k)).collect();
                if let [one] = kids.as_slice() {
                    return module_within(l, *one, depth + 1);
                }
            }
            None
        }
        "await_expression" | "parenthesized_expression" => module_within(l, inner(n)?, depth + 1),
        "member_expression" => {
            let obj = module_within(l, n.child_by_field_name("object")?, depth + 1)?;
            let prop = n.child_by_field_name("property")?;
            Some(format!("{obj}.{}", l.text(prop)))
        }
        "identifier" => l.m.imports.get(l.text(n)).cloned(),
        _ => None,
    }
}

/// `require('m')` or `import('m')`: the module `m`.
pub(super) fn required(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
    let func = n.child_by_field_name("function")?;
    if !(func.kind() == "import" || (func.kind() == "identifier" && l.text(func) == "require")) {
        return None;
    }
    let args = n.child_by_field_name("arguments")?;
    let kids: Vec<Node<'_>> = named(args).into_iter().filter(|k| !is_comment(*k)).collect();
    match kids.as_slice() {
        [s] if s.kind() == "string" => {
            let text = string_text(l, *s);
            Some(module_name(&text))
        }
        _ => None,
    }
}

/// The name a module is called by: a package's (`node:fs` is `fs`), or a file of the project's
/// by its path without extension (`./util/sanitizer.js` is `./util/sanitizer`), whose last
/// name says what it does.
pub(super) fn module_name(spec: &str) -> String {
    let spec = spec.trim_start_matches("node:");
    if !(spec.starts_with('.') || spec.starts_with('/')) {
        return spec.to_string();
    }
    // A file of the project keeps its path (`./lib/db`, its extension dropped): the scan
    // follows calls into it by that path.
    let (dir, base) = spec.trim_end_matches('/').rsplit_once('/').unwrap_or(("", spec));
    let base = base.split('.').next().filter(|b| !b.is_empty()).unwrap_or(base);
    if dir.is_empty() { base.to_string() } else { format!("{dir}/{base}") }
}

/// `import x from 'm'`, `import * as x from 'm'`, `import {a, b as c} from 'm'`,
/// `import x = require('m')`.
pub(super) fn imports(l: &mut Lower<'_>, n: Node<'_>) {
    let module = |l: &Lower<'_>, s: Option<Node<'_>>| s.map(|s| module_name(&string_text(l, s)));
    let source = module(l, n.child_by_field_name("source"));
    for clause in named(n) {
        match clause.kind() {
            "import_clause" => {
                let Some(m) = source.clone() else { continue };
                for part in named(clause) {
                    match part.kind() {
                        "identifier" => {
                            l.m.imports.insert(l.text(part).to_string(), m.clone());
                        }
                        "namespace_import" => {
                            if let Some(id) = inner(part) {
                                l.m.imports.insert(l.text(id).to_string(), m.clone());
                            }
                        }
                        "named_imports" => {
                            for spec in named(part).into_iter().filter(|s| s.kind() == "import_specifier") {
                                let name = l.field_text(spec, "name").trim_matches(['"', '\'']).to_string();
                                let local = match spec.child_by_field_name("alias") {
                                    Some(a) => l.text(a).to_string(),
                                    None => name.clone(),
                                };
                                l.m.imports.insert(local, format!("{m}.{name}"));
                            }
                        }
                        _ => {}
                    }
                }
            }
            "import_require_clause" => {
                let m = module(l, clause.child_by_field_name("source"));
                if let (Some(id), Some(m)) = (inner(clause).filter(|i| i.kind() == "identifier"), m) {
                    l.m.imports.insert(l.text(id).to_string(), m);
                }
            }
            _ => {}
        }
    }
}
