//! Python's syntax tree (tree-sitter-python) lowered to the analysis's program form.

use tree_sitter::Node;

use super::ir::*;
use super::lower::{self, Lower, binop, float_kind, int_kind, named};
use crate::scan::code::models::{Models, Word};

mod patterns;

use patterns::match_stmt;

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    lower::module(src, models, root, py_expr, py_stmt)
}

fn py_block(l: &mut Lower<'_>, node: Node<'_>) -> Vec<Stmt> {
    lower::stmts(l, node, py_stmt)
}

/// The body of a compound statement's field, lowered.
fn body(l: &mut Lower<'_>, node: Node<'_>, field: &str) -> Vec<Stmt> {
    node.child_by_field_name(field).map(|b| py_block(l, b)).unwrap_or_default()
}

fn py_stmt(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    l.statement(n, out, py_statement);
}

fn py_statement(l: &mut Lower<'_>, n: Node<'_>, span: Span, out: &mut Vec<Stmt>) {
    let stmt = |kind| Stmt { kind, span };
    match n.kind() {
        "comment" => l.comment(n),
        "expression_statement" => expression_statement(l, n, out),
        "function_definition" => {
            let f = function(l, n, Vec::new());
            out.push(stmt(StmtKind::Def(f)));
        }
        "decorated_definition" => decorated(l, n, out),
        "class_definition" => class(l, n, out),
        "if_statement" => out.push(stmt(if_stmt(l, n))),
        "for_statement" | "while_statement" => out.push(stmt(loop_stmt(l, n))),
        "try_statement" => out.push(stmt(try_stmt(l, n))),
        "with_statement" => out.push(stmt(with_stmt(l, n))),
        "match_statement" => out.push(stmt(match_stmt(l, n))),
        "return_statement" => {
            let value = n.named_child(0).map(|e| {
                lower::mark_awaited(l, e, "call");
                py_expr(l, e)
            });
            out.push(stmt(StmtKind::Return(value)));
        }
        "raise_statement" => {
            let value = n.named_child(0).map(|e| py_expr(l, e));
            out.push(stmt(StmtKind::Raise(value)));
        }
        "break_statement" => out.push(stmt(StmtKind::Break)),
        "continue_statement" => out.push(stmt(StmtKind::Continue)),
        "assert_statement" => {
            // `assert check` leaves the function where the check fails: a guard.
            if let Some(c) = n.named_child(0) {
                let cond = py_expr(l, c);
                out.push(stmt(StmtKind::If { cond, then: Vec::new(), other: vec![stmt(StmtKind::Raise(None))] }));
            }
        }
        "import_statement" | "import_from_statement" => imports(l, n),
        "future_import_statement"
        | "pass_statement"
        | "global_statement"
        | "nonlocal_statement"
        | "type_alias_statement"
        | "delete_statement" => {}
        "block" | "module" | "ERROR" => {
            let inner = py_block(l, n);
            out.push(stmt(StmtKind::Block(inner)));
        }
        _ => {
            let e = py_expr(l, n);
            out.push(stmt(StmtKind::Expr(e)));
        }
    }
}

/// An expression standing as a statement: assignments and calls, or a docstring.
fn expression_statement(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let kids: Vec<Node<'_>> = named(n);
    if kids.len() == 1 && matches!(kids[0].kind(), "string" | "concatenated_string") {
        // A docstring (or a string standing alone): text, not code.
        l.comment(n);
    } else {
        for k in kids {
            assignment_or_expr(l, k, out);
        }
    }
}

/// `@decorator def f(..)`: the function with its decorators (a decorated class as itself).
fn decorated(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let mut decorators = Vec::new();
    let mut c = n.walk();
    for d in n.named_children(&mut c).filter(|d| d.kind() == "decorator") {
        if let Some(e) = d.named_child(0) {
            decorators.push(py_expr(l, e));
        }
    }
    if let Some(def) = n.child_by_field_name("definition") {
        match def.kind() {
            "function_definition" => {
                let f = function(l, def, decorators);
                out.push(Stmt { kind: StmtKind::Def(f), span: l.span(n) });
            }
            _ => py_stmt(l, def, out),
        }
    }
}

/// Whether a base class `b` is one the models name `word`, as written or through the imports.
fn base_is(l: &Lower<'_>, b: Node<'_>, word: Word) -> bool {
    let text = l.text(b);
    l.models.is(word, text) || l.models.is(word, &l.m.resolve(text))
}

