//! Java's syntax tree (tree-sitter-java) lowered to the analysis's program form. Methods of
//! every class (nested, anonymous, local) are functions of their class; field initialisers run
//! at the top level, so their constants are every method's globals. `new X(..)` is a call of `X`
//! with `new` set; a classic `switch` is a `Match` whose arms fall through to the next `break`.

use tree_sitter::Node;

use super::ir::*;
use super::lower::{self, ClassFields, Lower, binop, float_kind, int_kind, named, unescape};
use crate::scan::code::models::{Models, WritesTo};

mod switch;

use switch::{give, switch_arms, switch_into};

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    let mut l = Lower::new(src, models, expr);
    switch::note_records(&mut l, root);
    let body = lower::stmts(&mut l, root, stmt);
    l.finish(body)
}

/// The statements of a block-like node, lowered in order.
fn block(l: &mut Lower<'_>, node: Node<'_>) -> Vec<Stmt> {
    lower::stmts(l, node, stmt)
}

/// A statement field lowered as a list of statements (a block or a single statement).
fn body(l: &mut Lower<'_>, node: Node<'_>, field: &str) -> Vec<Stmt> {
    let mut out = Vec::new();
    if let Some(b) = node.child_by_field_name(field) {
        stmt(l, b, &mut out);
    }
    unblock(out)
}

/// A lone block's statements.
fn unblock(mut stmts: Vec<Stmt>) -> Vec<Stmt> {
    if stmts.len() == 1
        && let StmtKind::Block(_) = &stmts[0].kind
        && let Some(Stmt { kind: StmtKind::Block(inner), .. }) = stmts.pop()
    {
        return inner;
    }
    stmts
}

fn stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    l.statement(n, out, statement);
}

fn statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let stmt_of = |kind| Stmt { kind, span };
    match n.kind() {
        "line_comment" | "block_comment" => l.comment(n),
        "package_declaration" | "module_declaration" | ";" => {}
        "import_declaration" => import(l, n),
        "expression_statement" => {
            if let Some(e) = n.named_child(0) {
                expr_stmt(l, e, out);
            }
        }
        "local_variable_declaration" | "field_declaration" | "constant_declaration" => declaration(l, n, out),
        "class_declaration"
        | "interface_declaration"
        | "enum_declaration"
        | "record_declaration"
        | "annotation_type_declaration" => class(l, n, out),
        "method_declaration" | "constructor_declaration" | "compact_constructor_declaration" => {
            let f = method(l, n);
            out.push(stmt_of(StmtKind::Def(f)));
        }
        "static_initializer" => {
            let inner = block(l, n);
            out.push(stmt_of(StmtKind::Block(inner)));
        }
        "block" | "program" | "constructor_body" | "ERROR" | "synchronized_statement" => {
            let inner = match n.child_by_field_name("body") {
                Some(b) if n.kind() == "synchronized_statement" => block(l, b),
                _ => block(l, n),
            };
            out.push(stmt_of(StmtKind::Block(inner)));
        }
        "labeled_statement" => {
            let mut c = n.walk();
            let kids: Vec<Node<'_>> = n.named_children(&mut c).filter(|k| k.kind() != "identifier").collect();
            for k in kids {
                stmt(l, k, out);
            }
        }
        "if_statement"
        | "while_statement"
        | "do_statement"
        | "for_statement"
        | "enhanced_for_statement"
        | "switch_expression"
        | "try_statement"
        | "try_with_resources_statement" => compound(l, n, out),
        "return_statement" | "yield_statement" | "throw_statement" | "assert_statement" => exit(l, n, out),
        "break_statement" => out.push(stmt_of(StmtKind::Break)),
        "continue_statement" => out.push(stmt_of(StmtKind::Continue)),
        _ if n.is_named() => {
            let e = expr(l, n);
            out.push(stmt_of(StmtKind::Expr(e)));
        }
        _ => {}
    }
}

/// `return`, `throw`, `yield` (where a value leaves the function or the switch) and `assert`.
fn exit(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let stmt_of = |kind| Stmt { kind, span };
    match n.kind() {
        "return_statement" => {
            let value = n.named_child(0).filter(|e| !e.kind().contains("comment"));
            if let Some(v) = value.filter(|v| v.kind() == "switch_expression") {
                switch_into(l, v, None, out);
                return;
            }
            let value = value.map(|e| expr(l, e));
            out.push(stmt_of(StmtKind::Return(value)));
        }
        // A switch expression's value, where it goes.
        "yield_statement" => {
            if let Some(e) = n.named_child(0) {
                let e = expr(l, e);
                out.push(give(l, e, span));
            }
        }
        // An assertion, off unless the JVM is started with `-ea` (no check): evaluated for its
        // calls.
        "assert_statement" => {
            if let Some(e) = n.named_child(0) {
                let e = expr(l, e);
                out.push(stmt_of(StmtKind::Expr(e)));
            }
        }
        "throw_statement" => {
            let value = n.named_child(0).map(|e| expr(l, e));
            out.push(stmt_of(StmtKind::Raise(value)));
        }
        _ => {}
    }
}

