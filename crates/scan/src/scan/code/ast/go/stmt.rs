//! Go's statements lowered: blocks, declarations and assignments (tuple targets, comma-ok),
//! `if`/`switch`/`select` with their initialisers, loops and `return`.

use super::*;

/// The statements of a block (or a statement list, or a single statement).
pub(super) fn block(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Stmt> {
    // The types of the variables a block declares end with it (and those it hides come back).
    let outer = l.var_types.clone();
    let outer_pending = tags::enter_scope(l);
    let out = block_stmts(l, n);
    l.var_types = outer;
    tags::leave_scope(l, outer_pending);
    out
}

fn block_stmts(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Stmt> {
    let mut out = Vec::new();
    // A nested block counts towards the depth limit too: each level of nesting costs several
    // frames.
    if !l.enter() {
        return out;
    }
    match n.kind() {
        "block" | "statement_list" | "ERROR" => {
            let kids: Vec<Node<'_>> = named(n);
            for child in kids {
                if child.kind() == "statement_list" {
                    out.extend(block(l, child));
                } else {
                    go_stmt(l, child, &mut out);
                }
            }
        }
        _ => go_stmt(l, n, &mut out),
    }
    l.leave();
    out
}

/// The statements of the children of `n` after its header (case clauses: everything but the
/// case values).
pub(super) fn clause_body(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Stmt> {
    let mut out = Vec::new();
    let mut c = n.walk();
    for child in n.named_children(&mut c) {
        if child.kind() == "statement_list" {
            out.extend(block(l, child));
        } else if child.kind() == "comment" {
            l.comment(child);
        }
    }
    out
}

/// Whether a case's statements end in `fallthrough`.
fn falls_through(case: Node<'_>) -> bool {
    fn last(n: Node<'_>) -> Option<Node<'_>> {
        let mut k = n.walk();
        n.named_children(&mut k).filter(|s| !s.kind().contains("comment")).last()
    }
    let end = last(case).and_then(|s| if s.kind() == "statement_list" { last(s) } else { Some(s) });
    end.is_some_and(|s| s.kind() == "fallthrough_statement")
}

pub(super) fn field_block(l: &mut Lower<'_>, n: Node<'_>, field: &str) -> Vec<Stmt> {
    n.child_by_field_name(field).map(|b| block(l, b)).unwrap_or_default()
}

pub(super) fn go_stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    l.statement(n, out, go_statement);
}

pub(super) fn go_statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let stmt = |kind| Stmt { kind, span };
    if matches!(n.kind(), "expression_statement" | "short_var_declaration" | "assignment_statement") {
        tags::touched(l, n);
    }
    match n.kind() {
        "comment" => l.comment(n),
        // A `goto` inside a loop leaves its normal flow, as a `break` does (after the loop, the
        // state it had joins the others); elsewhere it is not followed.
        "goto_statement" if in_loop(n) => out.push(stmt(StmtKind::Break)),
        "package_clause" | "type_declaration" | "empty_statement" | "goto_statement" | "fallthrough_statement" => {}
        "import_declaration" => imports(l, n),
        "function_declaration" | "method_declaration" => {
            // Variables are the function's own: the types of another's are not theirs.
            l.var_types.clear();
            let outer_pending = tags::enter_function(l);
            l.channels.local.clear();
            l.channels.function_start = n.start_byte();
            let f = function(l, n);
            // (Its parameters' types end with it too.)
            l.var_types.clear();
            tags::leave_function(l, outer_pending);
            out.push(stmt(StmtKind::Def(f)));
        }
        "block" | "statement_list" | "ERROR" => {
            let inner = block(l, n);
            out.push(stmt(StmtKind::Block(inner)));
        }
        // The call in `go f(x)` and `defer f(x)` runs (later, or in another goroutine).
        "expression_statement" | "go_statement" | "defer_statement" => {
            if let Some(e) = n.named_child(0) {
                expression_statement(l, e, span, out);
            }
        }
        "short_var_declaration" | "assignment_statement" => assignment(l, n, out),
        "inc_statement" | "dec_statement" => inc_dec(l, n, out),
        "var_declaration" | "const_declaration" => declaration(l, n, out),
        "if_statement" => out.push(if_statement(l, n)),
        "for_statement" => for_statement(l, n, out),
        "expression_switch_statement" | "type_switch_statement" => out.push(switch(l, n)),
        "select_statement" => out.push(stmt(select(l, n))),
        "receive_statement" => receive(l, n, out),
        "return_statement" => {
            let value = n.named_child(0).map(|e| return_value(l, e));
            out.push(stmt(StmtKind::Return(value)));
        }
        "labeled_statement" => {
            let mut c = n.walk();
            for k in n.named_children(&mut c) {
                if k.kind() != "label_name" {
                    go_stmt(l, k, out);
                }
            }
        }
        "break_statement" => out.push(stmt(StmtKind::Break)),
        "continue_statement" => out.push(stmt(StmtKind::Continue)),
        "send_statement" => {
            let span = l.span(n);
            let key = n.child_by_field_name("channel").and_then(|c| channel_key(l, c)).unwrap_or_default();
            let channel = l.field(n, "channel");
            let value = l.field(n, "value");
            let send = Expr::new(channel_call(CHAN_SEND, &key, vec![channel, value], span), span);
            out.push(stmt(StmtKind::Expr(send)));
        }
        _ => {
            let e = go_expr(l, n);
            out.push(stmt(StmtKind::Expr(e)));
        }
    }
}

/// `i++`, `i--`: `i += 1`, `i -= 1`.
pub(super) fn inc_dec(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    if let Some(t) = n.named_child(0) {
        let span = l.span(n);
        let target = go_expr(l, t);
        let op = if n.kind() == "inc_statement" { BinOp::Add } else { BinOp::Sub };
        let one = Expr::new(ExprKind::Lit(Lit::Int(1)), span);
        out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value: one, op: Some(op) }, span });
    }
}

