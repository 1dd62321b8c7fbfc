//! JavaScript and TypeScript lowered to the analysis's program form. One grammar reads every
//! dialect: tree-sitter-typescript's TSX, a superset of JavaScript, JSX and TypeScript.
//!
//! Module aliases (`require`, `import`, `util.promisify`) go to [`Module::imports`] so calls are
//! named as the rules name them (`cp.exec` -> `child_process.exec`); destructuring binds each
//! name to its part of the value (`const {id} = req.query` reads `req.query.id`); callbacks are
//! functions of the module (the analysis runs each one); object-literal arguments are also
//! keyword arguments (`spawn(cmd, args, {shell: true})`).

use tree_sitter::Node;

use super::ir::*;
use super::lower::{self, Lower, binop, float_kind, int_literal, named};
use crate::scan::code::models::Models;

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    lower::module(src, models, root, expr, stmt)
}

fn is_comment(n: Node<'_>) -> bool {
    matches!(n.kind(), "comment" | "html_comment")
}

/// The first named part of a node that is not a comment (`(x)`, `await x`, `x as T`).
fn inner(n: Node<'_>) -> Option<Node<'_>> {
    named(n).into_iter().find(|k| !is_comment(*k))
}

fn block(l: &mut Lower<'_>, node: Node<'_>) -> Vec<Stmt> {
    lower::stmts(l, node, stmt)
}

/// A statement used as a body: a block's statements, or the one statement.
fn body_of(l: &mut Lower<'_>, n: Option<Node<'_>>) -> Vec<Stmt> {
    match n {
        Some(b) if b.kind() == "statement_block" => block(l, b),
        Some(b) => {
            let mut out = Vec::new();
            stmt(l, b, &mut out);
            out
        }
        None => Vec::new(),
    }
}

fn stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    l.statement(n, out, statement);
}

fn statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let mk = |kind| Stmt { kind, span };
    match n.kind() {
        "comment" | "html_comment" => l.comment(n),
        "hash_bang_line" | "empty_statement" | "debugger_statement" => {}
        "expression_statement" => {
            for k in named(n) {
                if is_comment(k) {
                    l.comment(k);
                } else {
                    expr_stmt(l, k, out);
                }
            }
        }
        "lexical_declaration" | "variable_declaration" => declaration(l, n, out),
        "function_declaration" | "generator_function_declaration" => {
            let name = l.field_text(n, "name").to_string();
            let f = function(l, n, name, Vec::new());
            out.push(mk(StmtKind::Def(f)));
        }
        "class_declaration" | "abstract_class_declaration" => class(l, n, out),
        "if_statement" => {
            let cond = l.field(n, "condition");
            let then = body_of(l, n.child_by_field_name("consequence"));
            let other = body_of(l, n.child_by_field_name("alternative").and_then(inner));
            out.push(mk(StmtKind::If { cond, then, other }));
        }
        "for_statement" => out.push(for_loop(l, n)),
        "for_in_statement" => out.push(mk(for_in(l, n))),
        "while_statement" | "do_statement" => out.push(mk(while_loop(l, n))),
        "switch_statement" => switch(l, n, out),
        "try_statement" => out.push(mk(try_stmt(l, n))),
        "return_statement" => {
            let value = inner(n).map(|e| expr(l, e));
            out.push(mk(StmtKind::Return(value)));
        }
        "throw_statement" => {
            let value = inner(n).map(|e| expr(l, e));
            out.push(mk(StmtKind::Raise(value)));
        }
        "break_statement" => out.push(mk(StmtKind::Break)),
        "continue_statement" => out.push(mk(StmtKind::Continue)),
        "labeled_statement" | "statement_block" | "program" | "ERROR" | "class_static_block" | "module"
        | "internal_module" | "with_statement" => nested(l, n, out),
        "export_statement" => {
            if let Some(d) = n.child_by_field_name("declaration") {
                stmt(l, d, out);
            } else if let Some(v) = n.child_by_field_name("value") {
                expr_stmt(l, v, out);
            }
        }
        "import_statement" => imports(l, n),
        // Types, and what only declares them.
        "interface_declaration"
        | "type_alias_declaration"
        | "enum_declaration"
        | "ambient_declaration"
        | "function_signature"
        | "abstract_method_signature"
        | "import_alias" => {}
        _ => expr_stmt(l, n, out),
    }
}

/// A block of statements standing in the code: a labelled statement, a bare or static block, a
/// namespace, `with (obj)`.
fn nested(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let inner = match n.kind() {
        "labeled_statement" => match n.child_by_field_name("body") {
            Some(b) => body_of(l, Some(b)),
            None => return,
        },
        "statement_block" | "program" | "ERROR" => block(l, n),
        "with_statement" => {
            let obj = l.field(n, "object");
            let mut inner = vec![Stmt { kind: StmtKind::Expr(obj), span }];
            inner.extend(body_of(l, n.child_by_field_name("body")));
            inner
        }
        // `static { .. }` and `namespace X { ... }`: their statements.
        _ => body_of(l, n.child_by_field_name("body")),
    };
    out.push(Stmt { kind: StmtKind::Block(inner), span });
}

