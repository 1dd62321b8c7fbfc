//! Rust's syntax tree (tree-sitter-rust) lowered to the analysis's program form.
//!
//! Rust is made of expressions: a block's last expression is its value. `if`, `match`, blocks
//! and closures met in value position are lowered as statements that assign a temporary and run
//! just before the statement that uses it; a function body's last expression is returned.
//! Closures run in place (they may or may not run) with their parameters bound to what the
//! method they are given to holds (`opt.map(|v| ...)`: `v` is `opt`'s content). Macros take token
//! trees: their arguments are parsed again as expressions, and `format!`-like strings become
//! [`ExprKind::Format`] (inline captures `{name}` included).

use tree_sitter::Node;

use super::ir::*;
use super::lower::{Lower, binop, float_kind, int_kind, int_literal, named, unescape};
use crate::scan::code::models::{Makes, Models, WritesTo};

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    let mut r = Rs {
        l: Lower::new(src, models, |l, n| l.opaque(n)),
        pending: Vec::new(),
        temps: 0,
        closures: Vec::new(),
        parser: None,
        macros: 0,
    };
    let mut body = Vec::new();
    items(&mut r, root, &mut body);
    r.l.finish(body)
}

struct Rs<'a> {
    l: Lower<'a>,
    /// Statements that the expression being lowered needs run first (blocks, `if`, `match` and
    /// closures in value position).
    pending: Vec<Stmt>,
    temps: usize,
    /// Per closure or async block being lowered: the temporary its value goes to (a `return`
    /// in it ends the closure, not the function).
    closures: Vec<String>,
    /// For macro arguments, parsed again as expressions.
    parser: Option<tree_sitter::Parser>,
    /// Macros being parsed again, one inside another: each level costs a parse and a deep
    /// stack, so past a few the arguments are read as tokens.
    macros: usize,
}

/// Where the value of a block or expression in statement position goes.
#[derive(Clone)]
enum Sink {
    Drop,
    Assign(Expr),
    Return,
}

impl Rs<'_> {
    fn temp(&mut self) -> String {
        self.temps += 1;
        format!("\0t{}", self.temps)
    }

    fn flush(&mut self, out: &mut Vec<Stmt>) {
        out.append(&mut self.pending);
    }
}

fn is_comment(n: Node<'_>) -> bool {
    n.kind().contains("comment")
}

/// Items of a file, module or impl block.
fn items(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    for k in named(n) {
        item(r, k, out);
    }
}

fn item(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    if !r.l.enter() {
        return;
    }
    let span = r.l.span(n);
    match n.kind() {
        "use_declaration" => {
            if let Some(a) = n.child_by_field_name("argument") {
                uses(r, a, "");
            }
        }
        "function_item" => {
            let f = function(r, n);
            out.push(Stmt { kind: StmtKind::Def(f), span });
        }
        "impl_item" | "trait_item" => {
            let ty = n.child_by_field_name("type").or_else(|| n.child_by_field_name("name"));
            let name = ty.map(|t| type_name(r, t)).unwrap_or_default();
            let outer = r.l.class.replace(name);
            if let Some(b) = n.child_by_field_name("body") {
                items(r, b, out);
            }
            r.l.class = outer;
        }
        "mod_item" | "foreign_mod_item" => {
            if let Some(b) = n.child_by_field_name("body") {
                items(r, b, out);
            }
        }
        "declaration_list" => items(r, n, out),
        "const_item" | "static_item" => {
            if let (Some(name), Some(v)) = (n.child_by_field_name("name"), n.child_by_field_name("value")) {
                let target = Expr::new(ExprKind::Name(r.l.text(name).to_string()), r.l.span(name));
                value_into(r, v, Sink::Assign(target), out);
            }
        }
        k if k.contains("comment") => r.l.comment(n),
        "attribute_item"
        | "inner_attribute_item"
        | "struct_item"
        | "enum_item"
        | "union_item"
        | "type_item"
        | "macro_definition"
        | "extern_crate_declaration"
        | "function_signature_item"
        | "associated_type"
        | "empty_statement" => {}
        // A macro at item level (`lazy_static! { .. }`) or statements of a reparsed fragment.
        _ => stmt(r, n, out),
    }
    r.l.leave();
}

/// The last name of a type (`Server<T>` -> `Server`, `crate::a::Server` -> `Server`).
fn type_name(r: &Rs<'_>, t: Node<'_>) -> String {
    let t = if t.kind() == "generic_type" { t.child_by_field_name("type").unwrap_or(t) } else { t };
    let text = r.l.text(t);
    text.rsplit("::").next().unwrap_or(text).trim().to_string()
}

fn uses(r: &mut Rs<'_>, n: Node<'_>, prefix: &str) {
    let join = |p: &str, s: &str| if p.is_empty() { s.to_string() } else { format!("{p}.{s}") };
    match n.kind() {
        "identifier" | "crate" | "super" if !prefix.is_empty() => {
            let name = r.l.text(n).to_string();
            add_use(r, name.clone(), join(prefix, &name));
        }
        "self" => {
            // `use std::fs::{self}` binds `fs`.
            if let Some(last) = prefix.rsplit('.').next().filter(|l| !l.is_empty()) {
                add_use(r, last.to_string(), prefix.to_string());
            }
        }
        "scoped_identifier" => {
            let full = join(prefix, &dotted_path(r.l.text(n)));
            let name = r.l.field_text(n, "name").to_string();
            if name == "self" {
                let full = full.trim_end_matches(".self").to_string();
                let last = full.rsplit('.').next().unwrap_or("").to_string();
                add_use(r, last, full);
            } else {
                add_use(r, name, full);
            }
        }
        "use_as_clause" => {
            let path = r.l.field_text(n, "path");
            let alias = r.l.field_text(n, "alias").to_string();
            add_use(r, alias, join(prefix, &dotted_path(path)));
        }
        "scoped_use_list" => {
            let path = n.child_by_field_name("path").map(|p| dotted_path(r.l.text(p))).unwrap_or_default();
            let inner = join(prefix, &path);
            if let Some(list) = n.child_by_field_name("list") {
                uses(r, list, &inner);
            }
        }
        "use_list" => {
            for k in named(n) {
                if !r.l.enter() {
                    return;
                }
                uses(r, k, prefix);
                r.l.leave();
            }
        }
        _ => {}
    }
}

fn add_use(r: &mut Rs<'_>, alias: String, full: String) {
    // Modules of this crate are not libraries the rules name.
    let local = ["crate.", "self.", "super."].iter().any(|p| full.starts_with(p));
    if alias.is_empty() || alias == "_" || local || alias == full {
        return;
    }
    r.l.m.imports.insert(alias, full);
}

/// `std::process::Command` -> `std.process.Command`, without generic arguments.
fn dotted_path(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            c if c.is_whitespace() => {}
            c => out.push(c),
        }
    }
    out.replace("::", ".").trim_start_matches('.').to_string()
}

fn function(r: &mut Rs<'_>, n: Node<'_>) -> usize {
    let name = r.l.field_text(n, "name").to_string();
    let span = r.l.span(n);
    let id = r.l.reserve();
    let (params, body) = own_body(r, n, block);
    r.l.m.funcs[id] =
        Function { name, class: r.l.class.clone(), params, decorators: Vec::new(), body, span, value: None };
    id
}