/// Conditionals, loops, `switch` and `try`: kept out of [`stmt`] so its stack frame stays small
/// (nesting is deep in hostile files).
#[inline(never)]
fn compound(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    let stmt_of = |kind| Stmt { kind, span };
    match n.kind() {
        "if_statement" => {
            let cond = l.field(n, "condition");
            let then = body(l, n, "consequence");
            let other = body(l, n, "alternative");
            out.push(stmt_of(StmtKind::If { cond, then, other }));
        }
        "while_statement" => {
            let cond = l.field(n, "condition");
            let b = body(l, n, "body");
            out.push(stmt_of(StmtKind::While { cond, body: b, other: Vec::new() }));
        }
        "do_statement" => {
            // The body runs once, then as a loop.
            let first = body(l, n, "body");
            let cond = l.field(n, "condition");
            let again = body(l, n, "body");
            let mut inner = first;
            inner.push(stmt_of(StmtKind::While { cond, body: again, other: Vec::new() }));
            out.push(stmt_of(StmtKind::Block(inner)));
        }
        "for_statement" => out.push(for_loop(l, n)),
        "enhanced_for_statement" => {
            // `for (StreamMessage<K, V> m : batch)`: `m` is declared with its class in the loop.
            if let (Some(x), Some(t)) = (n.child_by_field_name("name"), n.child_by_field_name("type")) {
                declare(l, l.text(x), t);
            }
            let target = match n.child_by_field_name("name") {
                Some(x) => Expr::new(ExprKind::Name(l.text(x).to_string()), l.span(x)),
                None => l.opaque(n),
            };
            let iter = l.field(n, "value");
            let b = body(l, n, "body");
            out.push(stmt_of(StmtKind::For {
                target,
                iter,
                body: b,
                other: Vec::new(),
                pairs: false,
                positions: false,
            }));
        }
        "switch_expression" => {
            let subject = l.field(n, "condition");
            let arms = n.child_by_field_name("body").map(|b| switch_arms(l, b, &subject, false)).unwrap_or_default();
            out.push(stmt_of(StmtKind::Match { subject, arms }));
        }
        "try_statement" | "try_with_resources_statement" => out.push(stmt_of(try_statement(l, n))),
        _ => {}
    }
}

/// `for (init; cond; update) body`: the initialisers, then a loop whose body ends with the
/// updates.
fn for_loop(l: &mut Lower<'_>, n: Node<'_>) -> Stmt {
    let span = l.span(n);
    let mut inner = Vec::new();
    let mut c = n.walk();
    let inits: Vec<Node<'_>> = n.children_by_field_name("init", &mut c).collect();
    for i in inits {
        if i.kind() == "local_variable_declaration" {
            declaration(l, i, &mut inner);
        } else {
            expr_stmt(l, i, &mut inner);
        }
    }
    let cond = match n.child_by_field_name("condition") {
        Some(c) => expr(l, c),
        None => Expr::new(ExprKind::Lit(Lit::Bool(true)), span),
    };
    let mut b = body(l, n, "body");
    let mut c = n.walk();
    let updates: Vec<Node<'_>> = n.children_by_field_name("update", &mut c).collect();
    for u in updates {
        expr_stmt(l, u, &mut b);
    }
    inner.push(Stmt { kind: StmtKind::While { cond, body: b, other: Vec::new() }, span });
    Stmt { kind: StmtKind::Block(inner), span }
}

/// `try (resources) {..} catch (..) {..} finally {..}`: the resources open at the start of the body.
fn try_statement(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let mut b = Vec::new();
    if let Some(res) = n.child_by_field_name("resources") {
        let mut c = res.walk();
        for r in res.named_children(&mut c) {
            resource(l, r, &mut b);
        }
    }
    b.extend(body(l, n, "body"));
    let (mut handlers, mut finally) = (Vec::new(), Vec::new());
    let mut c = n.walk();
    for k in n.named_children(&mut c) {
        match k.kind() {
            "catch_clause" => {
                let bind = k
                    .named_children(&mut k.walk())
                    .find(|p| p.kind() == "catch_formal_parameter")
                    .map(|p| l.field_text(p, "name").to_string());
                let hb = body(l, k, "body");
                handlers.push(Handler { bind, body: hb });
            }
            "finally_clause" => {
                finally =
                    k.named_children(&mut k.walk()).filter(|b| b.kind() == "block").flat_map(|b| block(l, b)).collect()
            }
            _ => {}
        }
    }
    StmtKind::Try { body: b, handlers, other: Vec::new(), finally }
}

/// `import a.b.C;` is kept aside (rules name classes as code writes them; what must be told
/// from a namesake reads [`Module::type_imports`]); `import static a.b.C.m;` lets `m(..)` stand
/// for `C.m(..)`.
fn import(l: &mut Lower<'_>, n: Node<'_>) {
    let text = l.text(n);
    let Some(rest) = text.trim().strip_prefix("import") else { return };
    let Some(path) = rest.trim_start().strip_prefix("static") else {
        let path: String = rest.trim().trim_end_matches(';').chars().filter(|c| !c.is_whitespace()).collect();
        if let Some(class) = path.rsplit_once('.').map(|(_, c)| c.to_string()).filter(|c| c != "*") {
            l.m.type_imports.insert(class, path);
        }
        return;
    };
    let path: String = path.trim().trim_end_matches(';').chars().filter(|c| !c.is_whitespace()).collect();
    let parts: Vec<&str> = path.split('.').collect();
    if let [.., class, member] = parts.as_slice()
        && *member != "*"
    {
        l.m.imports.insert((*member).to_string(), format!("{class}.{member}"));
    }
}

/// A class, interface, enum or record: its methods become functions of the class; field
/// initialisers and initializer blocks run in order where the class is declared.
fn class(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let name = l.field_text(n, "name").to_string();
    if n.kind() == "interface_declaration" {
        l.m.interfaces.insert(name.clone());
    }
    if n.kind() == "enum_declaration" {
        l.m.enums.insert(name.clone());
    } else {
        l.m.classes.insert(name.clone());
    }
    // A record's components are its fields, in order (`new R(a, b)` sets them; `r.a()` reads).
    if n.kind() == "record_declaration"
        && let Some(p) = n.child_by_field_name("parameters")
    {
        let fields = params(l, p).into_iter().map(|p| (p.name, p.ty.unwrap_or_default())).collect();
        l.m.fields.insert(name.clone(), fields);
        l.m.records.insert(name.clone());
    }
    // `class Receipt extends Page<T>`.
    if let Some(base) = n.child_by_field_name("superclass").and_then(|s| s.named_child(0)) {
        let base = match base.kind() {
            "generic_type" => base.named_child(0).unwrap_or(base),
            _ => base,
        };
        let simple = l.text(base).rsplit('.').next().unwrap_or("").to_string();
        l.m.bases.insert(name.clone(), vec![simple]);
    }
    // `class Board implements Renderer, Source<T>`.
    if let Some(list) = n.child_by_field_name("interfaces").and_then(|s| s.named_child(0)) {
        let simple = |k: Node<'_>| {
            let k = if k.kind() == "generic_type" { k.named_child(0).unwrap_or(k) } else { k };
            l.text(k).rsplit('.').next().unwrap_or("").to_string()
        };
        let implemented: Vec<String> = named(list).into_iter().map(simple).filter(|s| !s.is_empty()).collect();
        l.m.implements.insert(name.clone(), implemented);
    }
    let mut mc = n.walk();
    let annotations: Vec<String> = n
        .named_children(&mut mc)
        .filter(|k| k.kind() == "modifiers")
        .flat_map(|m| named(m).into_iter().filter(|a| a.kind().ends_with("annotation")))
        .map(|a| l.text(a).trim_start_matches('@').to_string())
        .collect();
    if !annotations.is_empty() {
        l.m.class_annotations.insert(name.clone(), annotations);
    }
    let outer = l.class.replace(name);
    if let Some(b) = n.child_by_field_name("body") {
        let fields = instance_fields(l, b);
        l.fields.push(fields);
        class_body(l, b, out);
        l.fields.pop();
    }
    l.class = outer;
}