/// A class's methods and nested classes, lowered with the class as theirs; its docstrings are
/// comments.
fn class(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let name = l.field_text(n, "name").to_string();
    class_kind(l, n, &name);
    let outer = l.class.replace(name.clone());
    // Its annotated attributes (`host: IPvAnyAddress`): the fields a framework fills from the
    // request and converts to their types (a pydantic model).
    let mut fields = Vec::new();
    let mut defaults = Vec::new();
    let mut attrs = Vec::new();
    if let Some(b) = n.child_by_field_name("body") {
        let mut c = b.walk();
        for child in b.named_children(&mut c) {
            let assignment =
                child.named_child(0).filter(|a| child.kind() == "expression_statement" && a.kind() == "assignment");
            if let Some(a) = assignment
                && let Some(left) = a.child_by_field_name("left").filter(|x| x.kind() == "identifier")
            {
                if let Some(ty) = a.child_by_field_name("type") {
                    fields.push((l.text(left).to_string(), l.text(ty).to_string()));
                    if let Some(d) = a.child_by_field_name("right").filter(|d| d.kind() == "call") {
                        defaults.push((l.text(left).to_string(), py_expr(l, d)));
                    }
                }
                // `TOOL = "convert"`: the class's attribute (not an annotated field's default,
                // which a constructor may replace: `verify: bool = True`).
                if a.child_by_field_name("right").is_some() && a.child_by_field_name("type").is_none() {
                    attrs.push((l.text(left).to_string(), l.field(a, "right")));
                }
            }
            if matches!(child.kind(), "function_definition" | "decorated_definition" | "class_definition") {
                py_stmt(l, child, out);
            } else if child.kind() == "comment"
                || (child.kind() == "expression_statement"
                    && child.named_child(0).is_some_and(|s| s.kind() == "string"))
            {
                l.comment(child);
            }
        }
    }
    l.class = outer;
    if !attrs.is_empty() {
        l.m.class_attrs.insert(name.clone(), attrs);
    }
    if !defaults.is_empty() {
        l.m.field_defaults.insert(name.clone(), defaults);
    }
    if !fields.is_empty() {
        // Not where some annotation is no field given in order (`ClassVar`, `KW_ONLY`,
        // `InitVar`, `field(init=False)`).
        let in_order = !l.text(n).contains("ClassVar")
            && !l.text(n).contains("KW_ONLY")
            && !l.text(n).contains("InitVar")
            && !l.text(n).contains("init=False");
        // Of no base, or of bases the models say keep the declared fields (pydantic's).
        let record_bases = |b: Node<'_>| {
            let mut c = b.walk();
            let bases: Vec<Node<'_>> = b.named_children(&mut c).collect();
            bases.iter().all(|x| base_is(l, *x, Word::RecordBase))
        };
        let bases = n.child_by_field_name("superclasses").filter(|b| b.named_child_count() > 0);
        if in_order && bases.is_none_or(record_bases) {
            l.m.records.insert(name.clone());
            if bases.is_some() {
                l.m.converting.insert(name.clone());
            }
        }
        l.m.fields.insert(name, fields);
    }
}

/// A class's bases as written, and whether it is an enumeration (`class Codec(str, Enum)`) or
/// another class.
fn class_kind(l: &mut Lower<'_>, n: Node<'_>, name: &str) {
    let name = name.to_string();
    // `class Codec(str, Enum)`: an enumeration.
    if let Some(bases) = n.child_by_field_name("superclasses") {
        let mut c = bases.walk();
        // Dotted ones too (`pb2_grpc.KilnServicer`).
        let named = |b: &Node<'_>| matches!(b.kind(), "identifier" | "attribute");
        let written: Vec<String> = bases.named_children(&mut c).filter(named).map(|b| l.text(b).to_string()).collect();
        l.m.bases.insert(name.clone(), written);
        let mut c = bases.walk();
        let enum_base = bases.named_children(&mut c).any(|b| base_is(l, b, Word::EnumBase));
        if enum_base {
            l.m.enums.insert(name.clone());
        } else {
            l.m.classes.insert(name.clone());
        }
    } else {
        l.m.classes.insert(name.clone());
    }
}