/// `for (init; cond; step) body` is `init; while (cond) { body; step }`.
fn for_loop(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
    let span = l.span(n);
    let mut parts = Vec::new();
    if let Some(init) = n.child_by_field_name("initializer") {
        stmt(l, init, &mut parts);
    }
    let cond = match n.child_by_field_name("condition") {
        Some(c) if c.kind() == "expression_statement" => inner(c).map(|e| expr(l, e)),
        Some(c) if c.kind() == "empty_statement" => None,
        Some(c) => Some(expr(l, c)),
        None => None,
    };
    let cond = cond.unwrap_or_else(|| Expr::new(ExprKind::Lit(Lit::Bool(true)), span));
    let mut body = body_of(l, n.child_by_field_name("body"));
    if let Some(step) = n.child_by_field_name("increment") {
        expr_stmt(l, step, &mut body);
    }
    parts.push(Stmt { kind: StmtKind::While { cond, body, other: Vec::new() }, span });
    Stmt { kind: StmtKind::Block(parts), span }
}

/// `for (k in obj)` walks the keys and `for (v of xs)` the values: both are parts of the
/// iterated value.
fn for_in(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let iter = l.field(n, "right");
    let mut body = Vec::new();
    let target = match n.child_by_field_name("left") {
        Some(t) if matches!(t.kind(), "identifier" | "member_expression" | "subscript_expression") => expr(l, t),
        Some(t) => {
            let tmp = Expr::new(ExprKind::Name(format!("\0for{}", t.start_byte())), l.span(t));
            bind(l, t, tmp.clone(), &mut body);
            tmp
        }
        None => l.opaque(n),
    };
    body.extend(body_of(l, n.child_by_field_name("body")));
    StmtKind::For { target, iter, body, other: Vec::new() }
}

/// `while (cond) body` and `do body while (cond)`.
fn while_loop(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let cond = if n.kind() == "do_statement" {
        // The body runs at least once; a loop whose condition never folds (so
        // `do {...} while (false)` still runs its body) is close enough.
        let c = l.field(n, "condition");
        Expr::new(ExprKind::Opaque(vec![c]), l.span(n))
    } else {
        l.field(n, "condition")
    };
    let body = body_of(l, n.child_by_field_name("body"));
    StmtKind::While { cond, body, other: Vec::new() }
}

fn try_stmt(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let body = body_of(l, n.child_by_field_name("body"));
    let mut handlers = Vec::new();
    if let Some(h) = n.child_by_field_name("handler") {
        let bind = h.child_by_field_name("parameter").filter(|p| p.kind() == "identifier");
        let bind = bind.map(|p| l.text(p).to_string());
        let body = body_of(l, h.child_by_field_name("body"));
        handlers.push(Handler { bind, body });
    }
    let finally =
        n.child_by_field_name("finalizer").map(|f| body_of(l, f.child_by_field_name("body"))).unwrap_or_default();
    StmtKind::Try { body, handlers, other: Vec::new(), finally }
}

/// An expression standing as a statement: assignments become [`StmtKind::Assign`].
fn expr_stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    if !l.enter() {
        return;
    }
    expr_stmt_inner(l, n, out);
    l.leave();
}

fn expr_stmt_inner(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    match n.kind() {
        "assignment_expression" => {
            let (Some(left), Some(right)) = (n.child_by_field_name("left"), n.child_by_field_name("right")) else {
                out.push(Stmt { kind: StmtKind::Expr(l.opaque(n)), span });
                return;
            };
            if left.kind() == "identifier"
                && let Some(module) = module_of(l, right)
            {
                l.m.imports.insert(l.text(left).to_string(), module);
                return;
            }
            // `exports.handler = function (...) {...}` is called `handler`.
            let name = l.text(left).rsplit('.').next().unwrap_or("").to_string();
            let value = named_value(l, right, name);
            bind(l, left, value, out);
        }
        "augmented_assignment_expression" => {
            let target = l.field(n, "left");
            let value = l.field(n, "right");
            let op = n.child_by_field_name("operator").map(|o| l.text(o)).unwrap_or("");
            let op = binop(op.trim_end_matches('='));
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: Some(op) }, span });
        }
        "update_expression" => {
            let target = l.field(n, "argument");
            let one = Expr::new(ExprKind::Lit(Lit::Int(1)), span);
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value: one, op: Some(BinOp::Add) }, span });
        }
        "sequence_expression" => {
            for k in named(n) {
                if !is_comment(k) {
                    expr_stmt(l, k, out);
                }
            }
        }
        "parenthesized_expression" => {
            if let Some(e) = inner(n) {
                expr_stmt(l, e, out);
            }
        }
        // A directive (`"use strict"`) does nothing.
        "string" => {}
        _ => {
            let e = expr(l, n);
            out.push(Stmt { kind: StmtKind::Expr(e), span });
        }
    }
}