/// The instance fields a class body declares (not `static`): those without a value, and the
/// `final` ones with one.
fn instance_fields(l: &mut Lower<'_>, body: Node<'_>) -> ClassFields {
    let mut fields = ClassFields::default();
    for f in named(body).into_iter().filter(|f| f.kind() == "field_declaration") {
        let words = modifiers(l, f);
        if words.contains(&"static") {
            continue;
        }
        let mut c = f.walk();
        for d in f.children_by_field_name("declarator", &mut c) {
            let name = l.field_text(d, "name").to_string();
            match d.child_by_field_name("value") {
                None => fields.set_later.insert(name),
                Some(_) if words.contains(&"final") && declared_once(l, body, &name) => fields.fixed.insert(name),
                Some(_) => false,
            };
        }
    }
    fields
}

/// Whether `name` is a field of one class of the file only: the global a field's value is kept
/// in is the file's. (The file's fields counted once, with a stack of its own.)
fn declared_once(l: &mut Lower<'_>, body: Node<'_>, name: &str) -> bool {
    if l.field_names.is_none() {
        let mut root = body;
        while let Some(p) = root.parent() {
            root = p;
        }
        let mut counts = std::collections::HashMap::new();
        let mut todo = vec![root];
        while let Some(n) = todo.pop() {
            if n.kind() == "field_declaration" {
                let mut c = n.walk();
                for d in n.children_by_field_name("declarator", &mut c) {
                    *counts.entry(l.field_text(d, "name").to_string()).or_insert(0) += 1;
                }
            }
            todo.extend(named(n));
        }
        l.field_names = Some(counts);
    }
    l.field_names.as_ref().and_then(|c| c.get(name)) == Some(&1)
}

/// The names a method (or an initialiser) declares anywhere in it: its parameters, local
/// variables, loop, catch and resource variables, and its lambdas' parameters.
/// (A walk with a stack of its own: nesting is deep in hostile files.)
fn declared_names(l: &Lower<'_>, n: Node<'_>, out: &mut std::collections::HashSet<String>) {
    let mut todo = vec![n];
    while let Some(n) = todo.pop() {
        match n.kind() {
            "class_body" | "enum_body" | "interface_body" => continue,
            "variable_declarator"
            | "formal_parameter"
            | "catch_formal_parameter"
            | "resource"
            | "enhanced_for_statement" => {
                if let Some(name) = n.child_by_field_name("name") {
                    out.insert(l.text(name).to_string());
                }
            }
            "inferred_parameters" => out.extend(named(n).into_iter().map(|p| l.text(p).to_string())),
            "lambda_expression" => {
                if let Some(p) = n.child_by_field_name("parameters").filter(|p| p.kind() == "identifier") {
                    out.insert(l.text(p).to_string());
                }
            }
            _ => {}
        }
        todo.extend(named(n));
    }
}

/// A bare name of a field the class's constructor or methods set, not hidden by a name the
/// method declares: `this.name`.
fn field_of_this(l: &Lower<'_>, name: &str) -> bool {
    l.fields.last().is_some_and(|f| f.set_later.contains(name) && !f.own.contains(name))
}

fn class_body(l: &mut Lower<'_>, b: Node<'_>, out: &mut Vec<Stmt>) {
    let mut c = b.walk();
    for child in b.named_children(&mut c) {
        match child.kind() {
            "enum_body_declarations" => class_body(l, child, out),
            "enum_constant" => {
                if let Some(body) = child.child_by_field_name("body") {
                    class_body(l, body, out);
                }
            }
            // A block in a class body is an instance initializer.
            _ => stmt(l, child, out),
        }
    }
}

fn method(l: &mut Lower<'_>, n: Node<'_>) -> usize {
    let name = l.field_text(n, "name").to_string();
    let mut decorators = Vec::new();
    let mut c = n.walk();
    for m in n.named_children(&mut c).filter(|k| k.kind() == "modifiers") {
        let mut mc = m.walk();
        for a in m.named_children(&mut mc).filter(|a| a.kind().ends_with("annotation")) {
            decorators.push(annotation(l, a));
        }
    }
    let mut params = n.child_by_field_name("parameters").map(|p| params(l, p)).unwrap_or_default();
    // A record's compact constructor takes its components and sets them after its body.
    let compact = n.kind() == "compact_constructor_declaration";
    if compact && let Some(fs) = l.class.as_ref().and_then(|c| l.m.fields.get(c)) {
        params = fs
            .iter()
            .map(|(name, ty)| Param { name: name.clone(), default: None, ty: Some(ty.clone()), keywords: false })
            .collect();
    }
    let span = l.span(n);
    let id = l.reserve();
    // (A method of a class written inside another method, an anonymous `Runnable`'s `run`,
    // also sees the names declared around it.)
    let mut own = l.fields.last().map(|f| f.own.clone()).unwrap_or_default();
    declared_names(l, n, &mut own);
    let outer = l.fields.last_mut().map(|f| std::mem::replace(&mut f.own, own));
    let mut b = match n.child_by_field_name("body") {
        Some(b) => block(l, b),
        None => Vec::new(),
    };
    if compact {
        for p in &params {
            let this = Expr::new(ExprKind::Name(THIS.to_string()), span);
            let target = Expr::new(ExprKind::Attr(Box::new(this), p.name.clone()), span);
            let value = Expr::new(ExprKind::Name(p.name.clone()), span);
            b.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
        }
    }
    if let (Some(f), Some(outer)) = (l.fields.last_mut(), outer) {
        f.own = outer;
    }
    l.m.funcs[id] = Function { name, class: l.class.clone(), params, decorators, body: b, span, value: None };
    id
}