fn if_stmt(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let cond = l.field(n, "condition");
    let then = body(l, n, "consequence");
    let mut c = n.walk();
    let alts: Vec<Node<'_>> = n.children_by_field_name("alternative", &mut c).collect();
    // elif chains nest from the last one.
    let mut other = Vec::new();
    for alt in alts.iter().rev() {
        match alt.kind() {
            "else_clause" => other = body(l, *alt, "body"),
            "elif_clause" => {
                let cond = l.field(*alt, "condition");
                let then = body(l, *alt, "consequence");
                other = vec![Stmt { kind: StmtKind::If { cond, then, other }, span: l.span(*alt) }];
            }
            _ => {}
        }
    }
    StmtKind::If { cond, then, other }
}

/// `for` and `while`, with their `else` bodies.
fn loop_stmt(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    if n.kind() == "for_statement" {
        let target = l.field(n, "left");
        let iter = l.field(n, "right");
        let b = body(l, n, "body");
        let other = n.child_by_field_name("alternative").map(|e| body(l, e, "body")).unwrap_or_default();
        StmtKind::For { target, iter, body: b, other, pairs: false, positions: false }
    } else {
        let cond = l.field(n, "condition");
        let b = body(l, n, "body");
        let other = n.child_by_field_name("alternative").map(|e| body(l, e, "body")).unwrap_or_default();
        StmtKind::While { cond, body: b, other }
    }
}

fn try_stmt(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let b = body(l, n, "body");
    let (mut handlers, mut other, mut finally) = (Vec::new(), Vec::new(), Vec::new());
    let mut c = n.walk();
    for k in n.named_children(&mut c) {
        match k.kind() {
            "except_clause" | "except_group_clause" => handlers.push(handler(l, k)),
            "else_clause" => other = body(l, k, "body"),
            "finally_clause" => {
                finally = k
                    .named_children(&mut k.walk())
                    .filter(|b| b.kind() == "block")
                    .flat_map(|b| py_block(l, b))
                    .collect()
            }
            _ => {}
        }
    }
    StmtKind::Try { body: b, handlers, other, finally }
}

/// `except E as name:` and its body.
fn handler(l: &mut Lower<'_>, k: Node<'_>) -> Handler {
    let mut kc = k.walk();
    let kids: Vec<Node<'_>> = k.named_children(&mut kc).collect();
    let bind = kids
        .iter()
        .find(|x| x.kind() == "as_pattern")
        .and_then(|a| a.child_by_field_name("alias"))
        .map(|a| l.text(a).to_string());
    let body = kids.iter().rev().find(|x| x.kind() == "block").map(|b| py_block(l, *b));
    Handler { bind, body: body.unwrap_or_default() }
}

fn with_stmt(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let mut items = Vec::new();
    let mut c = n.walk();
    for clause in n.named_children(&mut c).filter(|k| k.kind() == "with_clause") {
        let mut cc = clause.walk();
        for item in clause.named_children(&mut cc).filter(|k| k.kind() == "with_item") {
            let Some(v) = item.child_by_field_name("value") else { continue };
            if v.kind() == "as_pattern" {
                let value = v.named_child(0).map(|e| py_expr(l, e)).unwrap_or_else(|| l.opaque(v));
                let target = v.child_by_field_name("alias").map(|a| target_expr(l, a));
                items.push((value, target));
            } else {
                items.push((py_expr(l, v), None));
            }
        }
    }
    let b = body(l, n, "body");
    StmtKind::With { items, body: b }
}

fn imports(l: &mut Lower<'_>, n: Node<'_>) {
    // A relative module (`from .utils import run`, `from . import utils`) keeps its dots: the
    // scan follows calls into the project's own modules by these names.
    let module = n.child_by_field_name("module_name").map(|m| l.text(m).to_string());
    let mut c = n.walk();
    for name in n.children_by_field_name("name", &mut c) {
        let (full, alias) = match name.kind() {
            "aliased_import" => {
                let full = name.child_by_field_name("name").map(|x| l.text(x).to_string()).unwrap_or_default();
                let alias = name.child_by_field_name("alias").map(|x| l.text(x).to_string()).unwrap_or_default();
                (full, alias)
            }
            _ => {
                let full = l.text(name).to_string();
                let first = full.split('.').next().unwrap_or("").to_string();
                if module.is_none() {
                    // `import os.path` binds `os` to itself.
                    l.m.modules.insert(first);
                    continue;
                }
                let last = full.rsplit('.').next().unwrap_or("").to_string();
                (full, last)
            }
        };
        if alias.is_empty() || full.is_empty() {
            continue;
        }
        let full = match &module {
            Some(m) if m.chars().all(|c| c == '.') => format!("{m}{full}"),
            Some(m) => format!("{m}.{full}"),
            None => full,
        };
        // The first binding wins: a later import of the same name (often inside a function)
        // does not rename the calls of the whole file.
        l.m.imports.entry(alias).or_insert(full);
    }
}

