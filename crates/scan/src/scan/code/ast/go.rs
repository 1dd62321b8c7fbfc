//! Go's syntax tree (tree-sitter-go) lowered to the analysis's program form.
//!
//! Go semantics expressed in the lowering: a method's receiver is its `self` (so calls on it
//! reach the methods of the same type); multiple assignment and the comma-ok forms are tuple
//! targets; `if`/`switch` initialisers run before their statement; a conversion to a built-in
//! type (`[]byte(s)`, `string(b)`) is its operand; `&x` passed to a call is an out-parameter the
//! call fills (`json.Unmarshal(body, &v)`); writing to a writer held by a variable
//! (`b.WriteString(s)`, `fmt.Fprintf(&b, ...)`) appends to it; `m[k]` used as a condition is a
//! membership test.

use tree_sitter::Node;

use super::ir::*;
use super::lower::{self, Lower, binop, float_kind, int_kind, named, unescape};
use crate::scan::code::models::{Models, WritesTo};

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    lower::module(src, models, root, go_expr, go_stmt)
}

/// The statements of a block (or a statement list, or a single statement).
fn block(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Stmt> {
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
fn clause_body(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Stmt> {
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

fn field_block(l: &mut Lower<'_>, n: Node<'_>, field: &str) -> Vec<Stmt> {
    n.child_by_field_name(field).map(|b| block(l, b)).unwrap_or_default()
}

fn go_stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    l.statement(n, out, go_statement);
}

fn go_statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let stmt = |kind| Stmt { kind, span };
    match n.kind() {
        "comment" => l.comment(n),
        "package_clause" | "type_declaration" | "empty_statement" | "goto_statement" | "fallthrough_statement" => {}
        "import_declaration" => imports(l, n),
        "function_declaration" | "method_declaration" => {
            let f = function(l, n);
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
            let e = l.opaque(n);
            out.push(stmt(StmtKind::Expr(e)));
        }
        _ => {
            let e = go_expr(l, n);
            out.push(stmt(StmtKind::Expr(e)));
        }
    }
}

/// `i++`, `i--`: `i += 1`, `i -= 1`.
fn inc_dec(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    if let Some(t) = n.named_child(0) {
        let span = l.span(n);
        let target = go_expr(l, t);
        let op = if n.kind() == "inc_statement" { BinOp::Add } else { BinOp::Sub };
        let one = Expr::new(ExprKind::Lit(Lit::Int(1)), span);
        out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value: one, op: Some(op) }, span });
    }
}