/// An annotation as a decorator: `@GetMapping("/x")` is a call of `GetMapping`.
fn annotation(l: &mut Lower<'_>, a: Node<'_>) -> Expr {
    let span = l.span(a);
    let func = match a.child_by_field_name("name") {
        Some(nm) => name_expr(l, nm),
        None => return l.opaque(a),
    };
    match a.child_by_field_name("arguments") {
        Some(args) => {
            let args = l.children(args);
            Expr::new(ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false })), span)
        }
        None => func,
    }
}

/// Parameters; the type is written with its annotations (`@RequestParam("q") String`), which
/// say where a handler's value comes from.
fn params(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Param> {
    let mut out = Vec::new();
    let mut c = n.walk();
    for p in n.named_children(&mut c) {
        match p.kind() {
            "formal_parameter" => {
                let name = l.field_text(p, "name").to_string();
                let mods = p.named_children(&mut p.walk()).find(|k| k.kind() == "modifiers").map(|m| l.text(m));
                let ty = l.field_text(p, "type");
                let ty = match mods {
                    Some(m) => format!("{m} {ty}"),
                    None => ty.to_string(),
                };
                if let Some(t) = p.child_by_field_name("type") {
                    declare(l, &name, t);
                }
                out.push(Param { name, default: None, ty: Some(ty), keywords: false });
            }
            "spread_parameter" => {
                let name = p
                    .named_children(&mut p.walk())
                    .find(|k| k.kind() == "variable_declarator")
                    .map(|d| l.field_text(d, "name").to_string())
                    .unwrap_or_default();
                out.push(Param { name, default: None, ty: None, keywords: false });
            }
            "identifier" => out.push(Param { name: l.text(p).to_string(), default: None, ty: None, keywords: false }),
            _ => {}
        }
    }
    out
}

/// `T a = x, b, c = y;`: one assignment per declarator with a value.
fn declaration(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let mut c = n.walk();
    let decls: Vec<Node<'_>> = n.children_by_field_name("declarator", &mut c).collect();
    let ty = n.child_by_field_name("type");
    for d in decls {
        let Some(name) = d.child_by_field_name("name") else { continue };
        let var = l.text(name);
        l.declare_local(lower::enclosing_block(n), var);
        if let Some(t) = ty.filter(|_| d.child_by_field_name("dimensions").is_none()) {
            let var = l.text(name);
            declare(l, var, t);
        }
        let Some(v) = d.child_by_field_name("value") else { continue };
        let target = Expr::new(ExprKind::Name(l.text(name).to_string()), l.span(name));
        if v.kind() == "switch_expression" {
            switch_into(l, v, Some(target), out);
            continue;
        }
        let value = expr(l, v);
        if constant_field(l, n)
            && let Some(class) = l.class.clone()
        {
            l.m.class_attrs.entry(class).or_default().push((var.to_string(), value.clone()));
        }
        out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span: l.span(d) });
    }
}

/// The modifiers a declaration is written with (`private`, `static`, `final`).
fn modifiers<'s>(l: &Lower<'s>, n: Node<'_>) -> Vec<&'s str> {
    let mods = named(n).into_iter().find(|k| k.kind() == "modifiers").map(|m| l.text(m)).unwrap_or("");
    mods.split_whitespace().collect()
}

/// Whether a declaration is a class's constant, which other classes read by the class's name
/// (`Keys.RAW`): a `static final` field, or an interface's field.
fn constant_field(l: &Lower<'_>, n: Node<'_>) -> bool {
    let words = modifiers(l, n);
    n.kind() == "constant_declaration"
        || n.kind() == "field_declaration" && words.contains(&"static") && words.contains(&"final")
}

/// Notes the class a name is declared with (`DocumentBuilderFactory dbf`, `List<Row> rows`),
/// and where that declaration is in scope (the block, method, class body or statement around
/// it): the simple name of a class type; arrays, primitives and `var` say nothing.
fn declare(l: &mut Lower<'_>, name: &str, ty: Node<'_>) {
    let class = match ty.kind() {
        "generic_type" => ty.named_child(0),
        "type_identifier" | "scoped_type_identifier" => Some(ty),
        _ => None,
    };
    let Some(simple) = class.map(|t| l.text(t).rsplit('.').next().unwrap_or("").trim().to_string()) else { return };
    if !simple.starts_with(|c: char| c.is_ascii_uppercase()) || name.is_empty() {
        return;
    }
    l.declare_in(name, simple, ty, |s| {
        matches!(
            s.kind(),
            "block"
                | "class_body"
                | "enum_body"
                | "interface_body"
                | "method_declaration"
                | "constructor_declaration"
                | "lambda_expression"
                | "try_with_resources_statement"
                | "for_statement"
                | "enhanced_for_statement"
                | "program"
        )
    });
}

/// A try-with-resources resource: `Type name = value` or an existing variable.
fn resource(l: &mut Lower<'_>, r: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(r);
    match (r.child_by_field_name("name"), r.child_by_field_name("value")) {
        (Some(name), Some(v)) => {
            if let Some(t) = r.child_by_field_name("type") {
                let var = l.text(name);
                declare(l, var, t);
            }
            let target = Expr::new(ExprKind::Name(l.text(name).to_string()), l.span(name));
            let value = expr(l, v);
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
        }
        _ => {
            let e = l.opaque(r);
            out.push(Stmt { kind: StmtKind::Expr(e), span });
        }
    }
}