/// `const a = 1, {b, c} = req.query;`
fn declaration(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    for d in named(n) {
        if is_comment(d) {
            l.comment(d);
            continue;
        }
        if d.kind() != "variable_declarator" {
            continue;
        }
        let Some(name) = d.child_by_field_name("name") else { continue };
        let value = d.child_by_field_name("value");
        if let Some(v) = value
            && let Some(module) = module_of(l, v)
        {
            alias(l, name, &module);
            continue;
        }
        let value = match value {
            Some(v) => {
                let fname = if name.kind() == "identifier" { l.text(name).to_string() } else { String::new() };
                named_value(l, v, fname)
            }
            // `let x;` is undefined.
            None => Expr::new(ExprKind::Lit(Lit::Null), l.span(d)),
        };
        bind(l, name, value, out);
    }
}

/// Records a module alias bound by a declaration: `cp = require('child_process')`,
/// `{exec, spawn: sp} = require('child_process')`.
fn alias(l: &mut Lower<'_>, pattern: Node<'_>, module: &str) {
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
fn module_of(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
    module_within(l, n, 0)
}

fn module_within(l: &Lower<'_>, n: Node<'_>, depth: usize) -> Option<String> {
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
fn required(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
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
fn module_name(spec: &str) -> String {
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
fn imports(l: &mut Lower<'_>, n: Node<'_>) {
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

/// Binds a target (a name, a member, or a destructuring pattern) to a value: each name of a
/// pattern gets its part of the value.
fn bind(l: &mut Lower<'_>, pat: Node<'_>, value: Expr, out: &mut Vec<Stmt>) {
    if !l.enter() {
        return;
    }
    let span = l.span(pat);
    let assign =
        |target: Expr, value: Expr| Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span };
    match pat.kind() {
        "object_pattern" | "array_pattern" => destructure(l, pat, value, out),
        "assignment_pattern" => {
            if let (Some(left), Some(right)) = (pat.child_by_field_name("left"), pat.child_by_field_name("right")) {
                let default = expr(l, right);
                let v = Expr::new(ExprKind::Binary(BinOp::Or, Box::new(value), Box::new(default)), span);
                bind(l, left, v, out);
            }
        }
        "rest_pattern" => {
            if let Some(t) = inner(pat) {
                bind(l, t, value, out);
            }
        }
        "shorthand_property_identifier_pattern" | "identifier" => {
            out.push(assign(Expr::new(ExprKind::Name(l.text(pat).to_string()), span), value));
        }
        _ => {
            let target = expr(l, pat);
            out.push(assign(target, value));
        }
    }
    l.leave();
}

/// `{a, b: c} = value`, `[x, ...rest] = value`: each name bound to its part of the value.
fn destructure(l: &mut Lower<'_>, pat: Node<'_>, value: Expr, out: &mut Vec<Stmt>) {
    let span = l.span(pat);
    let assign =
        |target: Expr, value: Expr| Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span };
    // A value that is not a plain variable is computed once, into a hidden name.
    let base = if is_path(&value) {
        value
    } else {
        let tmp = Expr::new(ExprKind::Name(format!("\0pat{}", pat.start_byte())), span);
        out.push(assign(tmp.clone(), value));
        tmp
    };
    let attr = |key: &str| Expr::new(ExprKind::Attr(Box::new(base.clone()), key.to_string()), span);
    let or = |a: Expr, b: Expr| Expr::new(ExprKind::Binary(BinOp::Or, Box::new(a), Box::new(b)), span);
    let mut i = 0i64;
    for p in named(pat) {
        match p.kind() {
            "comment" => l.comment(p),
            "shorthand_property_identifier_pattern" => {
                let name = l.text(p).to_string();
                out.push(assign(Expr::new(ExprKind::Name(name.clone()), l.span(p)), attr(&name)));
            }
            "pair_pattern" => {
                let Some(v) = p.child_by_field_name("value") else { continue };
                let part = match p.child_by_field_name("key") {
                    Some(k) if k.kind() == "computed_property_name" => {
                        let key = inner(k).map(|e| expr(l, e)).unwrap_or_else(|| l.opaque(k));
                        Expr::new(ExprKind::Index(Box::new(base.clone()), Box::new(key)), span)
                    }
                    Some(k) if k.kind() == "string" => attr(&string_text(l, k)),
                    Some(k) => attr(l.text(k)),
                    None => continue,
                };
                bind(l, v, part, out);
            }
            "object_assignment_pattern" => {
                let (Some(left), Some(right)) = (p.child_by_field_name("left"), p.child_by_field_name("right")) else {
                    continue;
                };
                let default = expr(l, right);
                let part = match left.kind() {
                    "shorthand_property_identifier_pattern" | "identifier" => attr(l.text(left)),
                    _ => base.clone(),
                };
                bind(l, left, or(part, default), out);
            }
            "rest_pattern" => {
                let part = if pat.kind() == "array_pattern" {
                    Expr::new(ExprKind::Slice(Box::new(base.clone())), span)
                } else {
                    base.clone()
                };
                if let Some(t) = inner(p) {
                    bind(l, t, part, out);
                }
            }
            _ if pat.kind() == "array_pattern" => {
                let at = Expr::new(ExprKind::Lit(Lit::Int(i)), span);
                let part = Expr::new(ExprKind::Index(Box::new(base.clone()), Box::new(at)), span);
                bind(l, p, part, out);
            }
            _ => {}
        }
        if pat.kind() == "array_pattern" && !is_comment(p) {
            i += 1;
        }
    }
}

fn is_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Attr(obj, _) => is_path(obj),
        _ => false,
    }
}

/// `switch`: a match whose arms are the cases; cases with no statements share the next one's.
fn switch(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let subject = l.field(n, "value");
    let mut arms = Vec::new();
    let mut default: Option<Arm> = None;
    let mut pending: Option<Vec<Lit>> = Some(Vec::new());
    let mut pending_default = false;
    let cases = n.child_by_field_name("body").map(named).unwrap_or_default();
    for case in cases {
        if is_comment(case) {
            l.comment(case);
            continue;
        }
        match case.kind() {
            "switch_case" => {
                let v = case.child_by_field_name("value").map(|v| expr(l, v));
                match (v.map(|v| v.kind), pending.as_mut()) {
                    (Some(ExprKind::Lit(lit)), Some(p)) => p.push(lit),
                    _ => pending = None,
                }
            }
            "switch_default" => pending_default = true,
            _ => continue,
        }
        let mut c = case.walk();
        let stmts: Vec<Node<'_>> = case.children_by_field_name("body", &mut c).collect();
        if stmts.is_empty() {
            continue;
        }
        let mut body = Vec::new();
        for s in stmts {
            stmt(l, s, &mut body);
        }
        // `break` at the end of a case leaves the switch, which a match arm does anyway.
        if matches!(body.last().map(|s| &s.kind), Some(StmtKind::Break)) {
            body.pop();
        }
        let values = if pending_default { None } else { pending.take() };
        let arm = Arm { values, bind: None, guard: None, catch_all: pending_default, body };
        if pending_default {
            default = Some(arm);
        } else {
            arms.push(arm);
        }
        pending = Some(Vec::new());
        pending_default = false;
    }
    // `default` may stand anywhere, but is taken only when no case is.
    arms.extend(default);
    let has_break = arms.iter().any(|a| breaks(&a.body));
    let m = Stmt { kind: StmtKind::Match { subject, arms }, span };
    if has_break {
        // A `break` inside a case leaves the switch: the match runs inside a loop that the
        // breaks (and the end of the match) leave.
        let cond = Expr::new(ExprKind::Lit(Lit::Bool(true)), span);
        let body = vec![m, Stmt { kind: StmtKind::Break, span }];
        out.push(Stmt { kind: StmtKind::While { cond, body, other: Vec::new() }, span });
    } else {
        out.push(m);
    }
}

/// Whether statements hold a `break` that leaves the statement around them (not one of an inner
/// loop).
fn breaks(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Break => true,
        StmtKind::If { then, other, .. } => breaks(then) || breaks(other),
        StmtKind::Block(b) | StmtKind::With { body: b, .. } => breaks(b),
        StmtKind::Try { body, handlers, other, finally } => {
            breaks(body) || breaks(other) || breaks(finally) || handlers.iter().any(|h| breaks(&h.body))
        }
        StmtKind::Match { arms, .. } => arms.iter().any(|a| breaks(&a.body)),
        _ => false,
    })
}