/// `var (..)` and `const (..)`: each spec an assignment.
fn declaration(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
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
fn initializer(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Stmt> {
    let mut inner = Vec::new();
    if let Some(init) = n.child_by_field_name("initializer") {
        go_stmt(l, init, &mut inner);
    }
    inner
}

fn if_statement(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
    let span = l.span(n);
    let mut inner = initializer(l, n);
    let cond = match n.child_by_field_name("condition") {
        Some(c) => cond_expr(l, c),
        None => l.opaque(n),
    };
    let then = field_block(l, n, "consequence");
    let other = field_block(l, n, "alternative");
    let s = Stmt { kind: StmtKind::If { cond, then, other }, span };
    if inner.is_empty() {
        return s;
    }
    inner.push(s);
    Stmt { kind: StmtKind::Block(inner), span }
}

/// An expression switch (on a value, or tagless: a chain of conditions) or a type switch, after
/// its initialiser.
fn switch(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
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
fn select(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
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
                arms.push(Arm { values: None, bind: None, guard: None, catch_all: false, body });
            }
            "default_case" => {
                let body = clause_body(l, case);
                arms.push(Arm { values: None, bind: None, guard: None, catch_all: true, body });
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

/// `v := <-ch`: an unknown value from the channel.
fn receive(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let value = match n.child_by_field_name("right") {
        Some(r) => go_expr(l, r),
        None => l.opaque(n),
    };
    let value = Expr::new(ExprKind::Opaque(vec![value]), span);
    match n.child_by_field_name("left") {
        Some(left) => {
            let target = targets(l, left);
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
        }
        None => out.push(Stmt { kind: StmtKind::Expr(value), span }),
    }
}

/// What `return` returns: one value, or several as a tuple.
fn return_value(l: &mut Lower<'_>, e: Node<'_>) -> Expr {
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
fn for_statement(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let mut c = n.walk();
    let header = n.named_children(&mut c).find(|k| !matches!(k.kind(), "block" | "comment"));
    let mut body = field_block(l, n, "body");
    let truth = |span| Expr::new(ExprKind::Lit(Lit::Bool(true)), span);
    let s = match header {
        None => StmtKind::While { cond: truth(span), body, other: Vec::new() },
        Some(h) if h.kind() == "range_clause" => {
            let iter = match h.child_by_field_name("right") {
                Some(r) => go_expr(l, r),
                None => l.opaque(h),
            };
            let target = match h.child_by_field_name("left") {
                // `for i, v := range xs`: the index (or map key) and the element.
                Some(left) => targets(l, left),
                None => Expr::new(ExprKind::Name("_".into()), span),
            };
            StmtKind::For { target, iter, body, other: Vec::new() }
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

/// The arms of a switch with a subject: literal cases match their literals, `default` catches
/// everything (and is tried last, wherever it is written).
fn switch_arms(l: &mut Lower<'_>, n: Node<'_>, bind: Option<String>) -> Vec<Arm> {
    let mut arms = Vec::new();
    let mut c = n.walk();
    for case in n.named_children(&mut c) {
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
                arms.push(Arm { values, bind: bind.clone(), guard: None, catch_all: false, body });
            }
            "default_case" => {
                let body = clause_body(l, case);
                arms.push(Arm { values: None, bind: bind.clone(), guard: None, catch_all: true, body });
            }
            "comment" => l.comment(case),
            _ => {}
        }
    }
    arms.sort_by_key(|a| a.catch_all);
    arms
}

/// `switch { case a: ...; case b, c: ...; default: ... }`: an if-else chain.
fn tagless_switch(l: &mut Lower<'_>, n: Node<'_>, span: Span) -> Stmt {
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
fn var_spec(l: &mut Lower<'_>, spec: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(spec);
    let mut c = spec.walk();
    let names: Vec<Expr> = spec
        .children_by_field_name("name", &mut c)
        .map(|n| Expr::new(ExprKind::Name(l.text(n).into()), l.span(n)))
        .collect();
    if names.is_empty() {
        return;
    }
    let values: Vec<Expr> = spec.child_by_field_name("value").map(|v| l.children(v)).unwrap_or_default();
    if values.is_empty() {
        // The zero value of the declared type; a constant in an iota list is some integer.
        let value = match spec.child_by_field_name("type") {
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

fn zero_value(ty: &str, span: Span) -> Expr {
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
fn push_assign(lefts: Vec<Expr>, mut rights: Vec<Expr>, op: Option<BinOp>, span: Span, out: &mut Vec<Stmt>) {
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
fn targets(l: &mut Lower<'_>, list: Node<'_>) -> Expr {
    let items = l.children(list);
    if items.len() == 1 {
        return items.into_iter().next().unwrap_or_else(|| l.opaque(list));
    }
    Expr::new(ExprKind::Tuple(items), l.span(list))
}

fn assignment(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
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
    let rights: Vec<Expr> = right_nodes.iter().map(|r| go_expr(l, *r)).collect();
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
    targets.extend(outs);
    let value = rights.into_iter().next().unwrap_or_else(|| l.opaque(n));
    out.push(Stmt { kind: StmtKind::Assign { targets, value, op: None }, span });
}

/// A call standing alone: a write to a writer held by a variable appends to it; a call given
/// `&x` fills `x`.
fn expression_statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let e = go_expr(l, n);
    if let ExprKind::Call(c) = &e.kind {
        if let Some(w) = writer_target(l, n, c) {
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![w], value: e, op: Some(BinOp::Add) }, span });
            return;
        }
        let outs = out_params(l, n);
        if !outs.is_empty() {
            out.push(Stmt { kind: StmtKind::Assign { targets: outs, value: e, op: None }, span });
            return;
        }
    }
    out.push(Stmt { kind: StmtKind::Expr(e), span });
}

/// The variable a write goes to, as the models' writers say: the receiver
/// (`b.WriteString(s)`) or the first argument (`fmt.Fprintf(&b, ...)`).
fn writer_target(l: &Lower<'_>, n: Node<'_>, c: &Call) -> Option<Expr> {
    let target = match l.call_models(&c.func.dotted()?, "").writer? {
        WritesTo::Receiver => match &c.func.kind {
            ExprKind::Attr(obj, _) => (**obj).clone(),
            _ => return None,
        },
        WritesTo::First => c.args.first()?.clone(),
    };
    is_path(&target).then_some(target).filter(|o| is_buffer(l, n, o))
}

/// Whether `e` is a variable the enclosing function declares as a buffer, of a type the models
/// name `buffer` (`var b strings.Builder`, `buf := new(bytes.Buffer)`, `b := &bytes.Buffer{}`)
/// or made by a call they name (`bytes.NewBufferString(s)`): not a writer given to it, such as a
/// response.
fn is_buffer(l: &Lower<'_>, at: Node<'_>, e: &Expr) -> bool {
    let ExprKind::Name(name) = &e.kind else { return false };
    let mut scope = at;
    while let Some(p) = scope.parent() {
        scope = p;
        if matches!(scope.kind(), "function_declaration" | "method_declaration" | "func_literal") {
            break;
        }
    }
    let mut cursor = scope.walk();
    let mut seen = 0usize;
    loop {
        let node = cursor.node();
        seen += 1;
        if matches!(node.kind(), "short_var_declaration" | "var_spec" | "assignment_statement")
            && node.start_byte() < at.start_byte()
            && declares_buffer(l, node, name)
        {
            return true;
        }
        if seen > 20_000 {
            return false;
        }
        if cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() || cursor.node() == scope {
                return false;
            }
        }
    }
}

/// Whether the declaration or assignment `node` gives `name` a buffer: its declared type, or
/// the value it is given (the one at its position, or the one call giving every name).
fn declares_buffer(l: &Lower<'_>, node: Node<'_>, name: &str) -> bool {
    let names: Vec<&str> = match node.child_by_field_name("left") {
        Some(left) => named(left).into_iter().map(|n| l.text(n).trim()).collect(),
        None => {
            let mut c = node.walk();
            node.children_by_field_name("name", &mut c).map(|n| l.text(n).trim()).collect()
        }
    };
    let Some(at) = names.iter().position(|n| *n == name) else { return false };
    if node.child_by_field_name("type").is_some_and(|t| buffer_type(l, t)) {
        return true;
    }
    let values = node.child_by_field_name("right").or_else(|| node.child_by_field_name("value")).map(named);
    let value = match values.as_deref() {
        Some([one]) => Some(*one),
        Some(many) if many.len() == names.len() => Some(many[at]),
        _ => None,
    };
    value.is_some_and(|v| makes_buffer(l, v, 0))
}

/// Whether the value `v` is a new buffer: `new(T)`, `T{}`, `&T{}`, `x.(*T)` of a buffer type
/// `T`, or a call the models say makes one.
fn makes_buffer(l: &Lower<'_>, v: Node<'_>, depth: usize) -> bool {
    if depth > 16 {
        return false;
    }
    match v.kind() {
        "parenthesized_expression" => named(v).first().is_some_and(|i| makes_buffer(l, *i, depth + 1)),
        "unary_expression" if l.field_text(v, "operator") == "&" => {
            v.child_by_field_name("operand").is_some_and(|o| makes_buffer(l, o, depth + 1))
        }
        "composite_literal" | "type_assertion_expression" => {
            v.child_by_field_name("type").is_some_and(|t| buffer_type(l, t))
        }
        "call_expression" => {
            let Some(func) = v.child_by_field_name("function") else { return false };
            // `new` is the language's own: a pointer to a new value of its type argument.
            if func.kind() == "identifier" && l.text(func) == "new" {
                let arg = v.child_by_field_name("arguments").and_then(|a| named(a).into_iter().next());
                return arg.is_some_and(|t| buffer_type(l, t));
            }
            l.call_models(&compact(l.text(func)), "").buffer
        }
        _ => false,
    }
}

/// Whether the type `t` (or the type it points to) is one the models name `buffer`.
fn buffer_type(l: &Lower<'_>, t: Node<'_>) -> bool {
    let text = compact(l.text(t));
    l.call_models(text.trim_start_matches(['*', '(']).trim_end_matches(')'), "").buffer
}

/// Text without its whitespace (`bytes . Buffer` is `bytes.Buffer`).
fn compact(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The variables passed by address to the call at node `n` (`&v`), which the call may fill.
fn out_params(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Expr> {
    let n = if n.kind() == "expression_list" && n.named_child_count() == 1 { n.named_child(0) } else { Some(n) };
    let Some(args) = n.filter(|n| n.kind() == "call_expression").and_then(|c| c.child_by_field_name("arguments"))
    else {
        return Vec::new();
    };
    let mut c = args.walk();
    let addressed: Vec<Node<'_>> = args
        .named_children(&mut c)
        .filter(|a| a.kind() == "unary_expression" && l.field_text(*a, "operator") == "&")
        .filter_map(|a| a.child_by_field_name("operand"))
        .filter(|o| matches!(o.kind(), "identifier" | "selector_expression"))
        .collect();
    addressed.into_iter().map(|o| go_expr(l, o)).filter(is_path).collect()
}

fn is_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(n) => n != "_",
        ExprKind::Attr(obj, _) => is_path(obj),
        _ => false,
    }
}

fn imports(l: &mut Lower<'_>, n: Node<'_>) {
    let mut c = n.walk();
    for k in n.named_children(&mut c) {
        match k.kind() {
            "import_spec" => import_spec(l, k),
            "import_spec_list" => {
                let mut kc = k.walk();
                for s in k.named_children(&mut kc).filter(|s| s.kind() == "import_spec") {
                    import_spec(l, s);
                }
            }
            _ => {}
        }
    }
}

/// `alias "path/to/pkg"` binds `alias` to the package's own name (`sq` -> `squirrel`), the name
/// the rules use; an import without an alias binds that name to itself.
fn import_spec(l: &mut Lower<'_>, s: Node<'_>) {
    let path = l.field_text(s, "path").trim_matches(['"', '`']);
    let name = package_name(path);
    let alias = match s.child_by_field_name("name") {
        Some(a) if a.kind() == "package_identifier" => l.text(a).to_string(),
        Some(_) => return,
        None => name.clone(),
    };
    if !name.is_empty() {
        l.m.imports.insert(alias, name);
    }
}

/// The name a package is declared with, from its import path: the last element, without a
/// major version (`/v3`, `.v2`) or a `go-` prefix.
fn package_name(path: &str) -> String {
    let mut parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    if parts.len() > 1
        && parts.last().is_some_and(|p| p.len() > 1 && p.starts_with('v') && p[1..].bytes().all(|b| b.is_ascii_digit()))
    {
        parts.pop();
    }
    let last = parts.last().copied().unwrap_or("");
    let last = match last.rsplit_once(".v") {
        Some((head, v)) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => head,
        _ => last,
    };
    let last = last.strip_prefix("go-").unwrap_or(last);
    last.replace(['-', '.'], "_")
}

fn function(l: &mut Lower<'_>, n: Node<'_>) -> usize {
    let name = l.field_text(n, "name").to_string();
    let span = l.span(n);
    let mut params = Vec::new();
    let mut receiver = None;
    let mut class = None;
    if let Some(r) = n.child_by_field_name("receiver") {
        let mut c = r.walk();
        if let Some(p) = r.named_children(&mut c).find(|p| p.kind() == "parameter_declaration") {
            receiver = p.child_by_field_name("name").map(|x| l.text(x).to_string());
            class = p.child_by_field_name("type").map(|t| type_name(l.text(t)));
        }
        params.push(Param { name: "self".into(), default: None, ty: class.clone() });
    }
    if let Some(p) = n.child_by_field_name("parameters") {
        params.extend(parameters(l, p));
    }
    let outer = std::mem::replace(&mut l.class, class);
    let id = l.reserve();
    let body = field_block(l, n, "body");
    let end = l.m.funcs.len();
    l.m.funcs[id] = Function { name, class: l.class.clone(), params, decorators: Vec::new(), body, span, value: None };
    l.class = outer;
    // The receiver is the method's `self`, in its body and in the closures inside it.
    if let Some(recv) = receiver.filter(|r| r != "_" && r != "self") {
        for f in &mut l.m.funcs[id..end] {
            for s in &mut f.body {
                rename_stmt(s, &recv);
            }
            if let Some(v) = &mut f.value {
                rename_expr(v, &recv);
            }
        }
    }
    id
}

/// `*Server`, `Server[T]` -> `Server`.
fn type_name(t: &str) -> String {
    let t = t.trim().trim_start_matches('*').trim();
    t.split('[').next().unwrap_or(t).trim().to_string()
}

fn parameters(l: &mut Lower<'_>, list: Node<'_>) -> Vec<Param> {
    let mut out = Vec::new();
    let mut c = list.walk();
    for p in list.named_children(&mut c) {
        if !matches!(p.kind(), "parameter_declaration" | "variadic_parameter_declaration") {
            continue;
        }
        let ty = p.child_by_field_name("type").map(|t| l.text(t).to_string());
        let mut nc = p.walk();
        let names: Vec<String> = p.children_by_field_name("name", &mut nc).map(|x| l.text(x).to_string()).collect();
        if names.is_empty() {
            // An unnamed parameter still takes its argument's place.
            out.push(Param { name: "_".into(), default: None, ty });
            continue;
        }
        for name in names {
            out.push(Param { name, default: None, ty: ty.clone() });
        }
    }
    out
}

fn rename_stmt(s: &mut Stmt, from: &str) {
    match &mut s.kind {
        StmtKind::Assign { targets, value, .. } => {
            targets.iter_mut().for_each(|t| rename_expr(t, from));
            rename_expr(value, from);
        }
        StmtKind::Expr(e) => rename_expr(e, from),
        StmtKind::Return(e) | StmtKind::Raise(e) => {
            if let Some(e) = e {
                rename_expr(e, from);
            }
        }
        StmtKind::If { cond, then, other } | StmtKind::While { cond, body: then, other } => {
            rename_expr(cond, from);
            then.iter_mut().chain(other.iter_mut()).for_each(|s| rename_stmt(s, from));
        }
        StmtKind::For { target, iter, body, other } => {
            rename_expr(target, from);
            rename_expr(iter, from);
            body.iter_mut().chain(other.iter_mut()).for_each(|s| rename_stmt(s, from));
        }
        StmtKind::Match { subject, arms } => {
            rename_expr(subject, from);
            for a in arms {
                if let Some(g) = &mut a.guard {
                    rename_expr(g, from);
                }
                a.body.iter_mut().for_each(|s| rename_stmt(s, from));
            }
        }
        StmtKind::Try { body, handlers, other, finally } => {
            body.iter_mut().chain(other.iter_mut()).chain(finally.iter_mut()).for_each(|s| rename_stmt(s, from));
            for h in handlers {
                h.body.iter_mut().for_each(|s| rename_stmt(s, from));
            }
        }
        StmtKind::With { items, body } => {
            for (v, t) in items {
                rename_expr(v, from);
                if let Some(t) = t {
                    rename_expr(t, from);
                }
            }
            body.iter_mut().for_each(|s| rename_stmt(s, from));
        }
        StmtKind::Block(b) => b.iter_mut().for_each(|s| rename_stmt(s, from)),
        StmtKind::Break | StmtKind::Continue | StmtKind::Def(_) => {}
    }
}

fn rename_expr(e: &mut Expr, from: &str) {
    match &mut e.kind {
        ExprKind::Name(n) => {
            if n == from {
                *n = "self".into();
            }
        }
        ExprKind::Attr(o, _) | ExprKind::Slice(o) | ExprKind::Unary(_, o) => rename_expr(o, from),
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::Walrus(a, b) => {
            rename_expr(a, from);
            rename_expr(b, from);
        }
        ExprKind::Call(c) => {
            rename_expr(&mut c.func, from);
            c.args.iter_mut().for_each(|a| rename_expr(a, from));
            c.kwargs.iter_mut().for_each(|(_, a)| rename_expr(a, from));
        }
        ExprKind::Cond(a, b, c) => {
            rename_expr(a, from);
            rename_expr(b, from);
            rename_expr(c, from);
        }
        ExprKind::Format(xs) | ExprKind::List(xs) | ExprKind::Tuple(xs) | ExprKind::Opaque(xs) => {
            xs.iter_mut().for_each(|x| rename_expr(x, from))
        }
        ExprKind::Dict(pairs) => {
            for (k, v) in pairs {
                if let Some(k) = k {
                    rename_expr(k, from);
                }
                rename_expr(v, from);
            }
        }
        ExprKind::Lit(_) | ExprKind::Lambda(_) => {}
    }
}

/// A condition: as an expression, except that `m[k]` tests whether `k` is in `m` (the
/// `map[string]bool` allow-list idiom).
fn cond_expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    let span = l.span(n);
    if !l.enter() {
        return Expr::new(ExprKind::Opaque(Vec::new()), span);
    }
    let e = match n.kind() {
        "parenthesized_expression" if n.named_child_count() == 1 => match n.named_child(0) {
            Some(inner) => cond_expr(l, inner),
            None => l.opaque(n),
        },
        "unary_expression" if l.field_text(n, "operator") == "!" => {
            let inner = match n.child_by_field_name("operand") {
                Some(o) => cond_expr(l, o),
                None => l.opaque(n),
            };
            Expr::new(ExprKind::Unary(UnOp::Not, Box::new(inner)), span)
        }
        "binary_expression" if matches!(l.field_text(n, "operator"), "&&" | "||") => {
            let op = binop(l.field_text(n, "operator"));
            let a = n.child_by_field_name("left").map(|x| cond_expr(l, x));
            let b = n.child_by_field_name("right").map(|x| cond_expr(l, x));
            match (a, b) {
                (Some(a), Some(b)) => Expr::new(ExprKind::Binary(op, Box::new(a), Box::new(b)), span),
                _ => l.opaque(n),
            }
        }
        "index_expression" => {
            let map = n.child_by_field_name("operand").map(|x| go_expr(l, x));
            let key = n.child_by_field_name("index").map(|x| go_expr(l, x));
            match (key, map) {
                (Some(k), Some(m)) => Expr::new(ExprKind::Binary(BinOp::In, Box::new(k), Box::new(m)), span),
                _ => l.opaque(n),
            }
        }
        _ => go_expr(l, n),
    };
    l.leave();
    e
}

fn go_expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    l.nested(n, go_expr_kind)
}

/// Go's predeclared types: a call of one is a conversion.
const BASIC_TYPES: &[&str] = &[
    "string", "byte", "rune", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
    "uintptr", "float32", "float64", "bool", "any",
];

fn go_expr_kind(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    match n.kind() {
        "identifier" | "field_identifier" | "package_identifier" | "type_identifier" => {
            ExprKind::Name(l.text(n).to_string())
        }
        "blank_identifier" => ExprKind::Name("_".into()),
        "true" => ExprKind::Lit(Lit::Bool(true)),
        "false" => ExprKind::Lit(Lit::Bool(false)),
        "nil" => ExprKind::Lit(Lit::Null),
        "int_literal" => int_kind(l.text(n)),
        "float_literal" => float_kind(l.text(n)),
        "interpreted_string_literal" | "raw_string_literal" | "rune_literal" => string(l, n),
        "selector_expression" => l.member(n, "operand", "field"),
        "index_expression" => l.subscript(n, "operand", "index"),
        "slice_expression" => ExprKind::Slice(Box::new(l.field(n, "operand"))),
        // `x.(T)`: the same value.
        "type_assertion_expression" => l.field(n, "operand").kind,
        "type_conversion_expression" => conversion(l, n),
        "parenthesized_expression" => match n.named_child(0) {
            Some(inner) if n.named_child_count() == 1 => go_expr(l, inner).kind,
            _ => l.opaque_kind(n),
        },
        "call_expression" => call(l, n),
        "binary_expression" => l.binary(n),
        "unary_expression" => unary(l, n),
        "composite_literal" => composite(l, n),
        "literal_value" => literal_value(l, n, false),
        "func_literal" => func_literal(l, n),
        "expression_list" => ExprKind::Tuple(l.children(n)),
        "variadic_argument" | "literal_element" => match n.named_child(0) {
            Some(inner) => go_expr(l, inner).kind,
            None => ExprKind::Opaque(Vec::new()),
        },
        "comment" => {
            l.comment(n);
            ExprKind::Opaque(Vec::new())
        }
        _ => l.opaque_kind(n),
    }
}

/// A string literal (`"a\n"`, `` `raw` ``) or a rune (`'a'`): its text.
fn string(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let t = l.text(n);
    match n.kind() {
        "raw_string_literal" => {
            ExprKind::Lit(Lit::Str(t.strip_prefix('`').and_then(|t| t.strip_suffix('`')).unwrap_or(t).to_string()))
        }
        "rune_literal" => {
            let inner = t.strip_prefix('\'').and_then(|t| t.strip_suffix('\'')).unwrap_or(t);
            ExprKind::Lit(Lit::Str(unescape(inner)))
        }
        _ => {
            let mut text = String::new();
            let mut c = n.walk();
            for k in n.named_children(&mut c) {
                match k.kind() {
                    "escape_sequence" => text.push_str(&unescape(l.text(k))),
                    _ => text.push_str(l.text(k)),
                }
            }
            ExprKind::Lit(Lit::Str(text))
        }
    }
}

fn unary(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let operand = l.field(n, "operand");
    match l.field_text(n, "operator") {
        "!" => ExprKind::Unary(UnOp::Not, Box::new(operand)),
        "-" => ExprKind::Unary(UnOp::Neg, Box::new(operand)),
        "+" => ExprKind::Unary(UnOp::Plus, Box::new(operand)),
        // A pointer to a value, a value pointed to: the same data.
        "&" | "*" => operand.kind,
        _ => ExprKind::Opaque(vec![operand]),
    }
}

fn func_literal(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let params = n.child_by_field_name("parameters").map(|p| parameters(l, p)).unwrap_or_default();
    let span = l.span(n);
    let id = l.reserve();
    let body = field_block(l, n, "body");
    l.m.funcs[id] = Function {
        name: LAMBDA.into(),
        class: l.class.clone(),
        params,
        decorators: Vec::new(),
        body,
        span,
        value: None,
    };
    ExprKind::Lambda(id)
}

fn call(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let func_node = n.child_by_field_name("function");
    let args: Vec<Expr> = n.child_by_field_name("arguments").map(|a| l.children(a)).unwrap_or_default();
    // A conversion to a built-in or composite type keeps the value: `[]byte(s)`, `string(b)`.
    let conversion = func_node.is_some_and(|f| match f.kind() {
        "identifier" => BASIC_TYPES.contains(&l.text(f)),
        "slice_type" | "array_type" | "pointer_type" | "parenthesized_type" | "map_type" | "channel_type"
        | "function_type" | "interface_type" => true,
        _ => false,
    });
    if conversion && args.len() == 1 {
        return args.into_iter().next().map_or(ExprKind::Opaque(Vec::new()), |a| a.kind);
    }
    let func = match func_node {
        Some(f) => go_expr(l, f),
        None => l.opaque(n),
    };
    ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false }))
}

/// `T(x)`: a conversion to a type written as a type (`[]byte(s)`) is the same value; the grammar
/// also reads `pkg.Name(x)` and `name(x)` this way, which may be calls (`db.Exec(q)`,
/// `template.HTML(s)`), so those are calls.
fn conversion(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let operand = l.field(n, "operand");
    let Some(ty) = n.child_by_field_name("type") else { return operand.kind };
    let func = match ty.kind() {
        "qualified_type" => {
            let pkg = ty.child_by_field_name("package").map(|p| Expr::new(ExprKind::Name(l.text(p).into()), l.span(p)));
            let name = l.field_text(ty, "name").to_string();
            match pkg {
                Some(p) => Expr::new(ExprKind::Attr(Box::new(p), name), l.span(ty)),
                None => return operand.kind,
            }
        }
        "type_identifier" if !BASIC_TYPES.contains(&l.text(ty)) => {
            Expr::new(ExprKind::Name(l.text(ty).to_string()), l.span(ty))
        }
        _ => return operand.kind,
    };
    ExprKind::Call(Box::new(Call { func, args: vec![operand], kwargs: Vec::new(), new: false }))
}

/// `T{...}`: a map is a Dict keyed by its keys, a slice or array a List, a struct a Dict keyed
/// by field names.
fn composite(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let ty = n.child_by_field_name("type").map(|t| t.kind()).unwrap_or("");
    let Some(body) = n.child_by_field_name("body") else { return ExprKind::Opaque(Vec::new()) };
    match ty {
        "map_type" => literal_value(l, body, true),
        "slice_type" | "array_type" | "implicit_length_array_type" => match literal_value(l, body, true) {
            ExprKind::Dict(pairs) if pairs.is_empty() => ExprKind::List(Vec::new()),
            other => other,
        },
        _ => literal_value(l, body, false),
    }
}

/// The `{...}` of a composite literal. Keys of a map are values; keys of a struct are field
/// names. Elements without keys are a list.
fn literal_value(l: &mut Lower<'_>, n: Node<'_>, map_keys: bool) -> ExprKind {
    let mut pairs: Vec<(Option<Expr>, Expr)> = Vec::new();
    let mut c = n.walk();
    for k in n.named_children(&mut c) {
        match k.kind() {
            "keyed_element" => {
                let key = k.child_by_field_name("key");
                let value = match k.child_by_field_name("value") {
                    Some(v) => go_expr(l, v),
                    None => l.opaque(k),
                };
                let key = key.map(|key| {
                    let inner = if key.kind() == "literal_element" { key.named_child(0).unwrap_or(key) } else { key };
                    if !map_keys && inner.kind() == "identifier" {
                        Expr::new(ExprKind::Lit(Lit::Str(l.text(inner).to_string())), l.span(inner))
                    } else {
                        go_expr(l, inner)
                    }
                });
                pairs.push((key, value));
            }
            "comment" => l.comment(k),
            _ => {
                let v = go_expr(l, k);
                pairs.push((None, v));
            }
        }
    }
    if !pairs.is_empty() && pairs.iter().all(|(k, _)| k.is_none()) {
        return ExprKind::List(pairs.into_iter().map(|(_, v)| v).collect());
    }
    ExprKind::Dict(pairs)
}

#[cfg(test)]
mod tests {
    use super::super::parse_builtin as parse;
    use super::*;
    use crate::scan::lex::Lang;

    /// The models' writers append to a buffer the function declares (into the receiver or the
    /// first argument, `io.WriteString` included), never to a writer it is given.
    #[test]
    fn writes_to_a_declared_buffer_append_to_it() {
        let src = "package p\nimport (\"fmt\"\n\"io\")\nfunc f(w io.Writer, s string) {\n\
                   b := new(bytes.Buffer)\nb.WriteString(s)\nfmt.Fprintf(b, \"%s\", s)\nio.WriteString(b, s)\n\
                   w.Write(s)\nio.WriteString(w, s)\nb.Grow(s)\n}";
        let m = parse(Lang::Go, src).unwrap_or_default();
        let appends: Vec<Option<String>> = m.funcs[1].body[1..]
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Assign { targets, op: Some(BinOp::Add), .. } => targets[0].dotted(),
                _ => None,
            })
            .collect();
        let b = Some("b".to_string());
        assert_eq!(appends, [b.clone(), b.clone(), b, None, None, None]);
    }

    /// A buffer is a variable of a type the models name `buffer`, or made by a call they name,
    /// exactly: not one whose declaration merely mentions a builder or a buffer.
    #[test]
    fn buffers_are_the_models_types_named_exactly() {
        let appended = |decl: &str| {
            let src = format!(
                "package p\nimport (\"bytes\"\n\"strings\"\nbb \"bytes\")\nfunc f(s string) {{\n{decl}\nb.WriteString(s)\n}}"
            );
            let m = parse(Lang::Go, &src).unwrap_or_default();
            matches!(m.funcs[1].body.last().map(|s| &s.kind), Some(StmtKind::Assign { op: Some(BinOp::Add), .. }))
        };
        for owned in [
            "var b strings.Builder",
            "var b *bytes.Buffer = new(bytes.Buffer)",
            "b := new(bytes.Buffer)",
            "b := &strings.Builder{}",
            "b := bytes.NewBufferString(s)",
            "b := bb.NewBuffer(nil)",
            "b := pool.Get().(*bytes.Buffer)",
            "n, b := 1, new(bytes.Buffer)",
        ] {
            assert!(appended(owned), "{owned}");
        }
        for given in [
            "b := newBuffer()",
            "b := makeBuilder(s)",
            "var b MyBufferedWriter",
            "b, n := w, new(bytes.Buffer)",
            "b := strings.NewReader(s)",
        ] {
            assert!(!appended(given), "{given}");
        }
    }

    /// Deep nesting, huge expressions and binary data are analysed on a scanning thread's
    /// default stack without overflowing it.
    #[test]
    fn hostile_files_do_not_overflow() {
        let rules = crate::scan::code::CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let deep = format!("package p\nfunc f() {{ x := {}1{} }}", "(".repeat(20_000), ")".repeat(20_000));
        let ifs = format!("package p\nfunc f() {{ {} {} }}", "if a { ".repeat(5_000), "}".repeat(5_000));
        let loops =
            format!("package p\nfunc f() {{ {} {} }}", "for _, x := range a { ".repeat(5_000), "}".repeat(5_000));
        let funcs = format!("package p\nvar f = {} {}", "func() { g(".repeat(3_000), ") }".repeat(3_000));
        let sum = format!("package p\nvar x = {}\"a\"", "\"a\" + ".repeat(50_000));
        let binary: String = (0u8..=255).cycle().take(20_000).map(char::from).collect();
        for src in [deep, ifs, loops, funcs, sum, binary] {
            let lines = crate::scan::text::LineIndex::new(&src);
            let src2 = src.clone();
            let rules = &rules;
            std::thread::scope(|s| {
                s.spawn(move || crate::scan::code::analyze(rules, Lang::Go, &src2, &lines)).join().map(|_| ())
            })
            .unwrap_or_else(|_| panic!("analysis failed on {}", &src[..40.min(src.len())]));
        }
    }

    #[test]
    fn receivers_imports_and_tuples() {
        let src = "package p\nimport (\n\tsq \"github.com/Masterminds/squirrel\"\n\t\"gopkg.in/yaml.v3\"\n)\n\
                   func (s *Store) Get(id string) (string, error) { v, err := s.load(id); return v, err }";
        let m = parse(Lang::Go, src).unwrap_or_default();
        assert_eq!(m.imports.get("sq").map(String::as_str), Some("squirrel"));
        assert_eq!(m.imports.get("yaml").map(String::as_str), Some("yaml"));
        let f = &m.funcs[1];
        assert_eq!((f.name.as_str(), f.class.as_deref()), ("Get", Some("Store")));
        let names: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["self", "id"]);
        let StmtKind::Assign { targets, value, .. } = &f.body[0].kind else { panic!("{:?}", f.body) };
        assert!(matches!(&targets[0].kind, ExprKind::Tuple(t) if t.len() == 2));
        assert_eq!(value.dotted().as_deref(), Some("self.load"));
    }

    #[test]
    fn package_names_from_paths() {
        assert_eq!(package_name("os/exec"), "exec");
        assert_eq!(package_name("github.com/go-ldap/ldap/v3"), "ldap");
        assert_eq!(package_name("gopkg.in/yaml.v2"), "yaml");
        assert_eq!(package_name("github.com/mattn/go-sqlite3"), "sqlite3");
    }
}