/// The parameters and body of a function (or a closure that is a function of its own), its
/// body lowered by `lower`: a nested function's `return` is its own, whatever it is nested in.
fn own_body(
    r: &mut Rs<'_>,
    n: Node<'_>,
    lower: fn(&mut Rs<'_>, Node<'_>, Sink, &mut Vec<Stmt>),
) -> (Vec<Param>, Vec<Stmt>) {
    let mut body = Vec::new();
    let params = n.child_by_field_name("parameters").map(|p| params(r, p, &mut body)).unwrap_or_default();
    let closures = std::mem::take(&mut r.closures);
    let pending = std::mem::take(&mut r.pending);
    if let Some(b) = n.child_by_field_name("body") {
        lower(r, b, Sink::Return, &mut body);
    }
    r.closures = closures;
    r.pending = pending;
    (params, body)
}

/// The parameters; a destructured one (`Query(q): Query<T>`) is a parameter of its own name,
/// bound to its pattern's names at the start of `body`.
fn params(r: &mut Rs<'_>, n: Node<'_>, body: &mut Vec<Stmt>) -> Vec<Param> {
    let mut out = Vec::new();
    for (i, p) in named(n).into_iter().enumerate() {
        match p.kind() {
            "self_parameter" => out.push(Param { name: "self".into(), default: None, ty: None }),
            "parameter" => {
                let ty = p.child_by_field_name("type").and_then(|t| param_type(r.l.models, r.l.text(t)));
                let Some(pat) = p.child_by_field_name("pattern") else { continue };
                match simple_name(r, pat) {
                    Some(name) => out.push(Param { name, default: None, ty }),
                    None => {
                        let name = format!("\0arg{i}");
                        let value = Expr::new(ExprKind::Name(name.clone()), r.l.span(pat));
                        bind(r, pat, value, body);
                        out.push(Param { name, default: None, ty });
                    }
                }
            }
            k if k.contains("comment") => r.l.comment(p),
            _ => {}
        }
    }
    out
}

/// The declared type, as the analysis reads it: an extractor of only numbers (`Path<u32>`)
/// cannot carry text, so it is not kept as a request extractor.
fn param_type(models: &Models, text: &str) -> Option<String> {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(open) = t.find('<') {
        let inner = t[open + 1..].trim_end_matches('>');
        let parts: Vec<&str> = inner.trim_start_matches('(').trim_end_matches(')').split(',').collect();
        if !parts.is_empty() && parts.iter().all(|p| numeric(models, p)) {
            return None;
        }
    }
    Some(t)
}

/// A type that holds only a number, a boolean, an address or an id, as the models' `numeric_type`
/// names it (also in an `Option`, `Vec` or `Result`, by reference or by path): no text an
/// attacker can shape.
fn numeric(models: &Models, ty: &str) -> bool {
    let t = ty.trim().trim_start_matches('&');
    let t = ["Option<", "Vec<", "Result<"].iter().find_map(|p| t.strip_prefix(p)).unwrap_or(t);
    let t = t.split([',', '>']).next().unwrap_or(t).trim();
    models.numeric_type(t.rsplit("::").next().unwrap_or(t))
}

/// A conversion to a type that holds no text: a call the sanitizer list names by its type.
fn cast(ty: &str, value: Expr) -> Expr {
    let t = ty.trim().trim_start_matches('&');
    let t = ["Option<", "Vec<", "Result<"].iter().find_map(|p| t.strip_prefix(p)).unwrap_or(t);
    let t = t.split([',', '>']).next().unwrap_or(t).trim();
    let last = t.rsplit("::").next().unwrap_or(t).to_string();
    let span = value.span;
    Expr::new(
        ExprKind::Call(Box::new(Call {
            func: Expr::new(ExprKind::Name(last), span),
            args: vec![value],
            kwargs: Vec::new(),
            new: false,
        })),
        span,
    )
}

/// The name a pattern binds when it is a plain name (`x`, `mut x`).
fn simple_name(r: &Rs<'_>, p: Node<'_>) -> Option<String> {
    match p.kind() {
        "identifier" => Some(r.l.text(p).to_string()),
        "mut_pattern" => p.named_child(p.named_child_count().saturating_sub(1)).and_then(|i| simple_name(r, i)),
        _ => None,
    }
}

/// Assignments that bind a pattern's names to the parts of `value`.
fn bind(r: &mut Rs<'_>, p: Node<'_>, value: Expr, out: &mut Vec<Stmt>) {
    if !r.l.enter() {
        return;
    }
    let span = r.l.span(p);
    let index = |v: &Expr, i: usize| {
        Expr::new(
            ExprKind::Index(Box::new(v.clone()), Box::new(Expr::new(ExprKind::Lit(Lit::Int(i as i64)), span))),
            v.span,
        )
    };
    match p.kind() {
        "identifier" => {
            let name = r.l.text(p);
            // `None`, `Empty`: an enum variant or constant, not a binding.
            if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
                let target = Expr::new(ExprKind::Name(name.to_string()), span);
                out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
            }
        }
        "mut_pattern" | "ref_pattern" | "reference_pattern" | "parenthesized_pattern" => {
            if let Some(inner) = named(p).into_iter().rev().find(|k| !is_comment(*k)) {
                bind(r, inner, value, out);
            }
        }
        "tuple_struct_pattern" => {
            let ty = p.child_by_field_name("type").map(|t| t.id());
            let subs: Vec<Node<'_>> = named(p).into_iter().filter(|k| Some(k.id()) != ty && !is_comment(*k)).collect();
            match subs.as_slice() {
                // `Some(x)`, `Ok(x)`, `Query(q)`: the wrapper's content.
                [one] => bind(r, *one, value, out),
                _ => {
                    for (i, s) in subs.iter().enumerate() {
                        bind(r, *s, index(&value, i), out);
                    }
                }
            }
        }
        "tuple_pattern" | "slice_pattern" => {
            let subs: Vec<Node<'_>> = named(p).into_iter().filter(|k| !is_comment(*k)).collect();
            let known = match &value.kind {
                ExprKind::Tuple(items) | ExprKind::List(items) if items.len() == subs.len() => Some(items.clone()),
                _ => None,
            };
            for (i, s) in subs.iter().enumerate() {
                let v = match &known {
                    Some(items) => items[i].clone(),
                    None => index(&value, i),
                };
                bind(r, *s, v, out);
            }
        }
        "struct_pattern" => {
            for f in named(p).into_iter().filter(|k| k.kind() == "field_pattern") {
                let Some(name) = f.child_by_field_name("name") else { continue };
                let field = r.l.text(name).to_string();
                let part = Expr::new(ExprKind::Attr(Box::new(value.clone()), field.clone()), r.l.span(f));
                match f.child_by_field_name("pattern") {
                    Some(sub) => bind(r, sub, part, out),
                    None => {
                        let target = Expr::new(ExprKind::Name(field), r.l.span(name));
                        out.push(Stmt {
                            kind: StmtKind::Assign { targets: vec![target], value: part, op: None },
                            span: r.l.span(f),
                        });
                    }
                }
            }
        }
        "captured_pattern" | "or_pattern" => {
            for s in named(p).into_iter().filter(|k| !is_comment(*k)) {
                bind(r, s, value.clone(), out);
            }
        }
        _ => {}
    }
    r.l.leave();
}