fn function(l: &mut Lower<'_>, n: Node<'_>, mut decorators: Vec<Expr>) -> usize {
    let name = l.field_text(n, "name").to_string();
    let params = n.child_by_field_name("parameters").map(|p| params(l, p)).unwrap_or_default();
    let span = l.span(n);
    // An `async def` returns a coroutine, true whatever it would give.
    if n.child(0).is_some_and(|k| k.kind() == "async") {
        decorators.push(Expr::new(ExprKind::Name(ASYNC.into()), span));
    }
    let id = l.reserve();
    let b = body(l, n, "body");
    l.m.funcs[id] = Function { name, class: l.class.clone(), params, decorators, body: b, span, value: None };
    id
}

fn params(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Param> {
    let mut out = Vec::new();
    let mut c = n.walk();
    for p in n.named_children(&mut c) {
        let (name, default, ty) = match p.kind() {
            "identifier" => (l.text(p).to_string(), None, None),
            "default_parameter" | "typed_default_parameter" => {
                let value = p.child_by_field_name("value").map(|v| py_expr(l, v));
                let ty = p.child_by_field_name("type").map(|t| l.text(t).to_string());
                (l.field_text(p, "name").to_string(), value, ty)
            }
            "typed_parameter" => {
                let name = p.named_child(0).map(|x| l.text(x).trim_start_matches('*').to_string()).unwrap_or_default();
                let ty = p.child_by_field_name("type");
                let injected = ty.and_then(|t| annotated_injector(l, t));
                (name, injected, ty.map(|t| l.text(t).to_string()))
            }
            "list_splat_pattern" | "dictionary_splat_pattern" => {
                (p.named_child(0).map(|x| l.text(x).to_string()).unwrap_or_default(), None, None)
            }
            _ => continue,
        };
        // `**options` (also typed, `**options: Any`) gathers the keyword arguments.
        let splat = |x: Node<'_>| x.kind() == "dictionary_splat_pattern";
        let keywords = splat(p) || (p.kind() == "typed_parameter" && p.named_child(0).is_some_and(splat));
        out.push(Param { name, default, ty, keywords });
    }
    out
}

/// `Code = Annotated[str, Field(pattern=..)]` (or a `Literal[..]`) at the top level: a name for
/// the type as written.
fn type_alias(l: &mut Lower<'_>, n: Node<'_>) {
    let (Some(left), Some(right)) = (n.child_by_field_name("left"), n.child_by_field_name("right")) else { return };
    // At the module's top level only; a name given two values there stands for neither.
    let mut up = n.parent();
    while let Some(p) = up {
        if matches!(p.kind(), "function_definition" | "class_definition") {
            return;
        }
        up = p.parent();
    }
    if left.kind() != "identifier" {
        return;
    }
    let name = l.text(left).to_string();
    let text = l.text(right).trim_start_matches("typing.");
    let alias = text.starts_with("Annotated[") || text.starts_with("Literal[");
    // (Any other value is kept as an empty text: a later alias is then one of two values.)
    let text = if alias { text } else { "" };
    match l.m.type_aliases.get(&name) {
        Some(t) if t != text => {
            l.m.type_aliases.insert(name, String::new());
        }
        None => {
            l.m.type_aliases.insert(name, text.to_string());
        }
        _ => {}
    }
}

/// The call of the models' `injected_by` an `Annotated[..]` type holds (`repo: Annotated[Repo,
/// Depends(get_repo)]`), as FastAPI reads it: the parameter's default.
fn annotated_injector(l: &mut Lower<'_>, ty: Node<'_>) -> Option<Expr> {
    if !l.text(ty).trim_start_matches("typing.").starts_with("Annotated[") {
        return None;
    }
    let mut stack = vec![ty];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > 200 {
            return None;
        }
        if n.kind() == "call"
            && let Some(f) = n.child_by_field_name("function")
        {
            let written = l.text(f);
            if l.models.names_call(Word::InjectedBy, &[l.m.resolve(written), written.to_string()], None) {
                return Some(py_expr(l, n));
            }
            continue;
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    None
}

fn assignment_or_expr(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let span = l.span(n);
    match n.kind() {
        "assignment" => {
            type_alias(l, n);
            // `a = b = value` nests: collect the targets down to the value.
            let mut targets = Vec::new();
            let mut cur = n;
            loop {
                if let Some(left) = cur.child_by_field_name("left") {
                    targets.push(target_expr(l, left));
                }
                match cur.child_by_field_name("right") {
                    Some(r) if r.kind() == "assignment" => cur = r,
                    Some(r) => {
                        let value = py_expr(l, r);
                        out.push(Stmt { kind: StmtKind::Assign { targets, value, op: None }, span });
                        return;
                    }
                    // An annotation without a value.
                    None => return,
                }
            }
        }
        "augmented_assignment" => {
            let target = l.field(n, "left");
            let value = l.field(n, "right");
            let op = n
                .child_by_field_name("operator")
                .map(|o| binop(l.text(o).trim_end_matches('=')))
                .unwrap_or(BinOp::Other);
            out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: Some(op) }, span });
        }
        _ => {
            let e = py_expr(l, n);
            out.push(Stmt { kind: StmtKind::Expr(e), span });
        }
    }
}

