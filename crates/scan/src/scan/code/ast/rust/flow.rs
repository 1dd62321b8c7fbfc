//! Rust's statements and control flow lowered: blocks and their values, `let`, `if`,
//! `match`, loops and `return`, with the value of an expression in statement position sent
//! where it goes ([`Sink`]).

use super::*;

/// The statements of a block; its last expression goes to `sink`.
pub(super) fn block(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
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
pub(super) fn is_value(kind: &str) -> bool {
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

pub(super) fn stmt(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
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
            declare_let(r, n, pat, v, ty.as_deref());
            match (simple_name(r, pat), &ty) {
                // `let _ = cmd.status();`, `let (_, _) = ..`: the value is run and dropped.
                _ if !binds_names(r, pat) => value_into(r, v, Sink::Drop, out),
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
                    // `let Some(u) = vet(x) else { return }`: the else block runs where the
                    // value fails, before the pattern binds.
                    match n.child_by_field_name("alternative") {
                        Some(alt) if variant_test(r, pat) == Some(true) => {
                            let value_span = value.span;
                            let temp = r.kept(outcomes(value, value_span).0, out);
                            let mut other = Vec::new();
                            block(r, alt, Sink::Drop, &mut other);
                            let cond = test_of(temp.clone(), false);
                            out.push(Stmt { kind: StmtKind::If { cond, then: other, other: Vec::new() }, span });
                            bind(r, pat, temp, out);
                            return;
                        }
                        _ => bind(r, pat, value, out),
                    }
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
        "const_item" | "static_item" => constant_item(r, n, out),
        _ => value_into(r, n, Sink::Drop, out),
    }
}

/// `let x = Foo { .. }` or `let x: Foo = ..`: `x` is declared with the structure `Foo` in the
/// block around it, so its methods are `Foo`'s whatever a model says of their names.
/// (A declared type is kept as written, `Arc<Service>`: the analysis finds the file's structure
/// in it.)
fn declare_let(r: &mut Rs<'_>, n: Node<'_>, pat: Node<'_>, v: Node<'_>, ty: Option<&str>) {
    let Some(name) = simple_name(r, pat) else { return };
    let written = match (ty, v.kind()) {
        (Some(t), _) => t.trim().to_string(),
        (None, "struct_expression") => struct_name(r, v).unwrap_or_default(),
        _ => return,
    };
    if !written.is_empty() {
        r.l.declare_in(&name, written, n, |s| matches!(s.kind(), "block" | "function_item" | "closure_expression"));
    }
}

/// An expression in statement position: control flow becomes statements, and its value goes
/// to `sink`.
pub(super) fn value_into(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
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
pub(super) fn match_into(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
    let span = r.l.span(n);
    let subject = field(r, n, "value");
    r.flush(out);
    let body = n.child_by_field_name("body").map(named).unwrap_or_default();
    if let Some((holds, first, second)) = variant_arms(r, &body) {
        // `match vet(x) { Ok(()) => .., Err(_) => return }`: a test of the value.
        for k in body.iter().filter(|k| is_comment(**k)) {
            r.l.comment(*k);
        }
        // The arm of the variant that succeeds binds what the value gives where it does; the
        // other, what it gives where it fails.
        let subject_span = subject.span;
        let (ok, failed) = outcomes(subject, subject_span);
        let temp = r.kept(ok, out);
        let failed = failed.unwrap_or_else(|| temp.clone());
        let [then, other] = [(first, holds), (second, !holds)].map(|(a, succeeds)| {
            let arm = match_arm(r, a, if succeeds { &temp } else { &failed }, sink.clone());
            arm.binds.into_iter().chain(arm.body).collect()
        });
        out.push(Stmt { kind: StmtKind::If { cond: test_of(temp, holds), then, other }, span });
        return;
    }
    let mut arms = Vec::new();
    for arm in body {
        if arm.kind() != "match_arm" {
            if is_comment(arm) {
                r.l.comment(arm);
            }
            continue;
        }
        arms.push(match_arm(r, arm, &subject, sink.clone()));
    }
    // A match is exhaustive: where no arm before it is taken, the last one is (`Ok(p) => p,
    // Err(_) => return`).
    if let Some(last) = arms.last_mut().filter(|a| a.guard.is_none()) {
        last.catch_all = true;
    }
    out.push(Stmt { kind: StmtKind::Match { subject, arms }, span });
}

/// `loop`, `while` (and `while let`) and `for`.
pub(super) fn loop_into(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
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
            out.push(st(StmtKind::For { target, iter, body, other: Vec::new(), pairs: false, positions: false }));
        }
        _ => {}
    }
}

/// `return v`; inside an async block or a closure lowered in place, the value of that instead.
pub(super) fn return_into(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
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
pub(super) fn compound_assign(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let target = field(r, n, "left");
    let value = field(r, n, "right");
    r.flush(out);
    let op =
        n.child_by_field_name("operator").map(|o| binop(r.l.text(o).trim_end_matches('='))).unwrap_or(BinOp::Other);
    out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: Some(op) }, span: r.l.span(n) });
}

