//! JavaScript's statements lowered: blocks, declarations, loops, `try`, `switch`, and the
//! binding of patterns (destructuring binds each name to its part of the value).

use super::*;

pub(super) fn block(l: &mut Lower<'_>, node: Node<'_>) -> Vec<Stmt> {
    lower::stmts(l, node, stmt)
}

/// A statement used as a body: a block's statements, or the one statement.
pub(super) fn body_of(l: &mut Lower<'_>, n: Option<Node<'_>>) -> Vec<Stmt> {
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

pub(super) fn stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    l.statement(n, out, statement);
}

pub(super) fn statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
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
            let value = inner(n).map(|e| {
                lower::mark_awaited(l, e, "call_expression");
                expr(l, e)
            });
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
pub(super) fn nested(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
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
pub(super) fn for_loop(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
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
pub(super) fn for_in(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let mut iter = l.field(n, "right");
    // `for (k in obj)` goes over the object's keys, not what it holds there.
    if n.child_by_field_name("operator").is_some_and(|o| l.text(o) == "in") {
        let span = iter.span;
        iter = Expr::new(ExprKind::Opaque(vec![iter]), span);
    }
    let mut body = Vec::new();
    if let (Some(_), Some(left)) = (n.child_by_field_name("kind"), n.child_by_field_name("left")) {
        declared_names(l, n, left);
    }
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
    StmtKind::For { target, iter, body, other: Vec::new(), pairs: false, positions: false }
}

/// `while (cond) body` and `do body while (cond)`.
pub(super) fn while_loop(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
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

pub(super) fn try_stmt(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
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
pub(super) fn expr_stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    if !l.enter() {
        return;
    }
    expr_stmt_inner(l, n, out);
    l.leave();
}

pub(super) fn expr_stmt_inner(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
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
            let op = if l.text(n).contains("--") { BinOp::Sub } else { BinOp::Add };
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value: one, op: Some(op) }, span });
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
pub(super) fn declaration(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    for d in named(n) {
        if is_comment(d) {
            l.comment(d);
            continue;
        }
        if d.kind() != "variable_declarator" {
            continue;
        }
        let Some(name) = d.child_by_field_name("name") else { continue };
        declared_names(l, n, name);
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

/// The block a declaration's names belong to: the block around it, or for `var` the body of
/// the function around it.
fn declaration_scope(decl: Node<'_>) -> Node<'_> {
    let block = lower::enclosing_block(decl);
    let var =
        decl.kind() == "variable_declaration" || decl.child_by_field_name("kind").is_some_and(|k| k.kind() == "var");
    if !var {
        return block;
    }
    let function = |n: Node<'_>| {
        matches!(
            n.kind(),
            "function_declaration"
                | "function_expression"
                | "function"
                | "arrow_function"
                | "method_definition"
                | "generator_function"
                | "generator_function_declaration"
        )
    };
    let mut scope = block;
    while let Some(p) = scope.parent().filter(|p| !function(*p)) {
        scope = lower::enclosing_block(p);
    }
    scope
}

/// Notes the names a declaration (`const a`, `let {b, c: [d]}`, `for (const x of xs)`)
/// declares, in the block they belong to.
fn declared_names(l: &mut Lower<'_>, decl: Node<'_>, pat: Node<'_>) {
    let mut stack = vec![pat];
    while let Some(n) = stack.pop() {
        match n.kind() {
            "identifier" | "shorthand_property_identifier_pattern" => {
                let name = l.text(n);
                l.declare_local(declaration_scope(decl), name);
            }
            "assignment_pattern" => stack.extend(n.child_by_field_name("left")),
            "object_pattern" | "array_pattern" | "pair_pattern" | "rest_pattern" => {
                let mut c = n.walk();
                stack.extend(n.named_children(&mut c));
            }
            _ => {}
        }
    }
}

/// Binds a target (a name, a member, or a destructuring pattern) to a value: each name of a
/// pattern gets its part of the value.
pub(super) fn bind(l: &mut Lower<'_>, pat: Node<'_>, value: Expr, out: &mut Vec<Stmt>) {
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
pub(super) fn destructure(l: &mut Lower<'_>, pat: Node<'_>, value: Expr, out: &mut Vec<Stmt>) {
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

pub(super) fn is_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Attr(obj, _) => is_path(obj),
        _ => false,
    }
}

/// `switch`: a match whose arms are the cases; cases with no statements share the next one's.
/// `switch (true)` and `switch (typeof x)` test a condition per case: a chain of `if`s.
pub(super) fn switch(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let tested = n.child_by_field_name("value").map(unparen).filter(|v| v.kind() == "true" || is_typeof(l, *v));
    let subject = l.field(n, "value");
    let cases = cases(l, n);
    let has_break = cases.iter().any(|c| breaks(&c.body));
    let chain = match tested {
        Some(t) if cases.iter().all(|c| t.kind() == "true" || c.labels.iter().all(|v| v.kind() == "string")) => {
            condition_chain(l, t, cases, span)
        }
        _ => vec![Stmt { kind: StmtKind::Match { subject, arms: match_arms(l, cases) }, span }],
    };
    if has_break {
        // A `break` inside a case leaves the switch: the switch runs inside a loop that the
        // breaks (and its end) leave.
        let cond = Expr::new(ExprKind::Lit(Lit::Bool(true)), span);
        let body = chain.into_iter().chain([Stmt { kind: StmtKind::Break, span }]).collect();
        out.push(Stmt { kind: StmtKind::While { cond, body, other: Vec::new() }, span });
    } else {
        out.extend(chain);
    }
}

/// One case of a `switch` with statements, and the labels of the empty cases before it.
struct Case<'t> {
    labels: Vec<Node<'t>>,
    default: bool,
    body: Vec<Stmt>,
    /// Its statements end in a `break`, `return`, `throw` or `continue`: it falls through to
    /// no next case.
    ends: bool,
}

fn unparen(n: Node<'_>) -> Node<'_> {
    match n.kind() {
        "parenthesized_expression" => n.named_child(0).map(unparen).unwrap_or(n),
        _ => n,
    }
}

fn cases<'t>(l: &mut Lower<'_>, n: Node<'t>) -> Vec<Case<'t>> {
    let (mut out, mut labels, mut default) = (Vec::new(), Vec::new(), false);
    for case in n.child_by_field_name("body").map(named).unwrap_or_default() {
        if is_comment(case) {
            l.comment(case);
            continue;
        }
        match case.kind() {
            "switch_case" => labels.extend(case.child_by_field_name("value")),
            "switch_default" => default = true,
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
        let ends = matches!(
            body.last().map(|s| &s.kind),
            Some(StmtKind::Break | StmtKind::Return(_) | StmtKind::Raise(_) | StmtKind::Continue)
        );
        // `break` at the end of a case leaves the switch, which a match arm does anyway.
        if matches!(body.last().map(|s| &s.kind), Some(StmtKind::Break)) {
            body.pop();
        }
        out.push(Case { labels: std::mem::take(&mut labels), default, body, ends });
        default = false;
    }
    out
}

/// The cases as match arms: literal labels are the arm's values; `default` may stand anywhere,
/// but is taken only when no case is.
fn match_arms(l: &mut Lower<'_>, mut cases: Vec<Case<'_>>) -> Vec<Arm> {
    fall_through(&mut cases);
    let (mut arms, mut default) = (Vec::new(), None);
    for c in cases {
        let values = match c.default {
            true => None,
            false => c
                .labels
                .iter()
                .map(|v| if let ExprKind::Lit(lit) = expr(l, *v).kind { Some(lit) } else { None })
                .collect(),
        };
        let arm = Arm { values, bind: None, binds: Vec::new(), guard: None, catch_all: c.default, body: c.body };
        match arm.catch_all {
            true => default = Some(arm),
            false => arms.push(arm),
        }
    }
    arms.extend(default);
    arms
}

/// A case that does not end runs on into the next one's statements (from the last case up).
fn fall_through(cases: &mut [Case<'_>]) {
    for i in (0..cases.len().saturating_sub(1)).rev() {
        if !cases[i].ends {
            let next = cases[i + 1].body.clone();
            cases[i].body.extend(next);
        }
    }
}

/// The cases as `if (c1 || c2) ... else if ... else default`: each label is the condition
/// itself (`switch (true)`) or the type test of `typeof x` against it.
fn condition_chain(l: &mut Lower<'_>, tested: Node<'_>, mut cases: Vec<Case<'_>>, span: Span) -> Vec<Stmt> {
    fall_through(&mut cases);
    let (mut tests, mut other) = (Vec::new(), Vec::new());
    for c in cases {
        if c.default {
            other = c.body;
            continue;
        }
        let conds = c.labels.iter().map(|v| match tested.kind() {
            "true" => expr(l, *v),
            _ => Expr::new(typeof_call(l, tested, *v, l.span(*v)), l.span(*v)),
        });
        let cond = conds.reduce(|a, b| Expr::new(ExprKind::Binary(BinOp::Or, Box::new(a), Box::new(b)), span));
        tests.extend(cond.map(|cond| (cond, c.body)));
    }
    tests
        .into_iter()
        .rev()
        .fold(other, |other, (cond, then)| vec![Stmt { kind: StmtKind::If { cond, then, other }, span }])
}

/// Whether statements hold a `break` that leaves the statement around them (not one of an inner
/// loop).
pub(super) fn breaks(stmts: &[Stmt]) -> bool {
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