/// An expression used as a statement: assignments and `i++` become assignments.
fn expr_stmt(l: &mut Lower<'_>, e: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(e);
    match e.kind() {
        "assignment_expression" => {
            let target = l.field(e, "left");
            let op = e.child_by_field_name("operator").map(|o| l.text(o)).unwrap_or("=");
            if let Some(right) = e.child_by_field_name("right").filter(|r| op == "=" && r.kind() == "switch_expression")
            {
                switch_into(l, right, Some(target), out);
                return;
            }
            let value = l.field(e, "right");
            let op = (op != "=").then(|| binop(op.trim_end_matches('=')));
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op }, span });
        }
        "update_expression" => {
            if let Some(t) = e.named_child(0) {
                let target = expr(l, t);
                let op = if l.text(e).contains("--") { BinOp::Sub } else { BinOp::Add };
                let one = Expr::new(ExprKind::Lit(Lit::Int(1)), span);
                out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value: one, op: Some(op) }, span });
            }
        }
        "switch_expression" => stmt(l, e, out),
        _ => {
            let x = expr(l, e);
            match appended(l, &x, span.start) {
                // `sb.append(a).append(b)` on a buffer the method declares: `sb += a + b`.
                Some((target, value)) => out
                    .push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: Some(BinOp::Add) }, span }),
                None => out.push(Stmt { kind: StmtKind::Expr(x), span }),
            }
        }
    }
}

/// For a chain of writes (`sb.append(a).append(b)`, the models' `writer` calls into their
/// receiver) on a variable declared with a `buffer` type (`StringBuilder sb`): the variable,
/// and what the chain appends to it, in order.
fn appended(l: &Lower<'_>, x: &Expr, at: usize) -> Option<(Expr, Expr)> {
    let mut parts = Vec::new();
    let mut e = x;
    while let ExprKind::Call(c) = &e.kind {
        let ExprKind::Attr(recv, _) = &c.func.kind else { return None };
        if l.call_models(&c.func.dotted().unwrap_or_else(|| format!("?.{}", method_name(c))), "").writer
            != Some(WritesTo::Receiver)
        {
            return None;
        }
        parts.extend(c.args.iter().rev().cloned());
        e = recv;
    }
    let ExprKind::Name(name) = &e.kind else { return None };
    let declared =
        l.m.declared
            .get(name)?
            .iter()
            .filter(|(s, _)| s.start <= at && at < s.end)
            .min_by_key(|(s, _)| s.end - s.start)?;
    if !l.call_models(&declared.1, "").buffer || parts.is_empty() {
        return None;
    }
    parts.reverse();
    let add = |a: Expr, b: Expr| Expr::new(ExprKind::Binary(BinOp::Add, Box::new(a), Box::new(b)), x.span);
    Some((e.clone(), parts.into_iter().reduce(add)?))
}

fn method_name(c: &Call) -> &str {
    match &c.func.kind {
        ExprKind::Attr(_, m) => m,
        _ => "",
    }
}

/// A name or scoped name (`java.io.File`) as a name or attribute chain.
fn name_expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    let span = l.span(n);
    if !l.enter() {
        return Expr::new(ExprKind::Opaque(Vec::new()), span);
    }
    let e = match n.kind() {
        "scoped_identifier" | "scoped_type_identifier" => {
            let mut c = n.walk();
            let kids: Vec<Node<'_>> = n.named_children(&mut c).filter(|k| !k.kind().ends_with("annotation")).collect();
            match kids.as_slice() {
                [scope, .., last] => {
                    let obj = name_expr(l, *scope);
                    let name = l.text(*last).to_string();
                    Expr::new(ExprKind::Attr(Box::new(obj), name), span)
                }
                _ => Expr::new(ExprKind::Name(l.text(n).to_string()), span),
            }
        }
        // `ArrayList<String>`: the class.
        "generic_type" => match n.named_child(0) {
            Some(inner) => name_expr(l, inner),
            None => Expr::new(ExprKind::Name(l.text(n).to_string()), span),
        },
        _ => Expr::new(ExprKind::Name(l.text(n).to_string()), span),
    };
    l.leave();
    e
}

fn expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    l.nested(n, expr_kind)
}