fn class(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let name = l.field_text(n, "name").to_string();
    let outer = l.class.replace(name);
    let mut decorators = Vec::new();
    let members = n.child_by_field_name("body").map(named).unwrap_or_default();
    for m in members {
        let span = l.span(m);
        match m.kind() {
            "comment" | "html_comment" => l.comment(m),
            "decorator" => {
                if let Some(e) = inner(m) {
                    decorators.push(expr(l, e));
                }
            }
            "method_definition" => {
                let mut own = std::mem::take(&mut decorators);
                for d in named(m).into_iter().filter(|d| d.kind() == "decorator") {
                    if let Some(e) = inner(d) {
                        own.push(expr(l, e));
                    }
                }
                let name = l.field_text(m, "name").to_string();
                let f = function(l, m, name, own);
                out.push(Stmt { kind: StmtKind::Def(f), span });
            }
            "public_field_definition" | "field_definition" => {
                decorators.clear();
                let key = m.child_by_field_name("name").or_else(|| m.child_by_field_name("property"));
                let name = key.map(|k| l.text(k).to_string()).unwrap_or_default();
                if let Some(v) = m.child_by_field_name("value") {
                    let value = named_value(l, v, name.clone());
                    // A field is `this.name` in the methods.
                    let this = Expr::new(ExprKind::Name("this".into()), span);
                    let target = Expr::new(ExprKind::Attr(Box::new(this), name), span);
                    out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
                }
            }
            "class_static_block" => stmt(l, m, out),
            _ => decorators.clear(),
        }
    }
    l.class = outer;
}

/// A function value given a name by where it is stored (`const handler = (req, res) => ...`),
/// so calls by that name reach it.
fn named_value(l: &mut Lower<'_>, v: Node<'_>, name: String) -> Expr {
    match v.kind() {
        "arrow_function" | "function_expression" | "function" | "generator_function" if !name.is_empty() => {
            let own = l.field_text(v, "name");
            let name = if own.is_empty() { name } else { own.to_string() };
            let span = l.span(v);
            let f = function(l, v, name, Vec::new());
            Expr::new(ExprKind::Lambda(f), span)
        }
        _ => expr(l, v),
    }
}

