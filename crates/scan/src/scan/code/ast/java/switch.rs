//! Java's `switch`: classic groups that fall through to the next `break`, rules (`case A ->`),
//! patterns that bind names (`case Refund(var id, var amount) when amount > 0 ->`, `o
//! instanceof Text t`), and a switch expression's value. One given to a variable or returned
//! (`String cmd = switch (..) {..};`, `return switch ..`) is a `Match` whose arms give their
//! value there (`case A -> v;`, `yield v;`) or throw; one inside another expression is a chain
//! of conditionals on its literal labels.

use super::*;
use crate::scan::code::ast::lower::Yield;

/// The arms of a switch block on `subject`. Classic groups fall through to the next group
/// until one ends with `break`, `return`, `throw` or `continue`; the closing `break` is
/// dropped, since it only leaves the switch. With `value`, a rule's expression (`case A ->
/// v;`) is the switch expression's value ([`give`]).
pub(super) fn switch_arms(l: &mut Lower<'_>, b: Node<'_>, subject: &Expr, value: bool) -> Vec<Arm> {
    let groups: Vec<Node<'_>> = named(b);
    // Per group: its arm, and whether its statements end the switch (no fall-through).
    let mut lowered: Vec<(Arm, bool)> = Vec::new();
    for g in &groups {
        if !matches!(g.kind(), "switch_block_statement_group" | "switch_rule") {
            continue;
        }
        let label = labels(l, *g, subject);
        let mut stmts = Vec::new();
        let mut gc = g.walk();
        for k in g.named_children(&mut gc).filter(|k| k.kind() != "switch_label") {
            match (value, k.kind(), k.named_child(0)) {
                (true, "expression_statement", Some(e)) if g.kind() == "switch_rule" => {
                    let v = expr(l, e);
                    let span = l.span(k);
                    stmts.push(give(l, v, span));
                }
                _ => stmt(l, k, &mut stmts),
            }
        }
        if g.kind() == "switch_rule" {
            stmts = unblock(stmts);
        }
        // (A group ending in `yield` leaves the switch expression.)
        let yielded = |s: &Stmt| match &s.kind {
            StmtKind::Assign { targets, .. } => {
                matches!(targets.as_slice(), [t] if matches!(&t.kind, ExprKind::Name(n) if n.starts_with(YIELDED)))
            }
            _ => false,
        };
        let ends = g.kind() == "switch_rule"
            || stmts.last().is_some_and(yielded)
            || matches!(
                stmts.last().map(|s| &s.kind),
                Some(StmtKind::Break | StmtKind::Return(_) | StmtKind::Raise(_) | StmtKind::Continue)
            );
        if matches!(stmts.last().map(|s| &s.kind), Some(StmtKind::Break)) {
            stmts.pop();
        }
        let Labels { values, catch_all, binds, guard } = label;
        lowered.push((Arm { values, bind: None, binds, guard, catch_all, body: stmts }, ends));
    }
    let mut arms = Vec::new();
    for i in 0..lowered.len() {
        let mut arm = lowered[i].0.clone();
        let mut j = i;
        while !lowered[j].1 && j + 1 < lowered.len() {
            j += 1;
            arm.body.extend(lowered[j].0.body.iter().cloned());
        }
        arms.push(arm);
    }
    arms
}

/// What a switch group's labels say: the literals it matches (none for a pattern or an enum
/// constant), whether it is `default`, what its pattern binds, and its `when` guard.
struct Labels {
    values: Option<Vec<Lit>>,
    catch_all: bool,
    binds: Vec<Stmt>,
    guard: Option<Expr>,
}

fn labels(l: &mut Lower<'_>, g: Node<'_>, subject: &Expr) -> Labels {
    let mut out = Labels { values: Some(Vec::new()), catch_all: false, binds: Vec::new(), guard: None };
    let mut c = g.walk();
    for label in g.named_children(&mut c).filter(|k| k.kind() == "switch_label") {
        let mut lc = label.walk();
        let kids: Vec<Node<'_>> = label.named_children(&mut lc).collect();
        out.catch_all |= kids.is_empty();
        for k in kids {
            match k.kind() {
                "pattern" => {
                    out.values = None;
                    if let Some(p) = k.named_child(0) {
                        bind_pattern(l, p, subject, &mut out.binds);
                    }
                }
                "guard" => out.guard = k.named_child(0).map(|e| expr(l, e)),
                _ => match expr(l, k).kind {
                    ExprKind::Lit(lit) => {
                        if let Some(v) = out.values.as_mut() {
                            v.push(lit);
                        }
                    }
                    // An enum constant: not a literal.
                    _ => out.values = None,
                },
            }
        }
    }
    if out.catch_all {
        out.values = None;
    }
    out
}