/// `var (..)` and `const (..)`: each spec an assignment.
pub(super) fn declaration(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let mut c = n.walk();
    for spec in n.named_children(&mut c) {
        match spec.kind() {
            "var_spec" | "const_spec" => var_spec(l, spec, out),
            "var_spec_list" => {
                let mut sc = spec.walk();
                for s in spec.named_children(&mut sc) {
                    if s.kind() == "var_spec" {
                        var_spec(l, s, out);
                    } else if s.kind() == "comment" {
                        l.comment(s);
                    }
                }
            }
            "comment" => l.comment(spec),
            _ => {}
        }
    }
}

/// The statement an `if` or `switch` initialiser (`if err := f(); err != nil`) runs first.
pub(super) fn initializer(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Stmt> {
    let mut inner = Vec::new();
    if let Some(init) = n.child_by_field_name("initializer") {
        go_stmt(l, init, &mut inner);
    }
    inner
}

pub(super) fn if_statement(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
    // Its initialiser's variables are its own.
    let outer_pending = tags::enter_scope(l);
    let s = if_lowered(l, n);
    tags::leave_scope(l, outer_pending);
    s
}

fn if_lowered(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
    let span = l.span(n);
    let mut inner = initializer(l, n);
    if let Some(c) = n.child_by_field_name("condition") {
        filled_in_condition(l, c, span, &mut inner);
    }
    let cond = match n.child_by_field_name("condition") {
        Some(c) => cond_expr(l, c),
        None => l.opaque(n),
    };
    let mut then = field_block(l, n, "consequence");
    let mut other = field_block(l, n, "alternative");
    if let Some(c) = n.child_by_field_name("condition") {
        tags::place(l, unparenthesized(c), &mut then, &mut other);
    }
    let s = Stmt { kind: StmtKind::If { cond, then, other }, span };
    if inner.is_empty() {
        return s;
    }
    inner.push(s);
    Stmt { kind: StmtKind::Block(inner), span }
}

/// How many calls of a condition are filled from (past these, a hostile file's long chains are
/// not read for them).
const MAX_FILLING_CALLS: usize = 4;

/// The variables calls in a condition fill through pointers (`json.Unmarshal(raw, &v)`), filled
/// before the test where each call runs: the first operand of a chain of `||` or `&&` (or a
/// condition of one operand) always; a later operand of `||` where the ones before it fail
/// (`err != nil || json.Unmarshal(raw, &v) != nil`), of `&&` where they hold (`ok(id) &&
/// db.QueryRow(..).Scan(&v) == nil`). The test then runs as written.
fn filled_in_condition(l: &mut Lower<'_>, cond: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let cond = unparenthesized(cond);
    let op = (cond.kind() == "binary_expression").then(|| l.field_text(cond, "operator").to_string());
    let op = op.filter(|o| o == "||" || o == "&&");
    // The chain's operands in order (`a || b || c` is `(a || b) || c`).
    let mut operands = Vec::new();
    let mut at = cond;
    while let Some(o) = op.as_deref() {
        let (Some(left), Some(right)) = (at.child_by_field_name("left"), at.child_by_field_name("right")) else {
            break;
        };
        operands.push(right);
        at = unparenthesized(left);
        if at.kind() != "binary_expression" || l.field_text(at, "operator") != o {
            break;
        }
    }
    operands.push(at);
    operands.reverse();
    for (i, operand) in operands.iter().enumerate().take(MAX_FILLING_CALLS) {
        let Some(call) = filling_call(l, *operand) else { continue };
        let outs = out_params(l, call);
        let given: Vec<String> = outs.iter().filter_map(tags::written_root).collect();
        tags::drop_written(l, &given);
        let mut fill = typed_fields(l, &outs, span);
        let value = go_expr(l, call);
        fill.insert(0, Stmt { kind: StmtKind::Assign { targets: outs, value, op: None }, span });
        // Where the operands before it let it run.
        let before: Option<Expr> = operands[..i].iter().map(|o| cond_expr(l, *o)).reduce(|a, b| {
            let both = if op.as_deref() == Some("||") { BinOp::Or } else { BinOp::And };
            Expr::new(ExprKind::Binary(both, Box::new(a), Box::new(b)), span)
        });
        match before {
            None => out.extend(fill),
            Some(test) => {
                let cond = match op.as_deref() {
                    Some("||") => Expr::new(ExprKind::Unary(UnOp::Not, Box::new(test)), span),
                    _ => test,
                };
                out.push(Stmt { kind: StmtKind::If { cond, then: fill, other: Vec::new() }, span });
            }
        }
    }
}

/// The call an operand of a condition makes that fills variables through pointers: the operand
/// itself, negated, or compared (`json.Unmarshal(raw, &v) != nil`).
fn filling_call<'t>(l: &mut Lower<'_>, operand: Node<'t>) -> Option<Node<'t>> {
    let n = unparenthesized(operand);
    let candidates: Vec<Node<'t>> = match n.kind() {
        "call_expression" => vec![n],
        "unary_expression" => n.child_by_field_name("operand").map(unparenthesized).into_iter().collect(),
        "binary_expression" => {
            ["left", "right"].iter().filter_map(|f| n.child_by_field_name(f)).map(unparenthesized).collect()
        }
        _ => Vec::new(),
    };
    candidates.into_iter().find(|c| c.kind() == "call_expression" && !out_params(l, *c).is_empty())
}