pub(super) fn sink_value(r: &Rs<'_>, sink: Sink, e: Expr, span: Span, out: &mut Vec<Stmt>) {
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
pub(super) fn ends_path(r: &Rs<'_>, n: Node<'_>) -> bool {
    let path = n.child_by_field_name("macro").map(|m| dotted_path(r.l.text(m))).unwrap_or_default();
    r.l.call_models(&path, "!").exit
}

/// A loop's or `if`'s condition; `let` conditions bind their names at the start of `body`.
pub(super) fn condition(r: &mut Rs<'_>, c: Option<Node<'_>>, body: &mut Vec<Stmt>, out: &mut Vec<Stmt>) -> Expr {
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

pub(super) fn if_expr(r: &mut Rs<'_>, n: Node<'_>, sink: Sink, out: &mut Vec<Stmt>) {
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
        let pat = lc.child_by_field_name("pattern");
        // `if let Err(e) = vet(x)`, `if let Some(u) = find(x)`: a test of the value.
        let variant = pat.and_then(|p| variant_test(r, p));
        let bound = match variant {
            Some(true) => r.kept(outcomes(subject.clone(), subject.span).0, out),
            Some(false) => r.kept(subject.clone(), out),
            None => subject.clone(),
        };
        let mut then = Vec::new();
        if let Some(p) = pat {
            bind(r, p, bound.clone(), &mut then);
        }
        if let Some(b) = n.child_by_field_name("consequence") {
            block(r, b, sink.clone(), &mut then);
        }
        else_branch(r, &mut other);
        if let Some(holds) = variant {
            out.push(Stmt { kind: StmtKind::If { cond: test_of(bound, holds), then, other }, span });
            return;
        }
        let values = pat.and_then(|p| literals(r, p));
        let arms = vec![
            Arm { values, bind: None, binds: Vec::new(), guard: None, catch_all: false, body: then },
            Arm { values: None, bind: None, binds: Vec::new(), guard: None, catch_all: true, body: other },
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

/// `Some(x)`, `Ok(_)`: true where the value holds one; `Err(e)`, `None`: false. Only patterns
/// whose parts bind a name or ignore (`Some("x")`, `Some(Kind::A)` are matches of values).
fn variant_test(r: &Rs<'_>, p: Node<'_>) -> Option<bool> {
    if p.kind() == "identifier" {
        return (r.l.text(p) == "None").then_some(false);
    }
    let ty = p.child_by_field_name("type").filter(|_| p.kind() == "tuple_struct_pattern")?;
    let holds = match r.l.text(ty) {
        "Some" | "Ok" => true,
        "Err" => false,
        _ => return None,
    };
    let mut parts = named(p).into_iter().filter(|k| k.id() != ty.id() && !is_comment(*k));
    let binds_or_ignores =
        |k: Node<'_>| matches!(k.kind(), "identifier" | "_" | "ref_pattern" | "mut_pattern") || r.l.text(k) == "()";
    parts.all(binds_or_ignores).then_some(holds)
}

/// Of a match of two arms and no guard, the first a variant test (`Ok(v)`, `Err(_)`: see
/// [`variant_test`]) and the second the other variant or `_`: whether the first holds where
/// the value is true, and the two arms.
fn variant_arms<'t>(r: &Rs<'_>, body: &[Node<'t>]) -> Option<(bool, Node<'t>, Node<'t>)> {
    let arms: Vec<Node<'t>> = body.iter().copied().filter(|a| a.kind() == "match_arm").collect();
    let [a, b] = arms.as_slice() else { return None };
    let first = variant_test(r, arm_pattern(*a)?)?;
    let second = arm_pattern(*b)?;
    (r.l.text(second) == "_" || variant_test(r, second) == Some(!first)).then_some((first, *a, *b))
}

/// The pattern of a match arm without a guard.
fn arm_pattern(arm: Node<'_>) -> Option<Node<'_>> {
    let mp = arm.child_by_field_name("pattern")?;
    if mp.child_by_field_name("condition").is_some() {
        return None;
    }
    named(mp).into_iter().find(|k| !is_comment(*k))
}

pub(super) fn match_arm(r: &mut Rs<'_>, arm: Node<'_>, subject: &Expr, sink: Sink) -> Arm {
    let mp = arm.child_by_field_name("pattern");
    let pat = mp
        .and_then(|m| named(m).into_iter().find(|k| !is_comment(*k) && Some(*k) != m.child_by_field_name("condition")));
    let (mut body, mut binds) = (Vec::new(), Vec::new());
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
                bind(r, p, subject.clone(), &mut binds);
            }
        }
    }
    if let Some(v) = arm.child_by_field_name("value") {
        value_into(r, v, sink, &mut body);
    }
    if guard.is_some() {
        catch_all = false;
    }
    Arm { values, bind: bind_name, binds, guard, catch_all, body }
}

pub(super) fn opaque(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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

/// Whether a pattern binds a variable (`x`, `Some(x)`, `(_, n)`), not only wildcards, literals
/// and enum variants (`_`, `Ok(_)`, `None`). A pattern nested too deep to read binds.
fn binds_names(r: &Rs<'_>, p: Node<'_>) -> bool {
    binds_within(r, p, 32)
}

fn binds_within(r: &Rs<'_>, p: Node<'_>, depth: usize) -> bool {
    let Some(depth) = depth.checked_sub(1) else { return true };
    match p.kind() {
        "identifier" => !r.l.text(p).starts_with(|c: char| c.is_ascii_uppercase()),
        // `Some(x)` names its type first, no binding.
        "tuple_struct_pattern" | "struct_pattern" => {
            let ty = p.child_by_field_name("type").map(|t| t.id());
            named(p).into_iter().filter(|k| Some(k.id()) != ty).any(|k| binds_within(r, k, depth))
        }
        "field_pattern" => p.child_by_field_name("pattern").is_none_or(|sub| binds_within(r, sub, depth)),
        _ => named(p).into_iter().any(|k| binds_within(r, k, depth)),
    }
}