fn expr_kind(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    match n.kind() {
        "identifier" if field_of_this(l, l.text(n)) => {
            let this = Expr::new(ExprKind::Name(THIS.to_string()), l.span(n));
            ExprKind::Attr(Box::new(this), l.text(n).to_string())
        }
        "identifier" | "this" | "super" | "type_identifier" => ExprKind::Name(l.text(n).to_string()),
        "scoped_identifier" | "scoped_type_identifier" | "generic_type" => name_expr(l, n).kind,
        // `this.name` of a `final` field given its value where declared: that value.
        "field_access"
            if n.child_by_field_name("object").is_some_and(|o| o.kind() == "this")
                && l.fields.last().is_some_and(|f| {
                    let field = l.field_text(n, "field");
                    f.fixed.contains(field) && !f.own.contains(field)
                }) =>
        {
            ExprKind::Name(l.field_text(n, "field").to_string())
        }
        "field_access" => l.member(n, "object", "field"),
        "array_access" => l.subscript(n, "array", "index"),
        "method_invocation" => method_call(l, n),
        // `super(args)` in a constructor: the base class's constructor (`this(args)`, another
        // of the class's own, is not followed).
        "explicit_constructor_invocation" if l.field_text(n, "constructor") == "super" => {
            let func = Expr::new(ExprKind::Name(SUPER.to_string()), l.span(n));
            let args = n.child_by_field_name("arguments").map(|a| l.children(a)).unwrap_or_default();
            ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false }))
        }
        "object_creation_expression" => new_object(l, n),
        "array_creation_expression" => match n.child_by_field_name("value") {
            Some(v) => ExprKind::List(l.children(v)),
            None => l.opaque_kind(n),
        },
        "array_initializer" => ExprKind::List(l.children(n)),
        "string_literal" => string(l, n),
        "character_literal" => {
            let t = l.text(n);
            let inner = t.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')).unwrap_or(t);
            ExprKind::Lit(Lit::Str(unescape(inner)))
        }
        "decimal_integer_literal" | "hex_integer_literal" | "octal_integer_literal" | "binary_integer_literal" => {
            int_kind(l.text(n))
        }
        "decimal_floating_point_literal" | "hex_floating_point_literal" => {
            float_kind(l.text(n).replace('_', "").trim_end_matches(['f', 'F', 'd', 'D']))
        }
        "true" => ExprKind::Lit(Lit::Bool(true)),
        "false" => ExprKind::Lit(Lit::Bool(false)),
        "null_literal" => ExprKind::Lit(Lit::Null),
        "binary_expression" => match l.binary(n) {
            // `>>>` (unsigned shift): unknown.
            ExprKind::Binary(_, left, right) if l.field_text(n, "operator") == ">>>" => {
                ExprKind::Binary(BinOp::Other, left, right)
            }
            kind => kind,
        },
        "unary_expression" => l.unary(n, "operand"),
        "ternary_expression" => l.ternary(n),
        "parenthesized_expression" => match n.named_child(0) {
            Some(inner) if n.named_child_count() == 1 => expr(l, inner).kind,
            _ => l.opaque_kind(n),
        },
        "cast_expression" => match n.child_by_field_name("value") {
            Some(v) => expr(l, v).kind,
            None => l.opaque_kind(n),
        },
        "assignment_expression" => assignment(l, n),
        "instanceof_expression" => switch::instanceof(l, n),
        "lambda_expression" => lambda(l, n),
        "switch_expression" => switch::switch_value(l, n),
        "method_reference" => method_reference(l, n),
        "class_literal" => ExprKind::Opaque(Vec::new()),
        "line_comment" | "block_comment" => {
            l.comment(n);
            ExprKind::Opaque(Vec::new())
        }
        _ => l.opaque_kind(n),
    }
}

/// `obj.m(args)` or `m(args)`; a collection of its arguments, as the models name it
/// (`List.of(..)`), is the list of its arguments.
fn method_call(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let name = l.field_text(n, "name").to_string();
    let func = match n.child_by_field_name("object") {
        Some(o) => {
            let obj = expr(l, o);
            Expr::new(ExprKind::Attr(Box::new(obj), name), l.span(n))
        }
        None => {
            let at = n.child_by_field_name("name").map_or(l.span(n), |x| l.span(x));
            Expr::new(ExprKind::Name(name), at)
        }
    };
    let args = n.child_by_field_name("arguments").map(|a| l.children(a)).unwrap_or_default();
    // `Set.of("a", "b")`, `Map.of("name", "last_name", ..)`: the collection (an allow-list, a
    // map, when constant).
    if let Some(made) = l.collection(&func, &args) {
        return made;
    }
    ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false }))
}

/// `new X(args)`, with an anonymous class body as a function among the arguments; a copying
/// collection constructor of a list (a collection copying its items, as the models name it) is
/// that list.
fn new_object(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let func = match n.child_by_field_name("type") {
        Some(t) => name_expr(l, t),
        None => l.opaque(n),
    };
    let mut args = n.child_by_field_name("arguments").map(|a| l.children(a)).unwrap_or_default();
    let ty = n.child_by_field_name("type");
    let kids: Vec<Node<'_>> = named(n);
    for k in kids {
        match k.kind() {
            "class_body" => args.push(anonymous_class(l, n, k)),
            "argument_list" | "type_arguments" | "annotation" | "marker_annotation" => {}
            // `outer.new Inner(..)`: the outer object flows in too.
            _ if Some(k) != ty => args.push(expr(l, k)),
            _ => {}
        }
    }
    // `new StringBuilder()` holds no text yet; `new StringBuilder(s)` holds `s` (a number given
    // is a capacity).
    if func.dotted().is_some_and(|d| l.call_models(&d, "").buffer) {
        return match args.into_iter().next() {
            Some(a) if !matches!(a.kind, ExprKind::Lit(Lit::Int(_))) => a.kind,
            _ => ExprKind::Lit(Lit::Str(String::new())),
        };
    }
    // `new HashSet<>(List.of(..))`: the same items.
    if let Some(made) = l.collection(&func, &args) {
        return made;
    }
    ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: true }))
}

/// An anonymous class (the body `k` of `new X() {..}`): its methods are functions of their own,
/// and its initializer blocks a function analysed on its own, the value returned.
fn anonymous_class(l: &mut Lower<'_>, n: Node<'_>, k: Node<'_>) -> Expr {
    let outer = l.class.replace(format!("{}$anon", l.field_text(n, "type")));
    let id = l.reserve();
    let mut init = Vec::new();
    class_body(l, k, &mut init);
    l.class = outer;
    l.m.funcs[id] = Function {
        name: LAMBDA.into(),
        class: l.class.clone(),
        params: Vec::new(),
        decorators: Vec::new(),
        body: init,
        span: l.span(k),
        value: None,
    };
    Expr::new(ExprKind::Lambda(id), l.span(k))
}

/// `x = v` as an expression; `x += v` assigns `x + v`.
fn assignment(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let target = l.field(n, "left");
    let value = l.field(n, "right");
    let op = n.child_by_field_name("operator").map(|o| l.text(o)).unwrap_or("=");
    let value = if op == "=" {
        value
    } else {
        let span = l.span(n);
        Expr::new(ExprKind::Binary(binop(op.trim_end_matches('=')), Box::new(target.clone()), Box::new(value)), span)
    };
    ExprKind::Walrus(Box::new(target), Box::new(value))
}