fn function(l: &mut Lower<'_>, n: Node<'_>, name: String, decorators: Vec<Expr>) -> usize {
    let span = l.span(n);
    let id = l.reserve();
    let mut body = Vec::new();
    let params = params(l, n, &mut body);
    let mut value = None;
    match n.child_by_field_name("body") {
        Some(b) if b.kind() == "statement_block" => body.extend(block(l, b)),
        Some(e) => value = Some(expr(l, e)),
        None => {}
    }
    l.m.funcs[id] = Function { name, class: l.class.clone(), params, decorators, body, span, value };
    id
}

/// Parameters; a destructured one is a hidden name whose parts the body binds first.
fn params(l: &mut Lower<'_>, n: Node<'_>, pre: &mut Vec<Stmt>) -> Vec<Param> {
    let mut out = Vec::new();
    if let Some(p) = n.child_by_field_name("parameter") {
        out.push(Param { name: l.text(p).to_string(), default: None, ty: None });
        return out;
    }
    let Some(list) = n.child_by_field_name("parameters") else { return out };
    let list: Vec<Node<'_>> = named(list).into_iter().filter(|p| !is_comment(*p)).collect();
    // A web handler that destructures its request (`({ query, body }, res) => ...`, its
    // second parameter a response as the models name it): the first parameter is the
    // request, named as the models say (`req`).
    let second = list.get(1).map(|p| l.text(p.child_by_field_name("pattern").unwrap_or(*p)));
    let request = second.and_then(|s| l.models.response_param(s)).map(str::to_string);
    for (i, p) in list.into_iter().enumerate() {
        let (pattern, ty, default, decorators) = match p.kind() {
            "required_parameter" | "optional_parameter" => {
                let pattern = p.child_by_field_name("pattern");
                let ty = p.child_by_field_name("type").map(|t| l.text(t).trim_start_matches(':').trim().to_string());
                let default = p.child_by_field_name("value");
                let mut c = p.walk();
                let decorators: Vec<Node<'_>> = p.children_by_field_name("decorator", &mut c).collect();
                (pattern, ty, default, decorators)
            }
            "assignment_pattern" => (p.child_by_field_name("left"), None, p.child_by_field_name("right"), Vec::new()),
            "comment" => {
                l.comment(p);
                continue;
            }
            _ => (Some(p), None, None, Vec::new()),
        };
        let Some(mut pattern) = pattern else { continue };
        if pattern.kind() == "rest_pattern"
            && let Some(i) = inner(pattern)
        {
            pattern = i;
        }
        // TypeScript's `this: T` declares the receiver's type, not a parameter.
        if pattern.kind() == "this" {
            continue;
        }
        let mut default = default.map(|d| expr(l, d));
        if default.is_none() {
            default = decorators.iter().find_map(|d| framework_source(l, *d));
        }
        let name = if pattern.kind() == "identifier" {
            l.text(pattern).to_string()
        } else {
            let hidden = match &request {
                Some(req) if i == 0 && pattern.kind() == "object_pattern" => req.clone(),
                _ => format!("\0param{}", pattern.start_byte()),
            };
            let value = Expr::new(ExprKind::Name(hidden.clone()), l.span(pattern));
            bind(l, pattern, value, pre);
            hidden
        };
        out.push(Param { name, default, ty });
    }
    out
}

/// A parameter the framework fills from the request (NestJS `@Body() dto`, `@Query('q') q`):
/// the request data the models say its decorator gives (`req.body`), as the parameter's
/// default.
fn framework_source(l: &Lower<'_>, decorator: Node<'_>) -> Option<Expr> {
    let call = inner(decorator).filter(|c| c.kind() == "call_expression")?;
    let holds = l.models.parameter_decorator(l.field_text(call, "function"))?;
    let span = l.span(decorator);
    let mut parts = holds.split('.');
    let first = Expr::new(ExprKind::Name(parts.next()?.to_string()), span);
    Some(parts.fold(first, |obj, field| Expr::new(ExprKind::Attr(Box::new(obj), field.to_string()), span)))
}

fn expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    l.nested(n, expr_kind)
}