/// The names a pattern binds, as assignments from `value`: a type pattern's name is the value
/// (`Text t`); a record pattern's components are its accessors' results, by the record's
/// declared components in order (`Refund(var id, var amount)`: `value.id()`,
/// `value.amount()`), nested patterns alike; a component of a record the file does not
/// declare is the value whole.
pub(super) fn bind_pattern(l: &mut Lower<'_>, p: Node<'_>, value: &Expr, out: &mut Vec<Stmt>) {
    bind_nested(l, p, value, out, 0);
}

/// How deep record patterns are read (past this, a hostile file's nesting binds nothing).
const MAX_PATTERN_DEPTH: usize = 16;

fn bind_nested(l: &mut Lower<'_>, p: Node<'_>, value: &Expr, out: &mut Vec<Stmt>, depth: usize) {
    if depth > MAX_PATTERN_DEPTH {
        return;
    }
    let span = l.span(p);
    match p.kind() {
        "type_pattern" => {
            let Some(name) = named(p).into_iter().rfind(|k| k.kind() == "identifier") else { return };
            let target = Expr::new(ExprKind::Name(l.text(name).to_string()), l.span(name));
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value: value.clone(), op: None }, span });
        }
        "record_pattern" => {
            let kids = named(p);
            let record = kids.iter().find(|k| k.kind() != "record_pattern_body").map(|t| simple_type(l, *t));
            let components = record.and_then(|r| l.record_components.get(&r).cloned()).unwrap_or_default();
            let Some(body) = kids.iter().find(|k| k.kind() == "record_pattern_body") else { return };
            for (i, part) in named(*body).into_iter().enumerate() {
                let part_value = match components.get(i) {
                    Some(c) => {
                        let func = Expr::new(ExprKind::Attr(Box::new(value.clone()), c.clone()), span);
                        Expr::new(
                            ExprKind::Call(Box::new(Call { func, args: Vec::new(), kwargs: Vec::new(), new: false })),
                            span,
                        )
                    }
                    None => value.clone(),
                };
                match part.kind() {
                    "record_pattern_component" => {
                        let Some(name) = named(part).into_iter().rfind(|k| k.kind() == "identifier") else {
                            continue;
                        };
                        let target = Expr::new(ExprKind::Name(l.text(name).to_string()), l.span(name));
                        out.push(Stmt {
                            kind: StmtKind::Assign { targets: vec![target], value: part_value, op: None },
                            span,
                        });
                    }
                    "record_pattern" => bind_nested(l, part, &part_value, out, depth + 1),
                    _ => {}
                }
            }
        }
        _ => {}
    }
}

/// A type's simple name (`Refund` of `Payments.Refund`, `Box` of `Box<T>`).
fn simple_type(l: &Lower<'_>, t: Node<'_>) -> String {
    let t = if t.kind() == "generic_type" { t.named_child(0).unwrap_or(t) } else { t };
    l.text(t).rsplit('.').next().unwrap_or("").trim().to_string()
}

/// `x instanceof T t`, `x instanceof Rec(var a, var b)`: the names bound, as assignments run
/// where the test is (each test's branches see them; a name bound where the test fails holds
/// nothing the program reads).
pub(super) fn instanceof(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let left = l.field(n, "left");
    let mut binds = Vec::new();
    if let Some(name) = n.child_by_field_name("name") {
        let target = Expr::new(ExprKind::Name(l.text(name).to_string()), l.span(name));
        binds.push(Expr::new(ExprKind::Walrus(Box::new(target), Box::new(left.clone())), l.span(n)));
    }
    if let Some(p) = n.child_by_field_name("pattern") {
        let mut stmts = Vec::new();
        bind_pattern(l, p, &left, &mut stmts);
        for s in stmts {
            if let StmtKind::Assign { mut targets, value, .. } = s.kind
                && let Some(t) = targets.pop()
            {
                binds.push(Expr::new(ExprKind::Walrus(Box::new(t), Box::new(value)), s.span));
            }
        }
    }
    binds.insert(0, left);
    ExprKind::Opaque(binds)
}

/// A switch expression given to a variable (`target`) or returned (none), as a `Match` (see
/// the module's documentation); `yield` inside gives its value there too. The variable is one
/// of the values given, after the switch.
pub(super) fn switch_into(l: &mut Lower<'_>, n: Node<'_>, target: Option<Expr>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let subject = l.field(n, "condition");
    l.yields.push(match target {
        Some(target) => Yield::Var { target, given: Vec::new() },
        None => Yield::Return,
    });
    let arms = n.child_by_field_name("body").map(|b| switch_arms(l, b, &subject, true)).unwrap_or_default();
    let to = l.yields.pop();
    out.push(Stmt { kind: StmtKind::Match { subject, arms }, span });
    if let Some(Yield::Var { target, given }) = to
        && let Some(value) = lower::one_of(given, span)
    {
        out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
    }
}