/// The expression inside any parentheses around it.
fn unparenthesized(mut n: Node<'_>) -> Node<'_> {
    while n.kind() == "parenthesized_expression" {
        match n.named_child(0) {
            Some(inner) => n = inner,
            None => break,
        }
    }
    n
}

/// An expression switch (on a value, or tagless: a chain of conditions) or a type switch, after
/// its initialiser.
pub(super) fn switch(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
    let span = l.span(n);
    let mut inner = initializer(l, n);
    let s = if n.kind() == "type_switch_statement" {
        let subject = match n.child_by_field_name("value") {
            Some(v) => go_expr(l, v),
            None => l.opaque(n),
        };
        let bind = n.child_by_field_name("alias").and_then(|a| a.named_child(0)).map(|a| l.text(a).to_string());
        let arms = switch_arms(l, n, bind);
        Stmt { kind: StmtKind::Match { subject, arms }, span }
    } else {
        match n.child_by_field_name("value") {
            Some(v) => {
                let subject = go_expr(l, v);
                let arms = switch_arms(l, n, None);
                Stmt { kind: StmtKind::Match { subject, arms }, span }
            }
            None => tagless_switch(l, n, span),
        }
    };
    inner.push(s);
    Stmt { kind: StmtKind::Block(inner), span }
}

/// `select`: one of its cases runs, each after its communication.
pub(super) fn select(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let mut arms = Vec::new();
    let mut c = n.walk();
    for case in n.named_children(&mut c) {
        match case.kind() {
            "communication_case" => {
                let mut body = Vec::new();
                if let Some(comm) = case.child_by_field_name("communication") {
                    go_stmt(l, comm, &mut body);
                }
                body.extend(clause_body(l, case));
                arms.push(Arm { values: None, bind: None, binds: Vec::new(), guard: None, catch_all: false, body });
            }
            "default_case" => {
                let body = clause_body(l, case);
                arms.push(Arm { values: None, bind: None, binds: Vec::new(), guard: None, catch_all: true, body });
            }
            "comment" => l.comment(case),
            _ => {}
        }
    }
    // One case runs: the default (when there is one) is the last arm.
    arms.sort_by_key(|a| a.catch_all);
    let subject = Expr::new(ExprKind::Opaque(Vec::new()), l.span(n));
    StmtKind::Match { subject, arms }
}

/// `v := <-ch` (a `select` case): what the channel gives.
pub(super) fn receive(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let value = match n.child_by_field_name("right") {
        Some(r) => go_expr(l, r),
        None => l.opaque(n),
    };
    match n.child_by_field_name("left") {
        Some(left) => {
            let items = l.children(left);
            if let Some(stmts) = comma_ok_receive(&items, &value, span) {
                out.extend(stmts);
                return;
            }
            let target = targets(l, left);
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
        }
        None => out.push(Stmt { kind: StmtKind::Expr(value), span }),
    }
}

/// What `return` returns: one value, or several as a tuple.
pub(super) fn return_value(l: &mut Lower<'_>, e: Node<'_>) -> Expr {
    match e.kind() {
        "expression_list" if e.named_child_count() == 1 => {
            e.named_child(0).map(|x| go_expr(l, x)).unwrap_or_else(|| l.opaque(e))
        }
        "expression_list" => {
            let items = l.children(e);
            Expr::new(ExprKind::Tuple(items), l.span(e))
        }
        _ => go_expr(l, e),
    }
}

/// `for init; cond; post {}`, `for cond {}`, `for {}`, `for k, v := range x {}`.
pub(super) fn for_statement(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let mut c = n.walk();
    let header = n.named_children(&mut c).find(|k| !matches!(k.kind(), "block" | "comment"));
    let mut body = field_block(l, n, "body");
    let truth = |span| Expr::new(ExprKind::Lit(Lit::Bool(true)), span);
    let s = match header {
        None => StmtKind::While { cond: truth(span), body, other: Vec::new() },
        Some(h) if h.kind() == "range_clause" => {
            // `for v := range ch`: each value the channel gives (one variable, no index).
            let one = h.child_by_field_name("left").is_none_or(|t| t.named_child_count() <= 1);
            let channel = h.child_by_field_name("right").filter(|_| one).and_then(|r| channel_key(l, r));
            let iter = match (h.child_by_field_name("right"), &channel) {
                // A list of the one value a receive gives: the loop's target is that value.
                (Some(r), Some(key)) => {
                    let ch = go_expr(l, r);
                    let span = ch.span;
                    let received = Expr::new(channel_call(CHAN_RECV, key, vec![ch], span), span);
                    Expr::new(ExprKind::List(vec![received]), span)
                }
                (Some(r), None) => go_expr(l, r),
                (None, _) => l.opaque(h),
            };
            let target = match h.child_by_field_name("left") {
                // `for i, v := range xs`: the index (or map key) and the element.
                Some(left) => targets(l, left),
                None => Expr::new(ExprKind::Name("_".into()), span),
            };
            let positions = h.child_by_field_name("right").is_some_and(|r| positions_of(l, r));
            StmtKind::For { target, iter, body, other: Vec::new(), pairs: channel.is_none(), positions }
        }
        Some(h) if h.kind() == "for_clause" => {
            let mut init = Vec::new();
            if let Some(i) = h.child_by_field_name("initializer") {
                go_stmt(l, i, &mut init);
            }
            let cond = match h.child_by_field_name("condition") {
                Some(c) => cond_expr(l, c),
                None => truth(span),
            };
            if let Some(u) = h.child_by_field_name("update") {
                go_stmt(l, u, &mut body);
            }
            init.push(Stmt { kind: StmtKind::While { cond, body, other: Vec::new() }, span });
            StmtKind::Block(init)
        }
        Some(h) => {
            let cond = cond_expr(l, h);
            StmtKind::While { cond, body, other: Vec::new() }
        }
    };
    out.push(Stmt { kind: s, span });
}

/// Whether a range's value is a slice, an array or a string, whose index is a number: by the
/// type its variable or field is declared with, or the call that made it (the models'
/// `list_maker`).
fn positions_of(l: &Lower<'_>, n: Node<'_>) -> bool {
    declared_type(l, n, 0).is_some_and(|t| {
        let t = t.trim_start_matches('*');
        t.starts_with('[') || t == "string" || matches!(l.named_kinds.get(t), Some(&("slice_type" | "array_type")))
    })
}

/// The arms of a switch with a subject: literal cases match their literals, `default` catches
/// everything (and is tried last, wherever it is written); a case ending in `fallthrough` runs
/// on into the next one's statements.
pub(super) fn switch_arms(l: &mut Lower<'_>, n: Node<'_>, bind: Option<String>) -> Vec<Arm> {
    let mut arms = Vec::new();
    let mut falls = Vec::new();
    let mut c = n.walk();
    for case in n.named_children(&mut c) {
        if matches!(case.kind(), "expression_case" | "type_case" | "default_case") {
            falls.push(falls_through(case));
        }
        match case.kind() {
            "expression_case" | "type_case" => {
                let mut values = Some(Vec::new());
                if case.kind() == "expression_case" {
                    if let Some(list) = case.child_by_field_name("value") {
                        for v in l.children(list) {
                            match (v.kind, values.as_mut()) {
                                (ExprKind::Lit(lit), Some(vals)) => vals.push(lit),
                                _ => values = None,
                            }
                        }
                    }
                } else {
                    values = None;
                }
                let body = clause_body(l, case);
                arms.push(Arm { values, bind: bind.clone(), binds: Vec::new(), guard: None, catch_all: false, body });
            }
            "default_case" => {
                let body = clause_body(l, case);
                arms.push(Arm {
                    values: None,
                    bind: bind.clone(),
                    binds: Vec::new(),
                    guard: None,
                    catch_all: true,
                    body,
                });
            }
            "comment" => l.comment(case),
            _ => {}
        }
    }
    for i in (0..arms.len().saturating_sub(1)).rev() {
        if falls.get(i) == Some(&true) {
            let next = arms[i + 1].body.clone();
            arms[i].body.extend(next);
        }
    }
    arms.sort_by_key(|a| a.catch_all);
    arms
}

/// `switch { case a: ...; case b, c: ...; default: ... }`: an if-else chain.
pub(super) fn tagless_switch(l: &mut Lower<'_>, n: Node<'_>, span: Span) -> Stmt {
    let mut cases: Vec<(Option<Expr>, Vec<Stmt>, Span)> = Vec::new();
    let mut default = Vec::new();
    let mut c = n.walk();
    for case in n.named_children(&mut c) {
        match case.kind() {
            "expression_case" => {
                let cond = case.child_by_field_name("value").map(|list| {
                    let mut lc = list.walk();
                    let conds: Vec<Node<'_>> = list.named_children(&mut lc).filter(|k| k.kind() != "comment").collect();
                    let mut e: Option<Expr> = None;
                    for k in conds {
                        let x = cond_expr(l, k);
                        e = Some(match e {
                            None => x,
                            Some(prev) => {
                                let s = Span { start: prev.span.start, end: x.span.end };
                                Expr::new(ExprKind::Binary(BinOp::Or, Box::new(prev), Box::new(x)), s)
                            }
                        });
                    }
                    e.unwrap_or_else(|| Expr::new(ExprKind::Opaque(Vec::new()), l.span(list)))
                });
                let body = clause_body(l, case);
                cases.push((cond, body, l.span(case)));
            }
            "default_case" => default = clause_body(l, case),
            "comment" => l.comment(case),
            _ => {}
        }
    }
    let mut other = default;
    for (cond, then, s) in cases.into_iter().rev() {
        let cond = cond.unwrap_or_else(|| Expr::new(ExprKind::Opaque(Vec::new()), s));
        other = vec![Stmt { kind: StmtKind::If { cond, then, other }, span: s }];
    }
    Stmt { kind: StmtKind::Block(other), span }
}

/// `var a, b = x, y`, `var s string`, `const k = "v"`.
pub(super) fn var_spec(l: &mut Lower<'_>, spec: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(spec);
    let mut c = spec.walk();
    let names: Vec<Expr> = spec
        .children_by_field_name("name", &mut c)
        .map(|n| Expr::new(ExprKind::Name(l.text(n).into()), l.span(n)))
        .collect();
    if names.is_empty() {
        return;
    }
    if let Some(t) = spec.child_by_field_name("type") {
        let ty = l.text(t).trim_start_matches('*').to_string();
        for n in &names {
            if let ExprKind::Name(name) = &n.kind {
                l.var_types.insert(name.clone(), ty.clone());
                declare(l, name, &ty, spec);
                note_channel(l, name, &ty, var_scope(l, spec));
            }
        }
    }
    // `var jobs = make(chan Job, 8)`.
    if let Some(v) = spec.child_by_field_name("value") {
        let mut c = v.walk();
        let made: Vec<Node<'_>> = v.named_children(&mut c).collect();
        for (n, value) in names.iter().zip(made) {
            if let (ExprKind::Name(name), Some(ty)) = (&n.kind, made_channel(l, value)) {
                note_channel(l, name, &ty, var_scope(l, spec));
            }
        }
    }
    let values: Vec<Expr> = spec.child_by_field_name("value").map(|v| l.children(v)).unwrap_or_default();
    if values.is_empty() {
        // The zero value of the declared type; a constant in an iota list is some integer.
        let value = match spec.child_by_field_name("type") {
            // A buffer (`var b strings.Builder`) starts empty: what is written to it follows,
            // where the function hands it to nothing but the writers the models know.
            Some(t) if l.call_models(l.text(t).trim_start_matches('*'), "").buffer => {
                match names.iter().all(|n| only_written(l, spec, n)) {
                    true => Expr::new(ExprKind::Lit(Lit::Str(String::new())), l.span(t)),
                    // Filled by a call it is handed to (`json.NewEncoder(&b)`): unknown.
                    false => Expr::new(ExprKind::Opaque(Vec::new()), span),
                }
            }
            Some(t) => zero_value(l.text(t), l.span(t)),
            None => Expr::new(ExprKind::Opaque(Vec::new()), span),
        };
        for n in names {
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![n], value: value.clone(), op: None }, span });
        }
        return;
    }
    push_assign(names, values, None, span, out);
}