fn target_expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    py_expr(l, n)
}

fn py_expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    l.nested(n, py_expr_kind)
}

fn py_expr_kind(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    match n.kind() {
        "identifier" => ExprKind::Name(l.text(n).to_string()),
        "attribute" => l.member(n, "object", "attribute"),
        "subscript" => subscript(l, n),
        "call" => call(l, n),
        "string" => string(l, n),
        "concatenated_string" => {
            let mut c = n.walk();
            let parts: Vec<Expr> = n.named_children(&mut c).map(|s| py_expr(l, s)).collect();
            if let Some(s) = all_str(&parts) { ExprKind::Lit(Lit::Str(s)) } else { ExprKind::Format(parts) }
        }
        "integer" => int_kind(l.text(n)),
        "float" => float_kind(l.text(n)),
        "true" => ExprKind::Lit(Lit::Bool(true)),
        "false" => ExprKind::Lit(Lit::Bool(false)),
        "none" | "ellipsis" => ExprKind::Lit(Lit::Null),
        "binary_operator" | "boolean_operator" => l.binary(n),
        "not_operator" => ExprKind::Unary(UnOp::Not, Box::new(l.field(n, "argument"))),
        "unary_operator" => l.unary(n, "argument"),
        "comparison_operator" => comparison(l, n),
        "conditional_expression" => {
            let kids: Vec<Node<'_>> = named(n);
            match kids.as_slice() {
                [then, test, other] => {
                    let (then, test, other) = (py_expr(l, *then), py_expr(l, *test), py_expr(l, *other));
                    ExprKind::Cond(Box::new(test), Box::new(then), Box::new(other))
                }
                _ => l.opaque_kind(n),
            }
        }
        "await" => match n.named_child(0) {
            Some(inner) if n.named_child_count() == 1 => {
                lower::mark_awaited(l, inner, "call");
                py_expr(l, inner).kind
            }
            _ => l.opaque_kind(n),
        },
        "parenthesized_expression" | "list_splat" | "parenthesized_list_splat" | "as_pattern_target" => {
            match n.named_child(0) {
                Some(inner) if n.named_child_count() == 1 => py_expr(l, inner).kind,
                _ => l.opaque_kind(n),
            }
        }
        "list" | "set" | "list_pattern" => ExprKind::List(l.children(n)),
        "tuple" | "expression_list" | "pattern_list" | "tuple_pattern" => ExprKind::Tuple(l.children(n)),
        "dictionary" => dictionary(l, n),
        "lambda" => lambda(l, n),
        "list_comprehension" | "set_comprehension" | "generator_expression" | "dictionary_comprehension" => {
            comprehension(l, n)
        }
        "named_expression" => {
            let name = l.field(n, "name");
            let value = l.field(n, "value");
            ExprKind::Walrus(Box::new(name), Box::new(value))
        }
        "comment" => {
            l.comment(n);
            ExprKind::Opaque(Vec::new())
        }
        _ => l.opaque_kind(n),
    }
}