fn expr_kind(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    match n.kind() {
        "identifier" | "shorthand_property_identifier" | "this" | "super" | "property_identifier" => {
            ExprKind::Name(l.text(n).to_string())
        }
        "undefined" | "null" => ExprKind::Lit(Lit::Null),
        "true" => ExprKind::Lit(Lit::Bool(true)),
        "false" => ExprKind::Lit(Lit::Bool(false)),
        "number" => match int_literal(l.text(n)) {
            Some(v) => ExprKind::Lit(Lit::Int(v)),
            None => float_kind(l.text(n)),
        },
        "string" => ExprKind::Lit(Lit::Str(string_text(l, n))),
        "template_string" => template(l, n),
        "regex" => ExprKind::Lit(Lit::Str(l.text(n).to_string())),
        "member_expression" => l.member(n, "object", "property"),
        "subscript_expression" => l.subscript(n, "object", "index"),
        "call_expression" => call(l, n),
        "new_expression" => {
            let func = l.field(n, "constructor");
            let (args, kwargs) = n.child_by_field_name("arguments").map(|a| arguments(l, a)).unwrap_or_default();
            ExprKind::Call(Box::new(Call { func, args, kwargs, new: true }))
        }
        "await_expression"
        | "parenthesized_expression"
        | "non_null_expression"
        | "spread_element"
        | "as_expression"
        | "satisfies_expression"
        | "type_assertion"
        | "yield_expression" => match inner(n) {
            Some(e) if !e.kind().ends_with("type") && e.kind() != "type_arguments" => expr(l, e).kind,
            _ => l.opaque_kind(n),
        },
        "binary_expression" => l.binary(n),
        "unary_expression" => l.unary(n, "argument"),
        "ternary_expression" => l.ternary(n),
        "assignment_expression" => {
            let target = l.field(n, "left");
            let value = l.field(n, "right");
            ExprKind::Walrus(Box::new(target), Box::new(value))
        }
        "augmented_assignment_expression" => augmented(l, n),
        "array" => ExprKind::List(l.children(n)),
        "object" => ExprKind::Dict(object(l, n)),
        "arrow_function" | "function_expression" | "function" | "generator_function" => {
            let own = l.field_text(n, "name");
            let name = if own.is_empty() { LAMBDA.to_string() } else { own.to_string() };
            ExprKind::Lambda(function(l, n, name, Vec::new()))
        }
        "class" => {
            // A class expression: its methods are functions of the module.
            let mut fields = Vec::new();
            class(l, n, &mut fields);
            ExprKind::Opaque(Vec::new())
        }
        "sequence_expression" => ExprKind::Opaque(l.children(n)),
        "comment" | "html_comment" => {
            l.comment(n);
            ExprKind::Opaque(Vec::new())
        }
        _ => l.opaque_kind(n),
    }
}

/// `x += v` as an expression: `x` is assigned `x + v`.
fn augmented(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let target = l.field(n, "left");
    let value = l.field(n, "right");
    let op = n.child_by_field_name("operator").map(|o| l.text(o)).unwrap_or("");
    let span = l.span(n);
    let v =
        Expr::new(ExprKind::Binary(binop(op.trim_end_matches('=')), Box::new(target.clone()), Box::new(value)), span);
    ExprKind::Walrus(Box::new(target), Box::new(v))
}

/// `f(args)`; `require('m')` is the module `m`, and a tagged template hands the tag its parts.
fn call(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    if let Some(m) = required(l, n) {
        // `require('m')` is the module, so `require('m').x(...)` is `m.x`.
        return ExprKind::Name(m);
    }
    let func = match n.child_by_field_name("function") {
        // Dynamic `import(x)` is called like `require`.
        Some(f) if f.kind() == "import" => Expr::new(ExprKind::Name("import".into()), l.span(f)),
        _ => l.field(n, "function"),
    };
    let (args, kwargs) = match n.child_by_field_name("arguments") {
        // A tagged template (`` sql`...${x}` ``) hands the tag its parts, unjoined.
        Some(t) if t.kind() == "template_string" => {
            let parts = match template(l, t) {
                ExprKind::Format(parts) => parts.into_iter().filter(|p| !matches!(p.kind, ExprKind::Lit(_))).collect(),
                _ => Vec::new(),
            };
            (parts, Vec::new())
        }
        Some(a) => arguments(l, a),
        None => (Vec::new(), Vec::new()),
    };
    ExprKind::Call(Box::new(Call { func, args, kwargs, new: false }))
}

/// A call's arguments; the `key: value` pairs of an object literal argument are also keyword
/// arguments, as options objects are read (`{shell: true}`, `{filter: f}`).
fn arguments(l: &mut Lower<'_>, a: Node<'_>) -> (Vec<Expr>, Vec<(String, Expr)>) {
    let (mut args, mut kwargs) = (Vec::new(), Vec::new());
    for arg in named(a) {
        if is_comment(arg) {
            l.comment(arg);
            continue;
        }
        let e = expr(l, arg);
        if let ExprKind::Dict(pairs) = &e.kind {
            for (k, v) in pairs {
                if let Some(Expr { kind: ExprKind::Lit(Lit::Str(k)), .. }) = k {
                    kwargs.push((k.clone(), v.clone()));
                }
            }
        }
        args.push(e);
    }
    (args, kwargs)
}