/// `xs = append(xs, a, b)` as the models read it: `xs.append(a)`, `xs.append(b)` (a push to
/// the end of the list `xs` holds); not with a spread argument (`ys...`) or another target.
fn appended(left: &Expr, right: &Expr, node: Node<'_>) -> Option<Vec<Expr>> {
    let ExprKind::Call(c) = &right.kind else { return None };
    let spread = node.child_by_field_name("arguments").is_some_and(|a| {
        let mut w = a.walk();
        a.named_children(&mut w).any(|k| k.kind() == "variadic_argument")
    });
    let (list, items) = c.args.split_first()?;
    // (Not an entry of a map or list, `m[k] = append(m[k], v)`: its own assignment.)
    let same = plain_path(left) && list.dotted().is_some() && list.dotted() == left.dotted();
    if !matches!(&c.func.kind, ExprKind::Name(n) if n == "append") || spread || !same || items.is_empty() {
        return None;
    }
    let method = Expr::new(ExprKind::Attr(Box::new(left.clone()), "append".into()), c.func.span);
    let push = |a: &Expr| {
        let call = Call { func: method.clone(), args: vec![a.clone()], kwargs: Vec::new(), new: false };
        Expr::new(ExprKind::Call(Box::new(call)), right.span)
    };
    Some(items.iter().map(push).collect())
}