/// `Encode::forHtml`, `this::clean`: a function of one item that calls the method on it
/// (`x -> Encode.forHtml(x)`; an instance method of a type, `String::trim`, is called so too,
/// its result carrying the item's data); a constructor (`FileSystemResource::new`) makes an
/// object of the item (`x -> new FileSystemResource(x)`).
fn method_reference(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let kids = named(n);
    let span = l.span(n);
    // (`new` is a keyword, no named child.)
    let new = l.text(n).trim_end().ends_with("::new");
    let func = match (kids.first(), kids.last().filter(|m| m.kind() == "identifier")) {
        (Some(owner), _) if new => expr(l, *owner),
        (Some(owner), Some(method)) if owner != method => {
            let method = l.text(*method).to_string();
            Expr::new(ExprKind::Attr(Box::new(expr(l, *owner)), method), span)
        }
        _ => return ExprKind::Opaque(Vec::new()),
    };
    let item = Expr::new(ExprKind::Name(ITEM.into()), span);
    let call = Expr::new(ExprKind::Call(Box::new(Call { func, args: vec![item], kwargs: Vec::new(), new })), span);
    ExprKind::Lambda(l.item_function(span, Vec::new(), Some(call)))
}

fn lambda(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let params = match n.child_by_field_name("parameters") {
        Some(p) if p.kind() == "identifier" => {
            vec![Param { name: l.text(p).to_string(), default: None, ty: None, keywords: false }]
        }
        Some(p) => {
            let kids: Vec<Node<'_>> = named(p);
            if p.kind() == "inferred_parameters" {
                kids.iter()
                    .map(|k| Param { name: l.text(*k).to_string(), default: None, ty: None, keywords: false })
                    .collect()
            } else {
                params(l, p)
            }
        }
        None => Vec::new(),
    };
    let span = l.span(n);
    let id = l.reserve();
    let (b, value) = match n.child_by_field_name("body") {
        Some(b) if b.kind() == "block" => (block(l, b), None),
        Some(b) => (Vec::new(), Some(expr(l, b))),
        None => (Vec::new(), None),
    };
    l.m.funcs[id] =
        Function { name: LAMBDA.into(), class: l.class.clone(), params, decorators: Vec::new(), body: b, span, value };
    ExprKind::Lambda(id)
}

/// A string literal (or text block): its text; with template interpolation, its parts.
fn string(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let kinds = lower::StringKinds {
        text: &["string_fragment", "multiline_string_fragment"],
        interpolation: "string_interpolation",
        unescape: None,
    };
    lower::string(l, n, &kinds)
}

#[cfg(test)]
mod tests {
    use super::super::parse_builtin as parse;
    use super::*;
    use crate::scan::code::{CodeRules, analyze};
    use crate::scan::lex::Lang;
    use crate::scan::text::LineIndex;

    fn hits(src: &str) -> Vec<(usize, String)> {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        analyze(&rules, Lang::Java, src, &LineIndex::new(src))
            .into_iter()
            .map(|h| (h.start_line, rules.rules[h.rule].meta.id.clone()))
            .collect()
    }