/// The literals a pattern matches, when it matches only literals (`"a" | "b"`, `Some("a")`).
fn literals(r: &mut Rs<'_>, p: Node<'_>) -> Option<Vec<Lit>> {
    if !r.l.enter() {
        return None;
    }
    let out = literals_inner(r, p);
    r.l.leave();
    out
}

fn literals_inner(r: &mut Rs<'_>, p: Node<'_>) -> Option<Vec<Lit>> {
    match p.kind() {
        "or_pattern" => {
            let mut out = Vec::new();
            for k in named(p) {
                out.extend(literals(r, k)?);
            }
            Some(out)
        }
        "tuple_struct_pattern" => {
            let ty = p.child_by_field_name("type")?;
            if !matches!(r.l.text(ty), "Some" | "Ok") {
                return None;
            }
            let subs: Vec<Node<'_>> = named(p).into_iter().filter(|k| k.id() != ty.id()).collect();
            match subs.as_slice() {
                [one] => literals(r, *one),
                _ => None,
            }
        }
        "string_literal" | "raw_string_literal" | "char_literal" | "integer_literal" | "boolean_literal"
        | "negative_literal" | "float_literal" => match expr(r, p).kind {
            ExprKind::Lit(l) => Some(vec![l]),
            _ => None,
        },
        _ => None,
    }
}

/// The statements of a block; its last expression goes to `sink`.
fn block(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
    if !r.l.enter() {
        return;
    }
    let saved = std::mem::take(&mut r.pending);
    let kids: Vec<Node<'_>> = named(n).into_iter().filter(|k| !is_comment(*k)).collect();
    for c in named(n).into_iter().filter(|k| is_comment(*k)) {
        r.l.comment(c);
    }
    let last = kids.len().checked_sub(1);
    for (i, k) in kids.iter().enumerate() {
        let tail = Some(i) == last
            && (is_value(k.kind()) || (k.kind() == "expression_statement" && !r.l.text(*k).trim_end().ends_with(';')));
        if tail {
            let e = if k.kind() == "expression_statement" { k.named_child(0).unwrap_or(*k) } else { *k };
            value_into(r, e, sink.clone(), out);
        } else {
            item(r, *k, out);
        }
        r.flush(out);
    }
    r.pending = saved;
    r.l.leave();
}

/// A node that is an expression (a block's value when it comes last).
fn is_value(kind: &str) -> bool {
    !matches!(
        kind,
        "expression_statement"
            | "let_declaration"
            | "function_item"
            | "use_declaration"
            | "impl_item"
            | "trait_item"
            | "mod_item"
            | "struct_item"
            | "enum_item"
            | "const_item"
            | "static_item"
            | "type_item"
            | "attribute_item"
            | "inner_attribute_item"
            | "macro_definition"
            | "empty_statement"
            | "union_item"
            | "extern_crate_declaration"
    )
}

fn stmt(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = r.l.span(n);
    match n.kind() {
        "expression_statement" => {
            for k in named(n) {
                if is_comment(k) {
                    r.l.comment(k);
                } else {
                    value_into(r, k, Sink::Drop, out);
                }
            }
        }
        "let_declaration" => {
            let Some(pat) = n.child_by_field_name("pattern") else { return };
            let Some(v) = n.child_by_field_name("value") else { return };
            let ty = n.child_by_field_name("type").map(|t| r.l.text(t).to_string());
            match (simple_name(r, pat), &ty) {
                (Some(name), None) => {
                    let target = Expr::new(ExprKind::Name(name), r.l.span(pat));
                    value_into(r, v, Sink::Assign(target), out);
                }
                _ => {
                    let mut value = expr(r, v);
                    r.flush(out);
                    if let Some(t) = ty.as_deref().filter(|t| numeric(r.l.models, t)) {
                        value = cast(t, value);
                    }
                    bind(r, pat, value, out);
                }
            }
            if let Some(alt) = n.child_by_field_name("alternative") {
                // `let P = v else { .. }`: the else block leaves the function.
                let mut other = Vec::new();
                block(r, alt, Sink::Drop, &mut other);
                let cond = Expr::new(ExprKind::Opaque(Vec::new()), span);
                out.push(Stmt { kind: StmtKind::If { cond, then: other, other: Vec::new() }, span });
            }
        }
        _ => value_into(r, n, Sink::Drop, out),
    }
}

/// An expression in statement position: control flow becomes statements, and its value goes
/// to `sink`.
fn value_into(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
    if !r.l.enter() {
        return;
    }
    let span = r.l.span(n);
    let st = |kind| Stmt { kind, span };
    match n.kind() {
        "if_expression" => if_expr(r, n, sink, out),
        "match_expression" => match_into(r, n, sink, out),
        "block" => {
            let mut inner = Vec::new();
            block(r, n, sink, &mut inner);
            out.push(st(StmtKind::Block(inner)));
        }
        "unsafe_block" | "const_block" | "try_block" | "async_block" | "gen_block" => {
            if let Some(b) = named(n).into_iter().find(|k| k.kind() == "block") {
                value_into(r, b, sink, out);
            }
        }
        "loop_expression" | "while_expression" | "for_expression" => loop_into(r, n, out),
        "return_expression" => return_into(r, n, out),
        "break_expression" => {
            if let Some(v) = named(n).into_iter().find(|k| !is_comment(*k) && k.kind() != "label") {
                let e = expr(r, v);
                r.flush(out);
                out.push(st(StmtKind::Expr(e)));
            }
            out.push(st(StmtKind::Break));
        }
        "continue_expression" => out.push(st(StmtKind::Continue)),
        "macro_invocation" if ends_path(r, n) => {
            let e = macro_expr(r, n);
            r.flush(out);
            out.push(st(StmtKind::Raise(Some(e))));
        }
        "assignment_expression" => {
            let target = field(r, n, "left");
            if let Some(v) = n.child_by_field_name("right") {
                value_into(r, v, Sink::Assign(target), out);
            }
        }
        "compound_assignment_expr" => compound_assign(r, n, out),
        "parenthesized_expression" if n.named_child_count() == 1 => {
            if let Some(inner) = n.named_child(0) {
                value_into(r, inner, sink, out);
            }
        }
        _ => {
            let e = expr(r, n);
            r.flush(out);
            sink_value(r, sink, e, span, out);
        }
    }
    r.l.leave();
}

/// `match value { arms }`, each arm's value going to `sink`.
fn match_into(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
    let span = r.l.span(n);
    let subject = field(r, n, "value");
    r.flush(out);
    let mut arms = Vec::new();
    let body = n.child_by_field_name("body").map(named).unwrap_or_default();
    for arm in body {
        if arm.kind() != "match_arm" {
            if is_comment(arm) {
                r.l.comment(arm);
            }
            continue;
        }
        arms.push(match_arm(r, arm, &subject, sink.clone()));
    }
    out.push(Stmt { kind: StmtKind::Match { subject, arms }, span });
}