fn object(l: &mut Lower<'_>, n: Node<'_>) -> Vec<(Option<Expr>, Expr)> {
    let mut pairs = Vec::new();
    for p in named(n) {
        let span = l.span(p);
        match p.kind() {
            "comment" | "html_comment" => l.comment(p),
            "pair" => {
                let Some(k) = p.child_by_field_name("key") else { continue };
                let key = match k.kind() {
                    "computed_property_name" => inner(k).map(|e| expr(l, e)).unwrap_or_else(|| l.opaque(k)),
                    "string" | "number" => expr(l, k),
                    _ => Expr::new(ExprKind::Lit(Lit::Str(l.text(k).to_string())), l.span(k)),
                };
                let name = match &key.kind {
                    ExprKind::Lit(Lit::Str(s)) => s.clone(),
                    _ => String::new(),
                };
                let value = match p.child_by_field_name("value") {
                    Some(v) => named_value(l, v, name),
                    None => l.opaque(p),
                };
                pairs.push((Some(key), value));
            }
            "shorthand_property_identifier" => {
                let name = l.text(p).to_string();
                let key = Expr::new(ExprKind::Lit(Lit::Str(name.clone())), span);
                pairs.push((Some(key), Expr::new(ExprKind::Name(name), span)));
            }
            "method_definition" => {
                let name = l.field_text(p, "name").to_string();
                let key = Expr::new(ExprKind::Lit(Lit::Str(name.clone())), span);
                let f = function(l, p, name, Vec::new());
                pairs.push((Some(key), Expr::new(ExprKind::Lambda(f), span)));
            }
            _ => {
                let v = match inner(p) {
                    Some(i) if p.kind() == "spread_element" => expr(l, i),
                    _ => expr(l, p),
                };
                pairs.push((None, v));
            }
        }
    }
    pairs
}

/// The text of a string literal, escapes decoded.
fn string_text(l: &Lower<'_>, n: Node<'_>) -> String {
    let mut text = String::new();
    for k in named(n) {
        match k.kind() {
            "escape_sequence" => text.push_str(&unescape(l.text(k))),
            _ => text.push_str(l.text(k)),
        }
    }
    text
}

/// A template literal: its text, or, when it interpolates, its parts in order.
fn template(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let mut parts: Vec<Expr> = Vec::new();
    let mut text = String::new();
    // The literal text is what lies between the substitutions, whatever nodes the grammar
    // gives it.
    let mut at = n.start_byte() + 1;
    let end = n.end_byte().saturating_sub(1).max(at);
    let raw = |l: &Lower<'_>, a: usize, b: usize| unescape_all(l.src.get(a..b).unwrap_or(""));
    for k in named(n) {
        if k.kind() != "template_substitution" {
            continue;
        }
        text.push_str(&raw(l, at, k.start_byte()));
        if !text.is_empty() {
            let span = Span { start: at, end: k.start_byte() };
            parts.push(Expr::new(ExprKind::Lit(Lit::Str(std::mem::take(&mut text))), span));
        }
        if let Some(e) = inner(k) {
            parts.push(expr(l, e));
        }
        at = k.end_byte();
    }
    text.push_str(&raw(l, at, end));
    lower::interpolated(parts, text, Span { start: at, end })
}

/// Decodes the escapes of raw literal text.
fn unescape_all(s: &str) -> String {
    if !s.contains('\\') {
        return s.to_string();
    }
    let mut out = String::new();
    let mut chars = s.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some((_, next)) = chars.next() else { break };
        let len = next.len_utf8();
        let seq = s.get(i..i + 1 + len).unwrap_or("");
        match next {
            'x' | 'u' => {
                // Keep the rest of a hex escape with it.
                let mut esc = seq.to_string();
                while let Some(&(_, h)) = chars.peek() {
                    if h.is_ascii_hexdigit() || h == '{' || h == '}' {
                        esc.push(h);
                        chars.next();
                        if h == '}' || (esc.len() >= 4 && next == 'x') || (esc.len() >= 6 && !esc.contains('{')) {
                            break;
                        }
                    } else {
                        break;
                    }
                }
                out.push_str(&unescape(&esc));
            }
            _ => out.push_str(&unescape(seq)),
        }
    }
    out
}