    /// Collection makers are what the models name, exactly: a factory is the list of its
    /// arguments, a copying class's constructor given a list is that list; other names stay calls.
    #[test]
    fn collection_makers_are_the_models_names() {
        let src = "class A { void f(String x) { a = List.of(x); b = Lists.of(x); c = new ArrayList<>(Set.of(x)); \
                   d = new ArrayLists<>(Set.of(x)); e = new HashSet<>(x); g = Sets.newHashSet(x, x); } }";
        let m = parse(Lang::Java, src).unwrap_or_else(|| panic!("no module"));
        let f = m.funcs.iter().find(|f| f.name == "f").unwrap_or_else(|| panic!("no f"));
        let kinds: Vec<String> = f
            .body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Assign { value, .. } | StmtKind::Expr(value) => match &value.kind {
                    ExprKind::List(items) => format!("list of {}", items.len()),
                    ExprKind::Call(c) => format!("call {}", c.func.dotted().unwrap_or_default()),
                    ExprKind::Walrus(_, v) => match &v.kind {
                        ExprKind::List(items) => format!("list of {}", items.len()),
                        ExprKind::Call(c) => format!("call {}", c.func.dotted().unwrap_or_default()),
                        _ => "other".into(),
                    },
                    _ => "other".into(),
                },
                _ => "other".into(),
            })
            .collect();
        let want = ["list of 1", "call Lists.of", "list of 1", "call ArrayLists", "call HashSet", "list of 2"];
        assert_eq!(kinds, want);
    }

    #[test]
    fn classic_switch_groups_fall_through_to_their_break() {
        let src = "class A { void f(int x) { switch (x) { case 1: case 2: a(); case 3: b(); break; default: c(); } } }";
        let m = parse(Lang::Java, src).unwrap_or_else(|| panic!("no module"));
        let f = m.funcs.iter().find(|f| f.name == "f").unwrap_or_else(|| panic!("no f"));
        let Some(StmtKind::Match { arms, .. }) = f.body.first().map(|s| &s.kind) else { panic!("{:?}", f.body) };
        let shape: Vec<(Option<Vec<Lit>>, bool, usize)> =
            arms.iter().map(|a| (a.values.clone(), a.catch_all, a.body.len())).collect();
        assert_eq!(
            shape,
            vec![
                (Some(vec![Lit::Int(1)]), false, 2),
                (Some(vec![Lit::Int(2)]), false, 2),
                (Some(vec![Lit::Int(3)]), false, 1),
                (None, true, 1)
            ]
        );
        assert_eq!(f.class.as_deref(), Some("A"));
    }

    #[test]
    fn benchmark_style_tricks_are_followed() {
        let src = r#"class T {
    void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String param = request.getParameter("p");
        String bar;
        int num = 106;
        if ((7 * 42) - num > 200) bar = "const"; else bar = param;
        Runtime.getRuntime().exec("ls " + bar);
        char c = "ABC".charAt(2);
        switch (c) { case 'A': bar = param; break; case 'C': bar = "x"; break; default: bar = param; }
        Runtime.getRuntime().exec("ls " + bar);
        java.util.List<String> l = new java.util.ArrayList<>();
        l.add("safe"); l.add(param); l.add("moresafe"); l.remove(0);
        Runtime.getRuntime().exec("ls " + l.get(1));
        Runtime.getRuntime().exec("ls " + l.get(0));
        java.util.Map<String, String> m = new java.util.HashMap<>();
        m.put("a", "fixed"); m.put("b", param);
        Runtime.getRuntime().exec("ls " + m.get("a"));
        Runtime.getRuntime().exec("ls " + helper(param));
        Runtime.getRuntime().exec("ls " + fixed(param));
    }
    private String helper(String p) { return p; }
    private static String fixed(String p) { return "c"; }
}"#;
        // The request-data rule (the non-constant-command rule reports the same lines).
        let lines: Vec<usize> =
            hits(src).into_iter().filter(|(_, id)| id == "java-runtime-exec").map(|(l, _)| l).collect();
        assert_eq!(lines, vec![7, 14, 18]);
    }

    #[test]
    fn calls_are_known_by_the_declared_class_of_their_receiver() {
        // `msg` is a TextMessage in one branch and an ObjectMessage in the other: each call is
        // named by the declaration in scope where it is.
        let src = "class L {\n  void f(Message m) {\n    if (m instanceof TextMessage) {\n      TextMessage msg = (TextMessage) m;\n      use(msg.getText());\n    } else {\n      ObjectMessage msg = (ObjectMessage) m;\n      use(msg.getObject());\n    }\n  }\n}";
        assert_eq!(hits(src), vec![(8, "java-jms-object-message".to_string())]);
        // A class written with its package is known by its simple name too.
        let src = "class C {\n  void f() throws Exception {\n    javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(\"DES\");\n  }\n}";
        assert_eq!(hits(src), vec![(3, "java-weak-cipher".to_string())]);
    }

    #[test]
    fn a_finding_on_an_assigned_call_covers_the_statement() {
        let src = "class D {\n  long f(JdbcTemplate jdbc, String id) {\n    Long n =\n        jdbc.queryForObject(\n            \"SELECT count(*) FROM t WHERE id = \" + id, Long.class);\n    return n;\n  }\n}";
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let spans: Vec<(usize, usize)> = analyze(&rules, Lang::Java, src, &LineIndex::new(src))
            .into_iter()
            .filter(|h| rules.rules[h.rule].meta.id == "java-sql-built")
            .map(|h| (h.start_line, h.end_line))
            .collect();
        assert_eq!(spans, vec![(3, 5)]);
    }

    #[test]
    fn spring_annotated_parameters_carry_request_data() {
        let src = "class C {\n  @GetMapping(\"/x\")\n  String f(@RequestParam(\"q\") String q, String other, Model model) throws Exception {\n    new File(q);\n    new File(other);\n    return \"v\";\n  }\n}";
        assert_eq!(hits(src), vec![(4, "java-path-traversal".to_string())]);
    }

    #[test]
    fn deep_parentheses() {
        let _ = hits(&format!("class A {{ void f() {{ int x = {}1{}; }} }}", "(".repeat(50_000), ")".repeat(50_000)));
    }

    #[test]
    fn deep_blocks_lowered() {
        let _ =
            parse(Lang::Java, &format!("class A {{ void f() {}{} }}", "{ if (x) ".repeat(20_000), "}".repeat(20_000)));
    }

    #[test]
    fn deep_blocks() {
        let _ = hits(&format!("class A {{ void f() {}{} }}", "{ if (x) ".repeat(20_000), "}".repeat(20_000)));
    }

    #[test]
    fn long_concatenation() {
        let _ = hits(&format!("class A {{ void f() {{ String s = \"a\"{}; }} }}", " + x".repeat(20_000)));
    }

    #[test]
    fn deep_classes() {
        let _ = hits(&format!("{}{}", "class A { ".repeat(10_000), "}".repeat(10_000)));
    }

    #[test]
    fn deep_record_patterns() {
        let src = format!(
            "class A {{ void f(Object o) {{ if (o instanceof {}R(var x){}) {{ g(x); }} }} }}",
            "R(".repeat(20_000),
            ")".repeat(20_000)
        );
        let _ = hits(&src);
    }

    #[test]
    fn pattern_variables_hold_what_they_match() {
        let head = "record Ask(String file, int n) {}\nclass S extends HttpServlet {\n  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {\n    Object o = new Ask(req.getParameter(\"f\"), 1);\n";
        let tail = "  }\n}";
        let by_record =
            format!("{head}    if (o instanceof Ask(var file, var n)) {{ new FileInputStream(file); }}\n{tail}");
        assert!(hits(&by_record).iter().any(|(_, id)| id == "java-path-traversal"), "{by_record}");
        let by_switch = format!(
            "{head}    switch (o) {{ case Ask(var file, var n) when n > 0 -> new FileInputStream(file); default -> {{}} }}\n{tail}"
        );
        assert!(hits(&by_switch).iter().any(|(_, id)| id == "java-path-traversal"), "{by_switch}");
    }

    #[test]
    fn a_switch_value_is_one_of_its_arms() {
        let src = "class S extends HttpServlet {\n  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {\n    String tool = switch (req.getParameter(\"t\")) {\n      case \"pdf\" -> \"pdftoppm\";\n      case \"svg\" -> { yield \"rsvg-convert\"; }\n      default -> throw new IllegalArgumentException();\n    };\n    Runtime.getRuntime().exec(new String[] { tool, \"/srv/in\" });\n  }\n}";
        assert!(hits(src).is_empty(), "{:?}", hits(src));
        let raw = src.replace("throw new IllegalArgumentException()", "req.getParameter(\"t\")");
        assert!(!hits(&raw).is_empty(), "{raw}");
    }

    #[test]
    fn binary_garbage() {
        let src: String = (0..20_000u32).map(|i| char::from_u32(i % 0x2FF).unwrap_or('\0')).collect();
        let _ = hits(&src);
    }
}