/// A variable or a field of one (`q.conds`), no entry of a map or list.
fn plain_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Attr(obj, _) => plain_path(obj),
        _ => false,
    }
}

pub(super) fn zero_value(ty: &str, span: Span) -> Expr {
    let lit = match ty.trim() {
        "string" => Lit::Str(String::new()),
        "bool" => Lit::Bool(false),
        t if t.starts_with("int") || t.starts_with("uint") || t == "byte" || t == "rune" || t == "uintptr" => {
            Lit::Int(0)
        }
        t if t.starts_with("float") => Lit::Float(0.0),
        _ => Lit::Null,
    };
    Expr::new(ExprKind::Lit(lit), span)
}

/// `a, b := x, y` (each its own value), `a, b := f()` (a tuple target), `v, ok := m[k]`
/// (the value and a flag).
pub(super) fn push_assign(lefts: Vec<Expr>, mut rights: Vec<Expr>, op: Option<BinOp>, span: Span, out: &mut Vec<Stmt>) {
    if lefts.len() == rights.len() {
        if lefts.len() == 1 {
            let value = rights.remove(0);
            out.push(Stmt { kind: StmtKind::Assign { targets: lefts, value, op }, span });
        } else {
            let vspan = Span { start: rights[0].span.start, end: rights[rights.len() - 1].span.end };
            let tspan = Span { start: lefts[0].span.start, end: lefts[lefts.len() - 1].span.end };
            let target = Expr::new(ExprKind::Tuple(lefts), tspan);
            let value = Expr::new(ExprKind::Tuple(rights), vspan);
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op }, span });
        }
        return;
    }
    let Some(value) = rights.pop() else { return };
    let tspan = Span { start: lefts[0].span.start, end: lefts[lefts.len() - 1].span.end };
    let value = match &value.kind {
        // The comma-ok forms: the value, and whether there was one.
        ExprKind::Index(..) | ExprKind::Opaque(_) | ExprKind::Name(_) | ExprKind::Attr(..) if lefts.len() == 2 => {
            let flag = Expr::new(ExprKind::Opaque(Vec::new()), value.span);
            let s = value.span;
            Expr::new(ExprKind::Tuple(vec![value, flag]), s)
        }
        _ => value,
    };
    let target = Expr::new(ExprKind::Tuple(lefts), tspan);
    out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op }, span });
}