fn unescape(e: &str) -> String {
    let hex = |h: &str| u32::from_str_radix(h, 16).ok().and_then(char::from_u32).map(String::from);
    match e {
        "\\n" => "\n".into(),
        "\\t" => "\t".into(),
        "\\r" => "\r".into(),
        "\\0" => "\0".into(),
        "\\b" => "\u{8}".into(),
        "\\f" => "\u{c}".into(),
        "\\v" => "\u{b}".into(),
        _ => {
            let body = e.strip_prefix('\\').unwrap_or(e);
            if let Some(h) = body.strip_prefix("u{").and_then(|b| b.strip_suffix('}')) {
                return hex(h).unwrap_or_else(|| e.to_string());
            }
            if let Some(h) = body.strip_prefix('u').or_else(|| body.strip_prefix('x'))
                && !h.is_empty()
            {
                return hex(h).unwrap_or_else(|| e.to_string());
            }
            // A line continuation is nothing; any other escaped character is itself.
            if body.starts_with('\n') || body.starts_with("\r\n") {
                return String::new();
            }
            body.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse_builtin as parse;
    use super::*;
    use crate::scan::lex::Lang;

    fn module(src: &str) -> Module {
        parse(Lang::Javascript, src).unwrap_or_else(|| panic!("no module"))
    }

    #[test]
    fn module_aliases() {
        let m = module(
            "const cp = require('child_process');\n\
             const { exec, spawn: sp } = require('node:child_process');\n\
             const run = require('child_process').execSync;\n\
             import * as fs from 'fs';\n\
             import clean from '../lib/clean.js';\n\
             import axios, { get as g } from 'axios';\n\
             const util = require('util');\n\
             const execP = util.promisify(cp.exec);\n",
        );
        let want = [
            ("cp", "child_process"),
            ("exec", "child_process.exec"),
            ("sp", "child_process.spawn"),
            ("run", "child_process.execSync"),
            ("fs", "fs"),
            ("clean", "../lib/clean"),
            ("axios", "axios"),
            ("g", "axios.get"),
            ("util", "util"),
            ("execP", "child_process.exec"),
        ];
        for (local, full) in want {
            assert_eq!(m.imports.get(local).map(String::as_str), Some(full), "{local}");
        }
    }

    #[test]
    fn callbacks_are_functions_and_templates_are_formats() {
        let m = module("app.get('/x', (req, res) => { res.send(`hi ${req.query.name}!`); });");
        assert_eq!(m.funcs.len(), 2);
        assert_eq!(m.funcs[1].params.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["req", "res"]);
        let StmtKind::Expr(Expr { kind: ExprKind::Call(c), .. }) = &m.funcs[1].body[0].kind else {
            panic!("{:?}", m.funcs[1].body)
        };
        let ExprKind::Format(parts) = &c.args[0].kind else { panic!("{:?}", c.args[0]) };
        assert_eq!(parts.len(), 3);
        assert_eq!(parts[1].dotted().as_deref(), Some("req.query.name"));
    }

    #[test]
    fn destructuring_reads_each_part() {
        let m = module("const { id, name: n = 'x' } = req.query;");
        let names: Vec<(String, Option<String>)> = m.funcs[0]
            .body
            .iter()
            .filter_map(|s| match &s.kind {
                StmtKind::Assign { targets, value, .. } => Some((targets[0].dotted()?, value.dotted())),
                _ => None,
            })
            .collect();
        assert_eq!(names, [("id".to_string(), Some("req.query.id".to_string())), ("n".to_string(), None)]);
    }

    /// A destructured first parameter is the request `req` where the second is a response
    /// the models name, and a hidden name otherwise.
    #[test]
    fn a_destructured_request_beside_a_response_is_req() {
        for (second, want) in [("res", true), ("reply", true), ("options", false), ("resx", false)] {
            let m = module(&format!("function show ({{ query }}, {second}) {{ return query }}"));
            assert_eq!(m.funcs[1].params[0].name == "req", want, "{second}");
        }
    }

    /// A parameter decorator the models name holds the request data they say, exactly by the
    /// decorator's name; `promisify` is a pass-through the models name, not a suffix.
    #[test]
    fn parameter_decorators_and_promisify_are_the_models_names() {
        for (deco, want) in
            [("Body", Some("req.body")), ("Param", Some("req.params")), ("Bodyx", None), ("MyBody", None)]
        {
            let m = module(&format!("class C {{ run (@{deco}() dto) {{ return dto }} }}"));
            let f = m.funcs.iter().find(|f| f.name == "run").unwrap_or_else(|| panic!("{deco}"));
            assert_eq!(f.params[0].default.as_ref().and_then(Expr::dotted).as_deref(), want, "{deco}");
        }
        let m = module(
            "const cp = require('child_process');\n\
             const a = promisify(cp.exec);\nconst b = Promise.promisify(cp.exec);\nconst c = unpromisify(cp.exec);\n",
        );
        let alias = |n: &str| m.imports.get(n).map(String::as_str);
        assert_eq!(
            [alias("a"), alias("b"), alias("c")],
            [Some("child_process.exec"), Some("child_process.exec"), None]
        );
    }

    #[test]
    fn one_grammar_reads_every_dialect() {
        let dialects = [
            "const re = /a\\/b/g; var x = y < z ? a : b; function* g() { yield 1; }",
            "const App = () => <div className=\"x\">{items.map((i) => <li key={i}>{i}</li>)}</div>;",
            "import type { T } from './t'; enum E { A = 'a' } \
             export class C<T> implements I { private x?: number = 1; f(this: C<T>, a: T[]): void {} }",
            "const f = async <T,>(x: T): Promise<T> => x as unknown as T; let y = z!; type U = keyof T;",
        ];
        let mut p = tree_sitter::Parser::new();
        let lang: tree_sitter::Language = tree_sitter_typescript::LANGUAGE_TSX.into();
        p.set_language(&lang).unwrap_or_else(|e| panic!("{e}"));
        for src in dialects {
            let t = p.parse(src, None).unwrap_or_else(|| panic!("{src}"));
            assert!(!t.root_node().has_error(), "{src}");
        }
    }

    #[test]
    fn hostile_input_does_not_overflow() {
        let deep = format!("x = {}1{};", "(".repeat(50_000), ")".repeat(50_000));
        let _ = parse(Lang::Javascript, &deep);
        let chain = format!("x = {};", vec!["a"; 50_000].join(" + "));
        let _ = parse(Lang::Javascript, &chain);
        let binary: String = (0..20_000u32).map(|i| char::from_u32(i % 0xD000).unwrap_or(' ')).collect();
        let _ = parse(Lang::Javascript, &binary);
    }
}