/// `a[k]`; a slice `a[i:j]` (or several subscripts) is the sliced value.
fn subscript(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let value = l.field(n, "value");
    let mut c = n.walk();
    let subs: Vec<Node<'_>> = n.children_by_field_name("subscript", &mut c).collect();
    match subs.as_slice() {
        [s] if s.kind() == "slice" => ExprKind::Slice(Box::new(value)),
        [s] => {
            let key = py_expr(l, *s);
            ExprKind::Index(Box::new(value), Box::new(key))
        }
        _ => ExprKind::Slice(Box::new(value)),
    }
}

fn call(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let func = l.field(n, "function");
    let (args, kwargs) = arguments(l, n);
    // `getattr(obj, "name")` with a constant name is `obj.name` (a sink reached through
    // `getattr(os, "system")` is still that sink).
    if let (ExprKind::Name(f), [obj, name], true) = (&func.kind, args.as_slice(), kwargs.is_empty())
        && f == "getattr"
        && let ExprKind::Lit(Lit::Str(attr)) = &name.kind
        && !attr.is_empty()
        && attr.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
    {
        return ExprKind::Attr(Box::new(obj.clone()), attr.clone());
    }
    // `__import__("os")` with a constant name is the module `os` (`__import__("os").system`
    // is `os.system`).
    if let (ExprKind::Name(f), [module, ..]) = (&func.kind, args.as_slice())
        && f == "__import__"
        && let ExprKind::Lit(Lit::Str(path)) = &module.kind
        && !path.is_empty()
        && path.split('.').all(|s| !s.is_empty() && s.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_'))
    {
        let span = module.span;
        let mut segs = path.split('.');
        let first = Expr::new(ExprKind::Name(segs.next().unwrap_or_default().to_string()), span);
        return segs.fold(first, |acc, s| Expr::new(ExprKind::Attr(Box::new(acc), s.to_string()), span)).kind;
    }
    if let (ExprKind::Name(f), [value, types], true) = (&func.kind, args.as_slice(), kwargs.is_empty())
        && f == "isinstance"
        && let Some(test) = type_tests(value, types)
    {
        return test;
    }
    ExprKind::Call(Box::new(Call { func, args, kwargs, new: false }))
}

/// `isinstance(x, int)` as the call `isinstance.int(x)`, and a tuple of types as their tests
/// joined by `or`: the models say what each type test validates.
fn type_tests(value: &Expr, types: &Expr) -> Option<ExprKind> {
    let one = |t: &Expr| {
        let name = t.dotted()?;
        let func = Expr::new(ExprKind::Name(format!("isinstance.{name}")), t.span);
        Some(Expr::new(
            ExprKind::Call(Box::new(Call { func, args: vec![value.clone()], kwargs: Vec::new(), new: false })),
            t.span,
        ))
    };
    let tests: Vec<Expr> = match &types.kind {
        ExprKind::Tuple(items) => items.iter().map(one).collect::<Option<_>>()?,
        _ => vec![one(types)?],
    };
    let or = |a: Expr, b: Expr| Expr::new(ExprKind::Binary(BinOp::Or, Box::new(a), Box::new(b)), types.span);
    tests.into_iter().reduce(or).map(|e| e.kind)
}

/// A call's positional and keyword arguments (`**kw` is the keyword `**`).
fn arguments(l: &mut Lower<'_>, n: Node<'_>) -> (Vec<Expr>, Vec<(String, Expr)>) {
    let (mut args, mut kwargs) = (Vec::new(), Vec::new());
    let Some(a) = n.child_by_field_name("arguments") else { return (args, kwargs) };
    if a.kind() == "generator_expression" {
        args.push(py_expr(l, a));
        return (args, kwargs);
    }
    let mut c = a.walk();
    for arg in a.named_children(&mut c) {
        match arg.kind() {
            "keyword_argument" => {
                let name = l.field_text(arg, "name").to_string();
                let value = l.field(arg, "value");
                kwargs.push((name, value));
            }
            "comment" => l.comment(arg),
            "dictionary_splat" => {
                let v = arg.named_child(0).map(|x| py_expr(l, x)).unwrap_or_else(|| l.opaque(arg));
                kwargs.push(("**".to_string(), v));
            }
            _ => args.push(py_expr(l, arg)),
        }
    }
    (args, kwargs)
}

fn dictionary(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let mut pairs = Vec::new();
    let mut c = n.walk();
    for p in n.named_children(&mut c) {
        match p.kind() {
            "pair" => {
                let k = l.field(p, "key");
                let v = l.field(p, "value");
                pairs.push((Some(k), v));
            }
            "comment" => l.comment(p),
            // `**x`: what `x` holds, spread.
            "dictionary_splat" => {
                let v = p.named_child(0).map(|x| py_expr(l, x)).unwrap_or_else(|| l.opaque(p));
                pairs.push((None, v));
            }
            _ => {
                let v = py_expr(l, p);
                pairs.push((None, v));
            }
        }
    }
    ExprKind::Dict(pairs)
}

fn lambda(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let params = n.child_by_field_name("parameters").map(|p| params(l, p)).unwrap_or_default();
    let span = l.span(n);
    let id = l.reserve();
    let value = n.child_by_field_name("body").map(|b| py_expr(l, b));
    l.m.funcs[id] = Function {
        name: LAMBDA.into(),
        class: l.class.clone(),
        params,
        decorators: Vec::new(),
        body: Vec::new(),
        span,
        value,
    };
    ExprKind::Lambda(id)
}

/// `[elem for a in xs if c for b in ys]`: for each `for` clause, from the last, a function of
/// an item (which it assigns to the clause's target) that returns what the rest makes where the
/// clause's conditions hold; each item of `xs`, then of `ys` (evaluated where `a` is set), goes
/// through it. A dict comprehension's entries are its key and value.
fn comprehension(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let span = l.span(n);
    let mut clauses: Vec<(Expr, Expr, Vec<Expr>)> = Vec::new();
    let Some(body) = n.child_by_field_name("body") else { return l.opaque_kind(n) };
    for k in &named(n) {
        match k.kind() {
            "for_in_clause" => {
                let target = l.field(*k, "left");
                let mut c = k.walk();
                let iters: Vec<Expr> = k.children_by_field_name("right", &mut c).map(|r| py_expr(l, r)).collect();
                let iter = match <[Expr; 1]>::try_from(iters) {
                    Ok([one]) => one,
                    Err(many) => Expr::new(ExprKind::Tuple(many), l.span(*k)),
                };
                clauses.push((target, iter, Vec::new()));
            }
            "if_clause" => {
                let cond = k.named_child(0).map(|c| py_expr(l, c)).unwrap_or_else(|| l.opaque(*k));
                if let Some(last) = clauses.last_mut() {
                    last.2.push(cond);
                }
            }
            "comment" => l.comment(*k),
            _ => {}
        }
    }
    let dict = body.kind() == "pair";
    let mut inner = match body.kind() {
        "pair" => {
            let (key, value) = (l.field(body, "key"), l.field(body, "value"));
            Expr::new(ExprKind::Tuple(vec![key, value]), span)
        }
        _ => py_expr(l, body),
    };
    if clauses.is_empty() {
        return l.opaque_kind(n);
    }
    while let Some((target, iter, conds)) = clauses.pop() {
        let item = Expr::new(ExprKind::Name(ITEM.into()), span);
        let mut then = vec![Stmt { kind: StmtKind::Return(Some(inner)), span }];
        for cond in conds.into_iter().rev() {
            then = vec![Stmt { kind: StmtKind::If { cond, then, other: Vec::new() }, span }];
        }
        let assign = Stmt { kind: StmtKind::Assign { targets: vec![target], value: item, op: None }, span };
        let id = l.item_function(span, std::iter::once(assign).chain(then).collect(), None);
        let func = Expr::new(ExprKind::Lambda(id), span);
        inner = Expr::new(ExprKind::Each { func: Box::new(func), items: Box::new(iter), dict }, span);
    }
    inner.kind
}

fn all_str(parts: &[Expr]) -> Option<String> {
    let mut s = String::new();
    for p in parts {
        match &p.kind {
            ExprKind::Lit(Lit::Str(x)) => s.push_str(x),
            _ => return None,
        }
    }
    Some(s)
}

/// A string literal: its text, or, when it interpolates (`f"..{x}.."`), its parts.
fn string(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let prefix = n.named_child(0).filter(|s| s.kind() == "string_start").map_or("", |s| l.text(s));
    let unescape: Option<fn(&str) -> String> = match (prefix.contains(['r', 'R']), prefix.contains(['b', 'B'])) {
        (true, _) => None,
        (false, true) => Some(|s| unescape(s, false)),
        (false, false) => Some(|s| unescape(s, true)),
    };
    lower::string(l, n, &lower::StringKinds { text: &["string_content"], interpolation: "interpolation", unescape })
}

/// The text of a string literal that is not raw, its escape sequences replaced by what they
/// stand for (`\n`, `\\`, `\x41`, octal, and in a text but not bytes `\u00e9`); an unknown
/// one (`\d`) stays as written, as Python keeps it.
pub(super) fn unescape(s: &str, text: bool) -> String {
    let mut out = String::with_capacity(s.len());
    let mut cs = s.chars().peekable();
    while let Some(c) = cs.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = cs.next() else {
            out.push(c);
            break;
        };
        let simple = match e {
            '\n' => Some(None),
            '\\' | '\'' | '"' => Some(Some(e)),
            'n' => Some(Some('\n')),
            't' => Some(Some('\t')),
            'r' => Some(Some('\r')),
            'a' => Some(Some('\u{7}')),
            'b' => Some(Some('\u{8}')),
            'f' => Some(Some('\u{c}')),
            'v' => Some(Some('\u{b}')),
            _ => None,
        };
        if let Some(ch) = simple {
            out.extend(ch);
            continue;
        }
        let (radix, most) = match e {
            '0'..='7' => (8, 3),
            'x' => (16, 2),
            'u' if text => (16, 4),
            'U' if text => (16, 8),
            _ => (0, 0),
        };
        let mut digits = String::new();
        if radix == 8 {
            digits.push(e);
        }
        while digits.len() < most && cs.peek().is_some_and(|d| d.is_digit(radix.max(2))) {
            digits.extend(cs.next());
        }
        let full = radix == 8 || digits.len() == most;
        match u32::from_str_radix(&digits, radix.max(2)).ok().and_then(char::from_u32).filter(|_| full && radix != 0) {
            Some(ch) => out.push(ch),
            None => {
                out.push('\\');
                if radix != 8 {
                    out.push(e);
                }
                out.push_str(&digits);
            }
        }
    }
    out
}