/// `loop`, `while` (and `while let`) and `for`.
fn loop_into(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = r.l.span(n);
    let st = |kind| Stmt { kind, span };
    match n.kind() {
        "loop_expression" => {
            let mut body = Vec::new();
            if let Some(b) = n.child_by_field_name("body") {
                block(r, b, Sink::Drop, &mut body);
            }
            let cond = Expr::new(ExprKind::Lit(Lit::Bool(true)), span);
            out.push(st(StmtKind::While { cond, body, other: Vec::new() }));
        }
        "while_expression" => {
            let mut body = Vec::new();
            let cond = condition(r, n.child_by_field_name("condition"), &mut body, out);
            if let Some(b) = n.child_by_field_name("body") {
                block(r, b, Sink::Drop, &mut body);
            }
            out.push(st(StmtKind::While { cond, body, other: Vec::new() }));
        }
        "for_expression" => {
            let iter = field(r, n, "value");
            r.flush(out);
            let mut body = Vec::new();
            let target = match n.child_by_field_name("pattern") {
                Some(p) => match simple_name(r, p) {
                    Some(name) => Expr::new(ExprKind::Name(name), r.l.span(p)),
                    None => {
                        let t = r.temp();
                        let target = Expr::new(ExprKind::Name(t), r.l.span(p));
                        bind(r, p, target.clone(), &mut body);
                        target
                    }
                },
                None => opaque(r, n),
            };
            if let Some(b) = n.child_by_field_name("body") {
                block(r, b, Sink::Drop, &mut body);
            }
            out.push(st(StmtKind::For { target, iter, body, other: Vec::new() }));
        }
        _ => {}
    }
}

/// `return v`; inside an async block or a closure lowered in place, the value of that instead.
fn return_into(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = r.l.span(n);
    let st = |kind| Stmt { kind, span };
    let value = n.named_child(0).filter(|k| !is_comment(*k)).map(|v| expr(r, v));
    r.flush(out);
    match r.closures.last() {
        Some(t) => {
            let target = Expr::new(ExprKind::Name(t.clone()), span);
            let value = value.unwrap_or_else(|| Expr::new(ExprKind::Lit(Lit::Null), span));
            out.push(st(StmtKind::Assign { targets: vec![target], value, op: None }));
        }
        None => out.push(st(StmtKind::Return(value))),
    }
}

/// `x += v`.
fn compound_assign(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let target = field(r, n, "left");
    let value = field(r, n, "right");
    r.flush(out);
    let op =
        n.child_by_field_name("operator").map(|o| binop(r.l.text(o).trim_end_matches('='))).unwrap_or(BinOp::Other);
    out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: Some(op) }, span: r.l.span(n) });
}

fn sink_value(r: &Rs<'_>, sink: Sink, e: Expr, span: Span, out: &mut Vec<Stmt>) {
    let kind = match sink {
        Sink::Drop => StmtKind::Expr(e),
        Sink::Assign(t) => StmtKind::Assign { targets: vec![t], value: e, op: None },
        Sink::Return => match r.closures.last() {
            Some(t) => {
                let target = Expr::new(ExprKind::Name(t.clone()), span);
                StmtKind::Assign { targets: vec![target], value: e, op: None }
            }
            None => StmtKind::Return(Some(e)),
        },
    };
    out.push(Stmt { kind, span });
}

/// A macro the models name an exit (`panic!`, `unreachable!`): the path ends.
fn ends_path(r: &Rs<'_>, n: Node<'_>) -> bool {
    let path = n.child_by_field_name("macro").map(|m| dotted_path(r.l.text(m))).unwrap_or_default();
    r.l.call_models(&path, "!").exit
}

/// A loop's or `if`'s condition; `let` conditions bind their names at the start of `body`.
fn condition(r: &mut Rs<'_>, c: Option<Node<'_>>, body: &mut Vec<Stmt>, out: &mut Vec<Stmt>) -> Expr {
    let Some(c) = c else { return Expr::new(ExprKind::Opaque(Vec::new()), Span::default()) };
    let span = r.l.span(c);
    let mut parts = Vec::new();
    let conds: Vec<Node<'_>> = if c.kind() == "let_chain" { named(c) } else { vec![c] };
    for k in conds {
        if k.kind() == "let_condition" {
            let v = field(r, k, "value");
            if let Some(p) = k.child_by_field_name("pattern") {
                bind(r, p, v.clone(), body);
            }
            parts.push(v);
        } else if !is_comment(k) {
            parts.push(expr(r, k));
        }
    }
    r.flush(out);
    if parts.len() == 1 && c.kind() != "let_condition" && c.kind() != "let_chain" {
        return parts.remove(0);
    }
    Expr::new(ExprKind::Opaque(parts), span)
}

fn if_expr(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
    let span = r.l.span(n);
    let c = n.child_by_field_name("condition");
    let mut other = Vec::new();
    let else_branch = |r: &mut Rs<'_>, other: &mut Vec<Stmt>| {
        if let Some(alt) = n.child_by_field_name("alternative")
            && let Some(b) = named(alt).into_iter().find(|k| !is_comment(*k))
        {
            value_into(r, b, sink.clone(), other);
        }
    };
    // `if let P = v`: a match of `v` against the pattern.
    if let Some(lc) = c.filter(|c| c.kind() == "let_condition") {
        let subject = field(r, lc, "value");
        r.flush(out);
        let mut then = Vec::new();
        let pat = lc.child_by_field_name("pattern");
        if let Some(p) = pat {
            bind(r, p, subject.clone(), &mut then);
        }
        if let Some(b) = n.child_by_field_name("consequence") {
            block(r, b, sink.clone(), &mut then);
        }
        else_branch(r, &mut other);
        let values = pat.and_then(|p| literals(r, p));
        let arms = vec![
            Arm { values, bind: None, guard: None, catch_all: false, body: then },
            Arm { values: None, bind: None, guard: None, catch_all: true, body: other },
        ];
        out.push(Stmt { kind: StmtKind::Match { subject, arms }, span });
        return;
    }
    let mut then = Vec::new();
    let cond = condition(r, c, &mut then, out);
    if let Some(b) = n.child_by_field_name("consequence") {
        block(r, b, sink.clone(), &mut then);
    }
    else_branch(r, &mut other);
    out.push(Stmt { kind: StmtKind::If { cond, then, other }, span });
}

fn match_arm(r: &mut Rs<'_>, arm: Node<'_>, subject: &Expr, sink: Sink) -> Arm {
    let mp = arm.child_by_field_name("pattern");
    let pat = mp
        .and_then(|m| named(m).into_iter().find(|k| !is_comment(*k) && Some(*k) != m.child_by_field_name("condition")));
    let mut body = Vec::new();
    let guard = mp.and_then(|m| m.child_by_field_name("condition")).map(|g| {
        if g.kind() == "let_condition" || g.kind() == "let_chain" {
            condition(r, Some(g), &mut Vec::new(), &mut Vec::new())
        } else {
            expr(r, g)
        }
    });
    // Statements a guard needs are dropped: a guard is a test.
    r.pending.clear();
    let (mut values, mut catch_all, mut bind_name) = (None, false, None);
    match pat {
        None => catch_all = true,
        Some(p) => {
            let text = r.l.text(p);
            if text == "_" {
                catch_all = true;
            } else if let Some(name) = simple_name(r, p).filter(|n| !n.starts_with(|c: char| c.is_ascii_uppercase())) {
                catch_all = true;
                bind_name = Some(name);
            } else {
                values = literals(r, p);
                bind(r, p, subject.clone(), &mut body);
            }
        }
    }
    if let Some(v) = arm.child_by_field_name("value") {
        value_into(r, v, sink, &mut body);
    }
    if guard.is_some() {
        catch_all = false;
    }
    Arm { values, bind: bind_name, guard, catch_all, body }
}