/// A value the innermost switch expression gives (`yield v`, `case A -> v`): kept apart for
/// its variable, returned, or evaluated in place.
pub(super) fn give(l: &mut Lower<'_>, value: Expr, span: Span) -> Stmt {
    let kind = match l.yields.last_mut() {
        Some(Yield::Var { given, .. }) => {
            let kept = Expr::new(ExprKind::Name(format!("{YIELDED}{}", span.start)), span);
            given.push(kept.clone());
            StmtKind::Assign { targets: vec![kept], value, op: None }
        }
        Some(Yield::Return) => StmtKind::Return(Some(value)),
        Some(Yield::Value) | None => StmtKind::Expr(value),
    };
    Stmt { kind, span }
}

/// The start of the names a switch expression's values are kept under.
const YIELDED: &str = "\u{b7}yield";

/// A switch used as a value inside another expression: arms with literal labels become a chain
/// of conditionals (`subject == label ? value : ...`), so a constant subject picks its arm; an
/// arm that throws gives no value (where `default` throws, the value is one of the others').
pub(super) fn switch_value(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let span = l.span(n);
    let subject = l.field(n, "condition");
    let Some(b) = n.child_by_field_name("body") else { return ExprKind::Opaque(vec![subject]) };
    let rules: Vec<Node<'_>> = named(b);
    let mut arms: Vec<(Option<Vec<Lit>>, bool, Option<Expr>)> = Vec::new();
    l.yields.push(Yield::Value);
    for r in rules {
        let Labels { values, catch_all, binds, .. } = labels(l, r, &subject);
        let mut rc = r.walk();
        let value = r.named_children(&mut rc).filter(|k| k.kind() != "switch_label").last();
        let v = match value {
            Some(v) if v.kind() == "throw_statement" && r.kind() == "switch_rule" => None,
            Some(v) if v.kind() == "expression_statement" => v.named_child(0).map(|e| expr(l, e)),
            Some(v) if r.kind() == "switch_rule" && v.kind() != "block" => Some(expr(l, v)),
            Some(v) => Some(l.opaque(v)),
            None => Some(Expr::new(ExprKind::Opaque(Vec::new()), l.span(r))),
        };
        // What the pattern binds, where the value is computed.
        let v = v.map(|v| match binds.is_empty() {
            true => v,
            false => {
                let mut parts: Vec<Expr> = binds.into_iter().filter_map(walrus).collect();
                parts.push(v);
                Expr::new(ExprKind::Opaque(parts), span)
            }
        });
        arms.push((values, catch_all, v));
    }
    l.yields.pop();
    chain(arms, &subject, span).kind
}

/// An assignment as an expression that makes it (`(t := v)`).
fn walrus(s: Stmt) -> Option<Expr> {
    let StmtKind::Assign { mut targets, value, .. } = s.kind else { return None };
    let t = targets.pop()?;
    Some(Expr::new(ExprKind::Walrus(Box::new(t), Box::new(value)), s.span))
}

/// The conditionals of [`switch_value`], from the last arm back.
fn chain(arms: Vec<(Option<Vec<Lit>>, bool, Option<Expr>)>, subject: &Expr, span: Span) -> Expr {
    // Where every arm but those with a value throws: the last value's.
    let mut acc = match arms.iter().any(|(_, catch_all, v)| *catch_all && v.is_none()) {
        true => arms.iter().rev().find_map(|(_, _, v)| v.clone()),
        false => None,
    }
    .unwrap_or_else(|| Expr::new(ExprKind::Opaque(Vec::new()), span));
    for (values, catch_all, v) in arms.into_iter().rev() {
        let Some(v) = v else { continue };
        acc = match values {
            _ if catch_all => v,
            Some(vals) if !vals.is_empty() => {
                let test = lower::equals_any(subject, vals, v.span);
                Expr::new(ExprKind::Cond(Box::new(test), Box::new(v), Box::new(acc)), span)
            }
            _ => Expr::new(ExprKind::Opaque(vec![v, acc]), span),
        };
    }
    acc
}

/// The components of each record the file declares, by its simple name, in order: read before
/// lowering, as a pattern may come before the record's declaration.
pub(super) fn note_records(l: &mut Lower<'_>, root: Node<'_>) {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "record_declaration"
            && let Some(p) = n.child_by_field_name("parameters")
        {
            let names = named(p)
                .into_iter()
                .filter_map(|f| f.child_by_field_name("name"))
                .map(|name| l.text(name).to_string())
                .collect();
            // A name two records share is known as neither.
            let name = l.field_text(n, "name").to_string();
            let seen = l.record_components.contains_key(&name);
            l.record_components.insert(name, if seen { Vec::new() } else { names });
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
}