/// `a < b`, `x not in ALLOWED`; a chain `a < b < c` is `a < b and b < c`.
fn comparison(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let mut operands: Vec<Expr> = Vec::new();
    let mut ops: Vec<String> = Vec::new();
    let mut pending = String::new();
    let mut c = n.walk();
    for k in n.children(&mut c) {
        if k.is_named() {
            if k.kind() == "comment" {
                continue;
            }
            if !pending.is_empty() || !operands.is_empty() {
                ops.push(std::mem::take(&mut pending));
            }
            operands.push(py_expr(l, k));
        } else {
            if !pending.is_empty() {
                pending.push(' ');
            }
            pending.push_str(l.text(k));
        }
    }
    if operands.len() < 2 || ops.len() + 1 != operands.len() {
        return ExprKind::Opaque(operands);
    }
    let mut result: Option<Expr> = None;
    for (i, op) in ops.iter().enumerate() {
        let cmp = Expr::new(
            ExprKind::Binary(binop(op), Box::new(operands[i].clone()), Box::new(operands[i + 1].clone())),
            Span { start: operands[i].span.start, end: operands[i + 1].span.end },
        );
        result = Some(match result {
            None => cmp,
            Some(prev) => {
                let span = Span { start: prev.span.start, end: cmp.span.end };
                Expr::new(ExprKind::Binary(BinOp::And, Box::new(prev), Box::new(cmp)), span)
            }
        });
    }
    result.map_or(ExprKind::Opaque(Vec::new()), |e| e.kind)
}

#[cfg(test)]
mod tests {
    use super::{ExprKind, Lit, StmtKind};

    /// A string's escape sequences stand for their characters, but in a raw string; an unknown
    /// one stays as written.
    #[test]
    fn strings_are_unescaped_unless_raw() {
        let src = r#"a = "\\"
b = r"\d\\"
c = "x\ny\d"
d = '\x41\101\u00e9'
e = "\x4"
f = b"\u00e9"
"#;
        let m = super::super::parse_builtin(crate::scan::lex::Lang::Python, src).unwrap_or_else(|| panic!("parse"));
        let texts: Vec<String> = m.funcs[0]
            .body
            .iter()
            .filter_map(|s| match &s.kind {
                StmtKind::Assign { value, .. } => match &value.kind {
                    ExprKind::Lit(Lit::Str(t)) => Some(t.clone()),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        assert_eq!(texts, ["\\", "\\d\\\\", "x\ny\\d", "AA\u{e9}", "\\x4", "\\u00e9"]);
    }
}