fn opaque(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    if !r.l.enter() {
        return Expr::new(ExprKind::Opaque(Vec::new()), span);
    }
    let mut parts = Vec::new();
    for k in named(n) {
        if is_comment(k) {
            r.l.comment(k);
        } else {
            parts.push(expr(r, k));
        }
    }
    r.l.leave();
    Expr::new(ExprKind::Opaque(parts), span)
}

fn expr(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    if !r.l.enter() {
        return Expr::new(ExprKind::Opaque(Vec::new()), span);
    }
    let e = expr_inner(r, n);
    r.l.leave();
    e
}

/// The expression in `name` of `n`; an opaque value over `n` when the field is missing.
fn field(r: &mut Rs<'_>, n: Node<'_>, name: &str) -> Expr {
    n.child_by_field_name(name).map(|x| expr(r, x)).unwrap_or_else(|| opaque(r, n))
}

fn lit(l: Lit, span: Span) -> Expr {
    Expr::new(ExprKind::Lit(l), span)
}

fn expr_inner(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    match n.kind() {
        "identifier" | "self" | "crate" | "super" | "field_identifier" | "type_identifier" => match r.l.text(n) {
            "None" => lit(Lit::Null, span),
            t => e(ExprKind::Name(t.to_string())),
        },
        "scoped_identifier" | "scoped_type_identifier" => path(r, n),
        "generic_type" | "generic_type_with_turbofish" => field(r, n, "type"),
        "generic_function" => field(r, n, "function"),
        "field_expression" => field_access(r, n),
        "call_expression" => call(r, n),
        "macro_invocation" => macro_expr(r, n),
        "string_literal" | "raw_string_literal" | "char_literal" | "integer_literal" | "float_literal"
        | "boolean_literal" | "negative_literal" | "unit_expression" => literal(r, n),
        "binary_expression" => {
            let a = field(r, n, "left");
            let b = field(r, n, "right");
            let op = n.child_by_field_name("operator").map(|o| binop(r.l.text(o))).unwrap_or(BinOp::Other);
            e(ExprKind::Binary(op, Box::new(a), Box::new(b)))
        }
        "unary_expression" => unary(r, n),
        "reference_expression" => field(r, n, "value"),
        "try_expression" | "await_expression" | "parenthesized_expression" => {
            match named(n).into_iter().find(|k| !is_comment(*k)) {
                Some(inner) => expr(r, inner),
                None => opaque(r, n),
            }
        }
        "type_cast_expression" => {
            let v = field(r, n, "value");
            let ty = r.l.field_text(n, "type");
            if numeric(r.l.models, ty) { cast(ty, v) } else { v }
        }
        "index_expression" => index(r, n),
        "tuple_expression" => e(ExprKind::Tuple(children(r, n))),
        "array_expression" => array(r, n),
        "struct_expression" => struct_expr(r, n),
        "closure_expression" => closure(r, n, None),
        "if_expression" | "match_expression" | "block" | "unsafe_block" | "async_block" | "const_block"
        | "try_block" | "loop_expression" | "while_expression" | "for_expression" | "gen_block" => block_value(r, n),
        "assignment_expression" => {
            let t = field(r, n, "left");
            let v = field(r, n, "right");
            e(ExprKind::Walrus(Box::new(t), Box::new(v)))
        }
        k if k.contains("comment") => {
            r.l.comment(n);
            e(ExprKind::Opaque(Vec::new()))
        }
        _ => opaque(r, n),
    }
}

/// A literal: its value (an opaque value when it does not parse).
fn literal(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    match n.kind() {
        "string_literal" => string(r, n),
        "raw_string_literal" => {
            let inner = named(n).into_iter().find(|k| k.kind() == "string_content").map(|k| r.l.text(k));
            lit(Lit::Str(inner.unwrap_or("").to_string()), span)
        }
        "char_literal" => {
            let t = r.l.text(n);
            let inner = t.strip_prefix('b').unwrap_or(t).trim_matches('\'');
            lit(Lit::Str(unescape(inner)), span)
        }
        "integer_literal" => e(int_kind(r.l.text(n))),
        "float_literal" => e(float_kind(r.l.text(n))),
        "boolean_literal" => lit(Lit::Bool(r.l.text(n) == "true"), span),
        "negative_literal" => match int_literal(r.l.text(n).trim_start_matches('-')) {
            Some(v) => lit(Lit::Int(-v), span),
            None => e(ExprKind::Opaque(Vec::new())),
        },
        "unit_expression" => lit(Lit::Null, span),
        _ => lit(Lit::Null, span),
    }
}

/// `a::b::C` as an attribute chain (`<T as Trait>::f` as its dotted text).
fn path(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    let name = r.l.field_text(n, "name").to_string();
    match n.child_by_field_name("path") {
        Some(p) => {
            let base = match p.kind() {
                "generic_type" => p.child_by_field_name("type").map(|t| expr(r, t)),
                "bracketed_type" => Some(e(ExprKind::Name(dotted_path(r.l.text(p))))),
                _ => Some(expr(r, p)),
            };
            match base {
                Some(b) => e(ExprKind::Attr(Box::new(b), name)),
                None => e(ExprKind::Name(name)),
            }
        }
        None => e(ExprKind::Name(name)),
    }
}

/// `v.field`; `t.0` is an index.
fn field_access(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    let value = field(r, n, "value");
    let field = n.child_by_field_name("field");
    match field {
        Some(f) if f.kind() == "integer_literal" => {
            let i = int_literal(r.l.text(f)).unwrap_or(0);
            e(ExprKind::Index(Box::new(value), Box::new(lit(Lit::Int(i), r.l.span(f)))))
        }
        Some(f) => e(ExprKind::Attr(Box::new(value), r.l.text(f).to_string())),
        None => value,
    }
}

fn unary(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    let op = n.child(0).map(|o| r.l.text(o)).unwrap_or("");
    let inner = n.named_child(0).map(|x| expr(r, x)).unwrap_or_else(|| opaque(r, n));
    match op {
        "!" => e(ExprKind::Unary(UnOp::Not, Box::new(inner))),
        "-" => e(ExprKind::Unary(UnOp::Neg, Box::new(inner))),
        // `*x` reads what `x` points to.
        _ => inner,
    }
}

/// `a[i]`; `a[i..j]` is a slice.
fn index(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    let kids: Vec<Node<'_>> = named(n).into_iter().filter(|k| !is_comment(*k)).collect();
    match kids.as_slice() {
        [obj, idx] if idx.kind() == "range_expression" => e(ExprKind::Slice(Box::new(expr(r, *obj)))),
        [obj, idx] => {
            let o = expr(r, *obj);
            let i = expr(r, *idx);
            e(ExprKind::Index(Box::new(o), Box::new(i)))
        }
        _ => opaque(r, n),
    }
}

/// `[a, b]`, and `[x; n]` as its one item.
fn array(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    if let Some(len) = n.child_by_field_name("length") {
        // `[x; n]`: n copies of x.
        let items: Vec<Expr> =
            named(n).into_iter().filter(|k| k.id() != len.id() && !is_comment(*k)).map(|k| expr(r, k)).collect();
        e(ExprKind::List(items))
    } else {
        e(ExprKind::List(children(r, n)))
    }
}