/// The targets of an assignment's left side: one expression, or a tuple of them.
pub(super) fn targets(l: &mut Lower<'_>, list: Node<'_>) -> Expr {
    let items = l.children(list);
    if items.len() == 1 {
        return items.into_iter().next().unwrap_or_else(|| l.opaque(list));
    }
    Expr::new(ExprKind::Tuple(items), l.span(list))
}

/// What an assignment tells of the variables it declares or sets: their types (a struct's,
/// a slice's; a new variable of another type hides any of its name) and the channels it makes.
fn note_declared(l: &mut Lower<'_>, n: Node<'_>, lefts: &[Expr], right_nodes: &[Node<'_>]) {
    let short = n.kind() == "short_var_declaration";
    for (left, right) in lefts.iter().zip(right_nodes) {
        let ExprKind::Name(name) = &left.kind else { continue };
        if let Some(ty) = made_type(l, *right) {
            declare(l, name, &ty, n);
            l.var_types.insert(name.clone(), ty);
        } else if let Some(ty) = tags::validator_made(l, *right) {
            // `v := validator.New()`: a tag validator of the function's own.
            l.var_types.insert(name.clone(), ty);
        } else if let Some(ty) = slice_made(l, *right) {
            l.var_types.insert(name.clone(), ty);
        } else if short {
            // A new variable of a type not known here hides any of that name.
            l.var_types.remove(name);
        }
        // `jobs := make(chan Job, 8)`: a channel of the function's (`jobs = make(..)` makes
        // one for a variable declared before, which keeps its scope).
        if short && let Some(ty) = made_channel(l, *right) {
            note_channel(l, name, &ty, ChannelKey::Local(l.channels.function_start));
        }
    }
}

/// `v, ok := m[k]`: `v` is the entry, `ok` whether `k` is in `m`.
fn map_lookup(lefts: &[Expr], right: &Expr, span: Span) -> Option<Vec<Stmt>> {
    let ([value, found], ExprKind::Index(map, key)) = (lefts, &right.kind) else { return None };
    let member = Expr::new(ExprKind::Binary(BinOp::In, key.clone(), map.clone()), right.span);
    Some(vec![
        Stmt { kind: StmtKind::Assign { targets: vec![value.clone()], value: right.clone(), op: None }, span },
        Stmt { kind: StmtKind::Assign { targets: vec![found.clone()], value: member, op: None }, span },
    ])
}

/// Whether an assignment drops every result (`_ = fmt.Fprintf(&b, "%s", s)`): its call
/// stands alone.
fn discarded(lefts: &[Expr]) -> bool {
    !lefts.is_empty() && lefts.iter().all(|e| matches!(&e.kind, ExprKind::Name(b) if b == "_"))
}

pub(super) fn assignment(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let lefts = n.child_by_field_name("left").map(|x| l.children(x)).unwrap_or_default();
    let right_nodes: Vec<Node<'_>> = n
        .child_by_field_name("right")
        .map(|r| {
            let mut c = r.walk();
            r.named_children(&mut c).filter(|k| k.kind() != "comment").collect()
        })
        .unwrap_or_default();
    let op = n
        .child_by_field_name("operator")
        .map(|o| l.text(o))
        .filter(|o| !matches!(*o, "=" | ":="))
        .map(|o| binop(o.trim_end_matches('=')));
    if let ([single], None) = (right_nodes.as_slice(), op)
        && discarded(&lefts)
    {
        expression_statement(l, *single, span, out);
        return;
    }
    note_declared(l, n, &lefts, &right_nodes);
    let rights: Vec<Expr> = right_nodes.iter().map(|r| go_expr(l, *r)).collect();
    if let ([left], [right], [node], None) = (lefts.as_slice(), rights.as_slice(), right_nodes.as_slice(), op)
        && let Some(pushes) = appended(left, right, *node)
    {
        out.extend(pushes.into_iter().map(|e| Stmt { kind: StmtKind::Expr(e), span }));
        return;
    }
    if let ([right], None) = (rights.as_slice(), op)
        && let Some(stmts) = comma_ok_receive(&lefts, right, span).or_else(|| map_lookup(&lefts, right, span))
    {
        out.extend(stmts);
        return;
    }
    if lefts.is_empty() || rights.is_empty() {
        for r in rights {
            out.push(Stmt { kind: StmtKind::Expr(r), span });
        }
        return;
    }
    // `err := json.Unmarshal(body, &v)`: the call also fills `v`.
    let outs = match (right_nodes.as_slice(), op) {
        ([single], None) => out_params(l, *single),
        _ => Vec::new(),
    };
    // What is given a value here holds no earlier check; `err := validate.Struct(req)`: where
    // `err` is nil, `req`'s tags were checked.
    let given: Vec<String> = lefts.iter().chain(&outs).filter_map(tags::written_root).collect();
    tags::drop_written(l, &given);
    if let ([left], [right], None) = (lefts.as_slice(), right_nodes.as_slice(), op)
        && let ExprKind::Name(name) = &left.kind
        && let Some(checks) = tags::validating_call(l, *right)
    {
        tags::hold_where_nil(l, name, checks);
    }
    if outs.is_empty() {
        push_assign(lefts, rights, op, span, out);
        return;
    }
    let mut targets = vec![if lefts.len() == 1 {
        lefts.into_iter().next().unwrap_or_else(|| l.opaque(n))
    } else {
        let s = Span { start: lefts[0].span.start, end: lefts[lefts.len() - 1].span.end };
        Expr::new(ExprKind::Tuple(lefts), s)
    }];
    let typed = typed_fields(l, &outs, span);
    targets.extend(outs);
    let value = rights.into_iter().next().unwrap_or_else(|| l.opaque(n));
    out.push(Stmt { kind: StmtKind::Assign { targets, value, op: None }, span });
    out.extend(typed);
}

/// The type a value makes: `T{..}`, `&T{..}`, `new(T)`.
fn made_type(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
    match n.kind() {
        "composite_literal" => n.child_by_field_name("type").map(|t| l.text(t).to_string()),
        "unary_expression" if l.field_text(n, "operator") == "&" => made_type(l, n.child_by_field_name("operand")?),
        "call_expression" if l.field_text(n, "function") == "new" => {
            let args = n.child_by_field_name("arguments")?;
            args.named_child(0).map(|t| l.text(t).to_string())
        }
        _ => None,
    }
}

/// After a call fills variables through pointers (`c.ShouldBindJSON(&req)`): each field of a
/// struct of the file they are declared with whose type holds no text (a number, a boolean) is
/// converted to it, as the models' sanitizers name these types: the call refuses other input.
fn typed_fields(l: &Lower<'_>, outs: &[Expr], span: Span) -> Vec<Stmt> {
    let mut stmts = Vec::new();
    for o in outs {
        let ExprKind::Name(name) = &o.kind else { continue };
        let Some(fields) = l.var_types.get(name).and_then(|t| l.m.fields.get(t)) else { continue };
        for (field, ty) in fields {
            if !(BASIC_TYPES.contains(&ty.as_str()) && ty != "string" && ty != "any") {
                continue;
            }
            let target = Expr::new(ExprKind::Attr(Box::new(o.clone()), field.clone()), span);
            let func = Expr::new(ExprKind::Name(ty.clone()), span);
            let value = Expr::new(
                ExprKind::Call(Box::new(Call { func, args: vec![target.clone()], kwargs: Vec::new(), new: false })),
                span,
            );
            stmts.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
        }
    }
    stmts
}

/// A call standing alone: a write to a writer held by a variable appends to it; a call given
/// `&x` fills `x`.
pub(super) fn expression_statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let e = go_expr(l, n);
    if let ExprKind::Call(c) = &e.kind {
        if let Some(w) = writer_target(l, n, c) {
            let value = written_text(c).unwrap_or(e);
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![w], value, op: Some(BinOp::Add) }, span });
            return;
        }
        let outs = out_params(l, n);
        let given: Vec<String> = outs.iter().filter_map(tags::written_root).collect();
        tags::drop_written(l, &given);
        if !outs.is_empty() {
            let typed = typed_fields(l, &outs, span);
            out.push(Stmt { kind: StmtKind::Assign { targets: outs, value: e, op: None }, span });
            out.extend(typed);
            return;
        }
    }
    out.push(Stmt { kind: StmtKind::Expr(e), span });
}

/// Whether a statement is inside a `for` loop of its own function.
fn in_loop(n: Node<'_>) -> bool {
    let kinds = ["for_statement", "function_declaration", "method_declaration", "func_literal"];
    lower::enclosing(n, &kinds).kind() == "for_statement"
}