/// `S { a: 1, b, ..base }`: a dictionary of the named fields.
fn struct_expr(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    let mut pairs = Vec::new();
    if let Some(body) = n.child_by_field_name("body") {
        for f in named(body) {
            match f.kind() {
                "field_initializer" => {
                    let key = r.l.field_text(f, "field").to_string();
                    let v = field(r, f, "value");
                    pairs.push((Some(lit(Lit::Str(key), r.l.span(f))), v));
                }
                "shorthand_field_initializer" => {
                    let key = r.l.text(f).to_string();
                    let v = Expr::new(ExprKind::Name(key.clone()), r.l.span(f));
                    pairs.push((Some(lit(Lit::Str(key), r.l.span(f))), v));
                }
                "base_field_initializer" => {
                    let v = opaque(r, f);
                    pairs.push((None, v));
                }
                k if k.contains("comment") => r.l.comment(f),
                _ => {}
            }
        }
    }
    e(ExprKind::Dict(pairs))
}

/// Control flow in value position: it runs before the statement, into a temporary (the value).
fn block_value(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    // In value position: run before the statement, into a temporary.
    let t = r.temp();
    let target = e(ExprKind::Name(t.clone()));
    let mut stmts = Vec::new();
    let saved = std::mem::take(&mut r.pending);
    let async_like = matches!(n.kind(), "async_block" | "gen_block");
    if async_like {
        r.closures.push(t);
    }
    value_into(r, n, Sink::Assign(target.clone()), &mut stmts);
    if async_like {
        r.closures.pop();
    }
    r.pending = saved;
    r.pending.extend(stmts);
    target
}

fn children(r: &mut Rs<'_>, n: Node<'_>) -> Vec<Expr> {
    let kids: Vec<Node<'_>> =
        named(n).into_iter().filter(|k| !is_comment(*k) && k.kind() != "attribute_item").collect();
    kids.into_iter().map(|k| expr(r, k)).collect()
}

fn call(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let Some(f) = n.child_by_field_name("function") else { return opaque(r, n) };
    // `x.parse::<u32>()`: the turbofish says what the call makes.
    let (f, turbofish) = if f.kind() == "generic_function" {
        let ty = f.child_by_field_name("type_arguments").map(|t| r.l.text(t).trim_matches(['<', '>']).to_string());
        (f.child_by_field_name("function").unwrap_or(f), ty)
    } else {
        (f, None)
    };
    let func = expr(r, f);
    let recv = match &func.kind {
        ExprKind::Attr(obj, _) => Some((**obj).clone()),
        _ => None,
    };
    // `opt.is_some_and(|h| test(h))`, a content test as the models name it, is the test on
    // what `opt` holds: a condition guards read.
    if let Some(recv) = &recv
        && r.l.call_models(&method_name(&func), "").content_test
        && let Some(a) = n.child_by_field_name("arguments")
        && let [c] = named(a).as_slice()
        && c.kind() == "closure_expression"
        && let Some(body) = c.child_by_field_name("body").filter(|b| b.kind() != "block")
        && let Some(params) = c.child_by_field_name("parameters")
        && let [p] = named(params).as_slice()
    {
        let pat = if p.kind() == "parameter" { p.child_by_field_name("pattern").unwrap_or(*p) } else { *p };
        let mut binds = Vec::new();
        bind(r, pat, recv.clone(), &mut binds);
        r.pending.extend(binds);
        let test = expr(r, body);
        return test;
    }
    let mut args = Vec::new();
    if let Some(a) = n.child_by_field_name("arguments") {
        for k in named(a) {
            match k.kind() {
                k2 if k2.contains("comment") => r.l.comment(k),
                "attribute_item" => {}
                "closure_expression" => {
                    let c = closure(r, k, recv.clone());
                    args.push(c);
                }
                _ => args.push(expr(r, k)),
            }
        }
    }
    let dotted = func.dotted().unwrap_or_default();
    let path = recv.as_ref().is_some_and(is_place);
    let models = r.l.call_models(&dotted, "");
    // A call the models say passes its one argument through (`String::from(s)`): that value.
    if args.len() == 1 && models.pass_through {
        return args.remove(0);
    }
    if args.is_empty() && models.empty {
        return lit(Lit::Str(String::new()), span);
    }
    // A writer into its receiver (`s.push_str(x)`) appends to `s` in place.
    if path && args.len() == 1 && models.writer == Some(WritesTo::Receiver) {
        if let Some(target) = recv {
            let value = args.remove(0);
            r.pending
                .push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: Some(BinOp::Add) }, span });
        }
        return lit(Lit::Null, span);
    }
    // A conversion to a numeric turbofish type, as the models name it (`s.parse::<i32>()`), is
    // a cast to that type.
    let casts = turbofish.as_ref().is_some_and(|ty| numeric(r.l.models, ty))
        && r.l.call_models(&method_name(&func), "").turbofish_cast;
    let call = Expr::new(ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false })), span);
    match turbofish {
        Some(ty) if casts => cast(&ty, call),
        _ => call,
    }
}

/// The name the models know a method call by: its path, or `_.method` when the receiver has
/// none (`(a + b).is_some_and(..)` is still a method `*.is_some_and` names).
fn method_name(func: &Expr) -> String {
    func.dotted().unwrap_or_else(|| match &func.kind {
        ExprKind::Attr(_, m) => format!("_.{m}"),
        _ => String::new(),
    })
}

/// Names and fields: places a value is kept.
fn is_place(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Attr(o, _) => is_place(o),
        _ => false,
    }
}

/// A closure: lowered in place, as statements that may run, with its parameters bound to what
/// `recv` (the receiver of the method it is given to) holds. A closure whose parameters are
/// typed request extractors (an axum handler) is a function of its own.
fn closure(r: &mut Rs<'_>, n: Node<'_>, recv: Option<Expr>) -> Expr {
    let span = r.l.span(n);
    let param_nodes: Vec<Node<'_>> = n
        .child_by_field_name("parameters")
        .map(|p| named(p).into_iter().filter(|k| !is_comment(*k)).collect())
        .unwrap_or_default();
    let typed = param_nodes.iter().any(|p| p.kind() == "parameter" && p.child_by_field_name("type").is_some());
    if typed {
        let id = r.l.reserve();
        let (params, body) = own_body(r, n, value_into);
        r.l.m.funcs[id] = Function {
            name: LAMBDA.into(),
            class: r.l.class.clone(),
            params,
            decorators: Vec::new(),
            body,
            span,
            value: None,
        };
        return Expr::new(ExprKind::Lambda(id), span);
    }
    let t = r.temp();
    let target = Expr::new(ExprKind::Name(t.clone()), span);
    let mut body = Vec::new();
    let saved = std::mem::take(&mut r.pending);
    let many = param_nodes.len() > 1;
    for (i, p) in param_nodes.iter().enumerate() {
        let pat = if p.kind() == "parameter" { p.child_by_field_name("pattern").unwrap_or(*p) } else { *p };
        let value = match &recv {
            // `fold(init, |acc, x| ..)` and other two-argument closures: each from the receiver.
            Some(v) if many => {
                Expr::new(ExprKind::Index(Box::new(v.clone()), Box::new(lit(Lit::Int(i as i64), span))), v.span)
            }
            Some(v) => v.clone(),
            None => Expr::new(ExprKind::Opaque(Vec::new()), span),
        };
        bind(r, pat, value, &mut body);
    }
    r.closures.push(t);
    if let Some(b) = n.child_by_field_name("body") {
        value_into(r, b, Sink::Assign(target.clone()), &mut body);
    }
    r.closures.pop();
    r.pending = saved;
    let cond = Expr::new(ExprKind::Opaque(Vec::new()), span);
    r.pending.push(Stmt { kind: StmtKind::If { cond, then: body, other: Vec::new() }, span });
    target
}

/// A string literal: its text with escapes resolved.
fn string(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let mut text = String::new();
    for k in named(n) {
        match k.kind() {
            "string_content" => text.push_str(r.l.text(k)),
            "escape_sequence" => text.push_str(&unescape(r.l.text(k))),
            _ => {}
        }
    }
    lit(Lit::Str(text), r.l.span(n))
}

fn macro_expr(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let name_node = n.child_by_field_name("macro");
    let full = name_node.map(|m| dotted_path(r.l.text(m))).unwrap_or_default();
    let last = full.rsplit('.').next().unwrap_or("").to_string();
    let tt = named(n).into_iter().find(|k| k.kind() == "token_tree");
    let (mut args, named_args) = match tt {
        Some(tt) => macro_args(r, tt),
        None => (Vec::new(), Vec::new()),
    };
    let func = |name: String| Expr::new(ExprKind::Name(name), name_node.map_or(span, |m| r.l.span(m)));
    let make_call = |func: Expr, args: Vec<Expr>| {
        Expr::new(ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false })), span)
    };
    // What the models say the macro makes: a list, a string, or a call given a format string's
    // string (after the writer it appends to, for `write!`).
    let makes = r.l.call_models(&full, "!").makes;
    if makes == Some(Makes::List) {
        return Expr::new(ExprKind::List(args), span);
    }
    if makes == Some(Makes::Concatenation) {
        return Expr::new(ExprKind::Format(args), span);
    }
    if let Some(makes) = makes {
        let w = if makes == Makes::Written && !args.is_empty() { Some(args.remove(0)) } else { None };
        let formatted = format_parts(args, named_args, span);
        if makes == Makes::String {
            return formatted;
        }
        if let Some(w) = w {
            // `write!(s, ..)` appends to `s`.
            if is_place(&w) {
                r.pending.push(Stmt {
                    kind: StmtKind::Assign { targets: vec![w.clone()], value: formatted.clone(), op: Some(BinOp::Add) },
                    span,
                });
            }
            return make_call(func(format!("{last}!")), vec![w, formatted]);
        }
        return make_call(func(format!("{full}!")), vec![formatted]);
    }
    args.extend(named_args.into_iter().map(|(_, v)| v));
    // `sqlx::query!(..)` is `sqlx.query!`.
    let callee = match full.rsplit_once('.') {
        Some((path, name)) => {
            let base = path.split('.').fold(None::<Expr>, |acc, seg| {
                Some(match acc {
                    None => Expr::new(ExprKind::Name(seg.to_string()), span),
                    Some(a) => Expr::new(ExprKind::Attr(Box::new(a), seg.to_string()), span),
                })
            });
            match base {
                Some(b) => Expr::new(ExprKind::Attr(Box::new(b), format!("{name}!")), span),
                None => func(format!("{name}!")),
            }
        }
        None => func(format!("{full}!")),
    };
    make_call(callee, args)
}

/// A format string and its arguments as the string they make: literal pieces, and each
/// `{}`, `{0}`, `{name}` (a named argument, or the variable of that name) in order.
fn format_parts(mut args: Vec<Expr>, named_args: Vec<(String, Expr)>, span: Span) -> Expr {
    let Some(first) = args.first() else { return lit(Lit::Str(String::new()), span) };
    let ExprKind::Lit(Lit::Str(fmt)) = &first.kind else {
        return Expr::new(ExprKind::Format(args), span);
    };
    let fmt = fmt.clone();
    let fspan = first.span;
    args.remove(0);
    let mut parts: Vec<Expr> = Vec::new();
    let mut text = String::new();
    let mut next = 0usize;
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                text.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                text.push('}');
            }
            '{' => {
                let mut spec = String::new();
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                    spec.push(d);
                }
                let key = spec.split(':').next().unwrap_or("").trim();
                let value = if key.is_empty() {
                    next += 1;
                    args.get(next - 1).cloned()
                } else if let Ok(i) = key.parse::<usize>() {
                    args.get(i).cloned()
                } else {
                    named_args
                        .iter()
                        .find(|(k, _)| k == key)
                        .map(|(_, v)| v.clone())
                        .or_else(|| Some(Expr::new(ExprKind::Name(key.to_string()), fspan)))
                };
                if !text.is_empty() {
                    parts.push(lit(Lit::Str(std::mem::take(&mut text)), fspan));
                }
                parts.push(value.unwrap_or_else(|| Expr::new(ExprKind::Opaque(Vec::new()), fspan)));
            }
            c => text.push(c),
        }
    }
    if !text.is_empty() {
        parts.push(lit(Lit::Str(text), fspan));
    }
    if parts.iter().all(|p| matches!(p.kind, ExprKind::Lit(Lit::Str(_)))) {
        let s: String = parts
            .iter()
            .filter_map(|p| match &p.kind {
                ExprKind::Lit(Lit::Str(s)) => Some(s.as_str()),
                _ => None,
            })
            .collect();
        return lit(Lit::Str(s), span);
    }
    Expr::new(ExprKind::Format(parts), span)
}

/// A macro's token tree parsed again as a list of expressions: positional arguments and
/// `name = value` ones. Only the tree's own text is parsed (so byte offsets are the file's),
/// as the parenthesised or bracketed list it is.
fn macro_args(r: &mut Rs<'_>, tt: Node<'_>) -> (Vec<Expr>, Vec<(String, Expr)>) {
    let (start, end) = (tt.start_byte(), tt.end_byte());
    if end < start + 2 {
        return (Vec::new(), Vec::new());
    }
    if r.macros >= 6 {
        return (token_exprs(r, tt), Vec::new());
    }
    if r.parser.is_none() {
        let mut p = tree_sitter::Parser::new();
        if p.set_language(&tree_sitter_rust::LANGUAGE.into()).is_ok() {
            r.parser = Some(p);
        }
    }
    let range = tree_sitter::Range {
        start_byte: start,
        end_byte: end,
        start_point: tt.start_position(),
        end_point: tt.end_position(),
    };
    let src = r.l.src;
    let tree = r.parser.as_mut().and_then(|p| {
        p.set_included_ranges(&[range]).ok()?;
        p.parse(src, None)
    });
    r.macros += 1;
    let out = tree.map(|t| list_args(r, tt, end, &t));
    r.macros -= 1;
    out.unwrap_or_else(|| (token_exprs(r, tt), Vec::new()))
}

fn list_args(r: &mut Rs<'_>, tt: Node<'_>, end: usize, tree: &tree_sitter::Tree) -> (Vec<Expr>, Vec<(String, Expr)>) {
    // `( x )` alone is a parenthesised expression; `(a, b)` a tuple.
    let root = tree.root_node();
    let list = first_list(root);
    let Some(list) = list.filter(|l| !l.has_error() && l.end_byte() <= end) else {
        return (token_exprs(r, tt), Vec::new());
    };
    let (mut pos, mut kw) = (Vec::new(), Vec::new());
    for k in named(list) {
        if is_comment(k) {
            continue;
        }
        if k.kind() == "assignment_expression"
            && let Some(left) = k.child_by_field_name("left").filter(|x| x.kind() == "identifier")
            && let Some(right) = k.child_by_field_name("right")
        {
            kw.push((r.l.text(left).to_string(), expr(r, right)));
        } else {
            pos.push(expr(r, k));
        }
    }
    (pos, kw)
}

/// The tuple or parenthesised expression a reparsed token tree is.
fn first_list(root: Node<'_>) -> Option<Node<'_>> {
    let stmt = root.named_child(0)?;
    let e = if stmt.kind() == "expression_statement" { stmt.named_child(0)? } else { stmt };
    match e.kind() {
        "tuple_expression" | "parenthesized_expression" | "unit_expression" | "array_expression" => Some(e),
        _ => None,
    }
}

/// A token tree that is not a list of expressions (`json!({..})`, a DSL): its names and
/// literals, so data still flows through it.
fn token_exprs(r: &mut Rs<'_>, tt: Node<'_>) -> Vec<Expr> {
    let mut out = Vec::new();
    if !r.l.enter() {
        return out;
    }
    for k in named(tt) {
        match k.kind() {
            "identifier" => out.push(Expr::new(ExprKind::Name(r.l.text(k).to_string()), r.l.span(k))),
            "string_literal" => out.push(string(r, k)),
            "token_tree" => {
                let inner = token_exprs(r, k);
                out.push(Expr::new(ExprKind::Opaque(inner), r.l.span(k)));
            }
            _ => {}
        }
    }
    r.l.leave();
    out
}

#[cfg(test)]
mod tests {
    use super::super::parse_builtin as parse;
    use crate::scan::lex::Lang;

    #[test]
    fn imports_paths_and_format_strings() {
        let src = "use std::{fs, process::Command as Cmd};\nuse reqwest;\nfn f(x: &str) { let s = format!(\"a {x} {}\", 1); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        assert_eq!(m.imports.get("fs").map(String::as_str), Some("std.fs"));
        assert_eq!(m.imports.get("Cmd").map(String::as_str), Some("std.process.Command"));
        assert!(!m.imports.contains_key("reqwest"));
        let f = &m.funcs[1];
        assert_eq!(f.name, "f");
        let super::StmtKind::Assign { value, .. } = &f.body[0].kind else { panic!("{:?}", f.body) };
        let super::ExprKind::Format(parts) = &value.kind else { panic!("{value:?}") };
        assert_eq!(parts.len(), 4);
    }

    /// What the models name, exactly: an exit macro ends the path, another crate's macro of
    /// the same last name does not; a pass-through call is its argument.
    #[test]
    fn exits_and_pass_through_calls_are_the_models_names() {
        use super::{ExprKind, StmtKind};
        let src = "use anyhow::bail;\nfn f(x: String) { panic!(\"a\"); std::panic!(\"b\"); bail!(\"c\"); mylog::panic!(\"d\"); \
                   let a = String::from(x); let b = std::path::PathBuf::from(x); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        let kinds: Vec<&str> = m.funcs[1]
            .body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Raise(_) => "raise",
                StmtKind::Expr(_) => "expr",
                StmtKind::Assign { value, .. } => match &value.kind {
                    ExprKind::Name(_) => "name",
                    ExprKind::Call(_) => "call",
                    _ => "other",
                },
                _ => "other",
            })
            .collect();
        assert_eq!(kinds, ["raise", "raise", "raise", "expr", "name", "call"]);
    }

    /// Macros, `String::new`, `push_str` and content tests are what the models name: a
    /// format macro of any crate is the string it formats, another macro stays a call. (A
    /// `push_str` leaves its unit value, a content test first binds its closure's parameter.)
    #[test]
    fn macros_and_string_building_are_the_models_names() {
        use super::{BinOp, ExprKind, StmtKind};
        let src = "fn f(x: String, o: Option<String>) { let a = format!(\"{}\", x); let b = vec![x]; \
                   let c = concat!(\"a\", \"b\"); let d = mylog::info!(\"{}\", x); let e = my_format!(\"{}\", x); \
                   let g = String::new(); let h = Strings::new(); s.push_str(x); s.push_strs(x); \
                   let i = o.is_some_and(|v| v.is_empty()); let j = o.is_some_andx(|v| v.is_empty()); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        let kinds: Vec<String> = m.funcs[1]
            .body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Assign { op: Some(BinOp::Add), .. } => "append".to_string(),
                StmtKind::Assign { value, .. } => match &value.kind {
                    ExprKind::Format(_) => "format".into(),
                    ExprKind::List(_) => "list".into(),
                    ExprKind::Lit(l) => format!("{l:?}"),
                    ExprKind::Call(c) => format!("call {}", c.func.dotted().unwrap_or_default()),
                    _ => "other".into(),
                },
                StmtKind::Expr(e) => match &e.kind {
                    ExprKind::Call(c) => format!("call {}", c.func.dotted().unwrap_or_default()),
                    _ => "expr".into(),
                },
                _ => "other".into(),
            })
            .collect();
        let want = [
            "format",
            "list",
            "format",
            "call mylog.info!",
            "call my_format!",
            "Str(\"\")",
            "call Strings.new",
            "append",
            "expr",
            "call s.push_strs",
            "other",
            "call v.is_empty",
            "other",
            "call o.is_some_andx",
        ];
        assert_eq!(kinds, want);
    }

    /// A numeric turbofish on a conversion the models name (`parse`) is a cast to that type;
    /// another type or another method stays the call.
    #[test]
    fn a_numeric_turbofish_parse_is_a_cast() {
        use super::{ExprKind, StmtKind};
        let src =
            "fn f(s: String) { let a = s.parse::<i32>(); let b = s.parse::<String>(); let c = s.parsex::<i32>(); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        let calls: Vec<String> = m.funcs[1]
            .body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Assign { value, .. } => match &value.kind {
                    ExprKind::Call(c) => c.func.dotted().unwrap_or_default(),
                    _ => "other".into(),
                },
                _ => "other".into(),
            })
            .collect();
        assert_eq!(calls, ["i32", "s.parse", "s.parsex"]);
    }

    #[test]
    fn hostile_input_does_not_overflow() {
        let deep = format!("fn f() {{ let x = {}1{}; }}", "(".repeat(50_000), ")".repeat(50_000));
        let blocks = format!("fn f() {}{}", "{".repeat(50_000), "}".repeat(50_000));
        let or = format!("fn f(x: u8) {{ match x {{ {} => 1, _ => 2 }}; }}", vec!["1"; 20_000].join(" | "));
        let calls = format!("fn f() {{ {}x{} }}", "format!(\"{}\", ".repeat(5_000), ")".repeat(5_000));
        let chain = format!("fn f() {{ a{}; }}", ".b()".repeat(50_000));
        let binary: String = (0..=255u8).cycle().take(100_000).map(char::from).collect();
        let rules = crate::scan::code::rules::CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        for src in [deep, blocks, or, calls, chain, binary] {
            let _ = parse(Lang::Rust, &src);
            let lines = crate::scan::text::LineIndex::new(&src);
            let _ = crate::scan::code::analyze::analyze(&rules, Lang::Rust, &src, &lines);
        }
    }
}
