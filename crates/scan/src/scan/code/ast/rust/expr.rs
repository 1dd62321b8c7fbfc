//! Rust's expressions lowered: paths, fields, literals, calls and method chains, closures and
//! strings.

use super::*;
use crate::scan::code::ArgSel;
use crate::scan::code::models::Kind;

pub(super) fn expr(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    if !r.l.enter() {
        return Expr::new(ExprKind::Opaque(Vec::new()), span);
    }
    let e = expr_inner(r, n);
    r.l.leave();
    e
}

/// The expression in `name` of `n`; an opaque value over `n` when the field is missing.
pub(super) fn field(r: &mut Rs<'_>, n: Node<'_>, name: &str) -> Expr {
    n.child_by_field_name(name).map(|x| expr(r, x)).unwrap_or_else(|| opaque(r, n))
}

pub(super) fn lit(l: Lit, span: Span) -> Expr {
    Expr::new(ExprKind::Lit(l), span)
}

pub(super) fn expr_inner(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    match n.kind() {
        "identifier" | "self" | "crate" | "super" | "field_identifier" | "type_identifier" => match r.l.text(n) {
            "None" => lit(Lit::Null, span),
            t => match r.renames.iter().rev().find(|(from, _)| from == t) {
                Some((_, to)) if n.kind() == "identifier" => e(ExprKind::Name(to.clone())),
                _ => e(ExprKind::Name(t.to_string())),
            },
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
        "try_expression" => try_value(r, n),
        "await_expression" | "parenthesized_expression" => match named(n).into_iter().find(|k| !is_comment(*k)) {
            Some(inner) => expr(r, inner),
            None => opaque(r, n),
        },
        "type_cast_expression" => {
            let v = field(r, n, "value");
            let ty = r.l.field_text(n, "type");
            if numeric(r.l.models, ty) { cast(ty, v) } else { v }
        }
        "index_expression" => index(r, n),
        "tuple_expression" => e(ExprKind::Tuple(children(r, n))),
        "array_expression" => array(r, n),
        "struct_expression" => struct_expr(r, n),
        "closure_expression" => closure(r, n, None, None),
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
pub(super) fn literal(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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
            let t = t.strip_prefix('b').unwrap_or(t);
            // One quote each side (`'\''` is a quote).
            let inner = t.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')).unwrap_or(t);
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
pub(super) fn path(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    let name = r.l.field_text(n, "name").to_string();
    match n.child_by_field_name("path") {
        Some(p) => {
            let base = match p.kind() {
                "generic_type" => p.child_by_field_name("type").map(|t| expr(r, t)),
                "bracketed_type" => Some(e(ExprKind::Name(dotted_path(r.l.text(p))))),
                // `Self::f(..)` in an impl: the type's own function (in a trait, `Self` is any
                // type that implements it, which may have its own).
                _ if r.l.text(p) == "Self" && !r.in_trait && r.l.class.is_some() => {
                    r.l.class.clone().map(|c| e(ExprKind::Name(c)))
                }
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
pub(super) fn field_access(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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

pub(super) fn unary(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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

/// `e?`: `e` kept in a temporary, whose failure (an `Err`, a `None`: a false value) the function
/// returns as a failure (`if !t { return None }`); the value is the temporary. Of a call, what
/// it gives where it succeeds ([`OK_OF`]), and the failure returned is what it gives where it
/// fails ([`FAILED_OF`]: a function of the file's, whose `Err(..)` may carry data on).
fn try_value(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let Some(inner) = named(n).into_iter().find(|k| !is_comment(*k)) else { return opaque(r, n) };
    let span = r.l.span(n);
    // What a call gives where it succeeds goes on; what it gives where it fails is returned.
    let (value, failed) = outcomes(expr(r, inner), span);
    let failed = failed.unwrap_or_else(|| lit(Lit::Null, span));
    let mut before = Vec::new();
    let temp = r.kept(value, &mut before);
    let give_up = Stmt { kind: StmtKind::Return(Some(failed)), span };
    let cond = test_of(temp.clone(), false);
    before.push(Stmt { kind: StmtKind::If { cond, then: vec![give_up], other: Vec::new() }, span });
    r.pending.append(&mut before);
    temp
}

/// What a value tested for its variant (`?`, `match`, `if let`) gives where it succeeds, and
/// where it fails: of a call, [`OK_OF`] of it and [`FAILED_OF`] (a function of the file's gives
/// only what its returns that succeed give, and its `Err(..)` may carry data on); else the value
/// itself, and nothing known of its failure. (`span`: the span the success's call is given,
/// which spans elsewhere are compared with: `?`'s own, or the tested value's.)
pub(super) fn outcomes(value: Expr, span: Span) -> (Expr, Option<Expr>) {
    match value.kind {
        ExprKind::Call(_) => {
            let func = Expr::new(ExprKind::Name(OK_OF.into()), span);
            let ok = Call { func, args: vec![value], kwargs: Vec::new(), new: false };
            (Expr::new(ExprKind::Call(Box::new(ok)), span), Some(Expr::new(ExprKind::Name(FAILED_OF.into()), span)))
        }
        _ => (value, None),
    }
}

/// `a[i]`; `a[i..j]` is a slice.
pub(super) fn index(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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
pub(super) fn array(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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
pub(super) fn struct_expr(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let e = |kind| Expr::new(kind, span);
    let mut pairs = Vec::new();
    // A field of the structure declared with a type that holds no text holds a number
    // (`zoom: q.first("z")?.parse().ok()?` of `zoom: u8`).
    let name = struct_name(r, n);
    let declared = name.as_ref().and_then(|s| r.l.m.fields.get(s).cloned()).unwrap_or_default();
    // (A literal keeps its value: `accept_invalid: true`.)
    let typed = |key: &str, v: Expr| match declared.iter().find(|(f, _)| f == key) {
        // (An address, `IpAddr`, still chooses a host.)
        Some((_, ty))
            if numeric(r.l.models, ty) && !held_type(ty).ends_with("Addr") && !matches!(v.kind, ExprKind::Lit(_)) =>
        {
            cast(ty, v)
        }
        _ => v,
    };
    if let Some(body) = n.child_by_field_name("body") {
        for f in named(body) {
            match f.kind() {
                "field_initializer" => {
                    let key = r.l.field_text(f, "field").to_string();
                    let v = field(r, f, "value");
                    let v = typed(&key, v);
                    pairs.push((Some(lit(Lit::Str(key), r.l.span(f))), v));
                }
                "shorthand_field_initializer" => {
                    let key = r.l.text(f).to_string();
                    let v = typed(&key, Expr::new(ExprKind::Name(key.clone()), r.l.span(f)));
                    pairs.push((Some(lit(Lit::Str(key), r.l.span(f))), v));
                }
                // `..base`: the fields not written come from it; those written win, wherever
                // they stand (`Default::default()` is the structure's own `default`).
                "base_field_initializer" => {
                    let v = match (f.named_child(0), &name) {
                        (Some(b), Some(s)) if default_call(r.l.text(b)) => {
                            let ty = Box::new(Expr::new(ExprKind::Name(s.clone()), r.l.span(b)));
                            let func = Expr::new(ExprKind::Attr(ty, "default".into()), r.l.span(b));
                            Expr::new(
                                ExprKind::Call(Box::new(Call {
                                    func,
                                    args: Vec::new(),
                                    kwargs: Vec::new(),
                                    new: false,
                                })),
                                r.l.span(b),
                            )
                        }
                        (Some(b), _) => expr(r, b),
                        (None, _) => opaque(r, f),
                    };
                    pairs.insert(0, (None, v));
                }
                k if k.contains("comment") => r.l.comment(f),
                _ => {}
            }
        }
    }
    if let Some(s) = name {
        r.l.m.literal_types.insert((span.start, span.end), s);
    }
    e(ExprKind::Dict(pairs))
}

/// Whether a structure literal's base is the trait's `default()` (`..Default::default()`).
fn default_call(text: &str) -> bool {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    matches!(
        t.as_str(),
        "Default::default()" | "std::default::Default::default()" | "core::default::Default::default()"
    )
}

/// The structure a literal is of, by its last name (`Self` in an `impl`: the type's).
pub(super) fn struct_name(r: &Rs<'_>, n: Node<'_>) -> Option<String> {
    let written = r.l.field_text(n, "name");
    let head = written.split("::<").next().unwrap_or(written).split('<').next().unwrap_or(written);
    match head.rsplit("::").next().unwrap_or(head).trim() {
        "Self" => r.l.class.clone(),
        name => Some(name.to_string()),
    }
}

/// Control flow in value position: it runs before the statement, into a temporary (the value).
pub(super) fn block_value(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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

pub(super) fn children(r: &mut Rs<'_>, n: Node<'_>) -> Vec<Expr> {
    let kids: Vec<Node<'_>> =
        named(n).into_iter().filter(|k| !is_comment(*k) && k.kind() != "attribute_item").collect();
    kids.into_iter().map(|k| expr(r, k)).collect()
}

pub(super) fn call(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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
    if let Some(test) = recv.as_ref().and_then(|recv| content_test(r, n, &func, recv)) {
        return test;
    }
    if let Some(test) = mapped_test(r, n, &func) {
        return test;
    }
    if let Some(kept) = recv.as_ref().and_then(|recv| kept_if(r, n, &func, recv)) {
        return kept;
    }
    if let Some(test) = item_test(r, n, &func) {
        let call = Call { func, args: vec![test], kwargs: Vec::new(), new: false };
        return Expr::new(ExprKind::Call(Box::new(call)), span);
    }
    if let Some(made) = lazily_made(r, n, &func) {
        return made;
    }
    let folds = folded_at(r, &func);
    let (mut args, in_place) = call_args(r, n, (recv.as_ref(), supplies_default(&func)), folds);
    // `xs.iter().map(|x| f(x))`: the closure ran in place on what the receiver holds, so what
    // the call makes is what the closure makes (`escape(x)`, not `x`); a fold's, its last
    // accumulator.
    if in_place && args.len() == 1 && r.l.call_models(&method_name(&func), "").map.is_some() {
        return args.remove(0);
    }
    if let Some(folded) = folds.filter(|_| in_place).and_then(|f| fold_result(&args, f, span)) {
        return folded;
    }
    let dotted = func.dotted().unwrap_or_default();
    let path = recv.as_ref().is_some_and(is_place);
    let models = r.l.call_models(&dotted, "");
    // A call the models say passes its one argument through (`String::from(s)`): that value.
    if args.len() == 1 && models.pass_through {
        return args.remove(0);
    }
    // A collection made of what it is given (`HashMap::from([("k", "v")])`).
    if let Some(made) = r.l.collection(&func, &args) {
        return Expr::new(made, span);
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
    // A conversion to a numeric type, named by the turbofish (`s.parse::<i32>()`) or called on
    // (`u32::from(n)`), as the models name it, is a cast to that type.
    let to = turbofish.or_else(|| {
        let (ty, _) = dotted.rsplit_once('.')?;
        Some(ty.rsplit('.').next().unwrap_or(ty).to_string())
    });
    let casts =
        to.as_ref().is_some_and(|ty| numeric(r.l.models, ty)) && r.l.call_models(&method_name(&func), "").type_cast;
    let call = Expr::new(ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false })), span);
    match to {
        Some(ty) if casts => cast(&ty, call),
        _ => call,
    }
}

/// `opt.is_some_and(|h| test(h))`, a content test as the models name it, is the test on what
/// `opt` holds: a condition guards read; `opt.map_or(false, |h| test(h))` too.
fn content_test(r: &mut Rs<'_>, n: Node<'_>, func: &Expr, recv: &Expr) -> Option<Expr> {
    if !r.l.call_models(&method_name(func), "").content_test {
        return None;
    }
    let args = named(n.child_by_field_name("arguments")?);
    let ([c] | [_, c]) = args.as_slice() else { return None };
    let default = args.first().filter(|d| *d != c).map(|d| r.l.text(*d));
    if !matches!(default, None | Some("false" | "true")) || c.kind() != "closure_expression" {
        return None;
    }
    let test = closure_test(r, *c, recv.clone())?;
    // `map_or(true, |h| test(h))` also holds where there is no content: `none || test(h)`,
    // which fixes nothing where it holds, and the test's failing where it does not.
    Some(match default {
        Some("true") => {
            let span = test.span;
            Expr::new(
                ExprKind::Binary(BinOp::Or, Box::new(Expr::new(ExprKind::Opaque(Vec::new()), span)), Box::new(test)),
                span,
            )
        }
        _ => test,
    })
}

/// `x.map(|u| test(u)).unwrap_or(false)`, read as `x.map_or(false, |u| test(u))` where the models
/// know `map_or` as a content test: the closure's test on what `x` holds (an `Err` or `None`
/// gives false).
fn mapped_test(r: &mut Rs<'_>, n: Node<'_>, func: &Expr) -> Option<Expr> {
    if !matches!(&func.kind, ExprKind::Attr(_, m) if m == "unwrap_or") || !r.l.call_models("_.map_or", "").content_test
    {
        return None;
    }
    let defaults = named(n.child_by_field_name("arguments")?);
    let [default] = defaults.as_slice() else { return None };
    let inner = n.child_by_field_name("function")?.child_by_field_name("value")?;
    if r.l.text(*default) != "false" || inner.kind() != "call_expression" {
        return None;
    }
    let map = inner.child_by_field_name("function").filter(|f| f.kind() == "field_expression")?;
    let closures = named(inner.child_by_field_name("arguments")?);
    let [c] = closures.as_slice() else { return None };
    if r.l.field_text(map, "field") != "map" || c.kind() != "closure_expression" {
        return None;
    }
    let recv = expr(r, map.child_by_field_name("value")?);
    closure_test(r, *c, recv)
}

/// The test a closure of one parameter and one expression makes of `recv`: its parameter bound
/// to `recv`, its expression.
fn closure_test(r: &mut Rs<'_>, c: Node<'_>, recv: Expr) -> Option<Expr> {
    let (pat, name, body) = one_param_closure(r, c)?;
    // Its parameter under a name of its own where the test is read, not the function's
    // variable of that name (`cmd` of `mode.map(|cmd| cmd == "fast")` beside a `cmd`).
    let temp = r.temp();
    let span = r.l.span(pat);
    let target = Expr::new(ExprKind::Name(temp.clone()), span);
    r.pending.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value: recv, op: None }, span });
    r.renames.push((name, temp));
    let test = expr(r, body);
    r.renames.pop();
    Some(test)
}

/// `ok.then_some(v)` and `ok.then(|| v)`, as the models' `kept_if` names them: `v` where the
/// test holds, nothing otherwise (`if ok { Some(v) } else { None }`), so what the test tells
/// of `v` holds in what the call gives. A `function` one takes a closure of no parameters and
/// of one expression, needing no statements of its own; any other argument is left alone
/// (`fut.then(run)` runs `run`).
fn kept_if(r: &mut Rs<'_>, n: Node<'_>, func: &Expr, recv: &Expr) -> Option<Expr> {
    let function = r.l.call_models(&method_name(func), "").kept_if?;
    let args = named(n.child_by_field_name("arguments")?);
    let [a] = args.as_slice() else { return None };
    let value = match function {
        true => without_statements(r, no_param_closure_body(*a).filter(|b| b.kind() != "block")?)?,
        false => expr(r, *a),
    };
    let span = r.l.span(n);
    let none = lit(Lit::Null, span);
    Some(Expr::new(ExprKind::Cond(Box::new(recv.clone()), Box::new(value), Box::new(none)), span))
}

/// The expression `n` lowered where it needs no statements before it (pending ones are
/// dropped and `None` given then).
fn without_statements(r: &mut Rs<'_>, n: Node<'_>) -> Option<Expr> {
    let saved = std::mem::take(&mut r.pending);
    let value = expr(r, n);
    std::mem::replace(&mut r.pending, saved).is_empty().then_some(value)
}

/// The closure a `some-items` call keeps the items passing (`next.filter(|n| is_local(n))`),
/// or an `any_item` or `all_items` call tests them with (`hosts.iter().any(|h| *h == host)`,
/// `cols.iter().all(|c| COLUMNS.contains(c))`; not a guard of its own, `s.chars().all(..)`), as
/// a function of its one parameter whose value is the test: what the test tells of an item
/// holds where a `some-items` call keeps it. `None` for a closure with a block, or whose test needs
/// statements of its own.
fn item_test(r: &mut Rs<'_>, n: Node<'_>, func: &Expr) -> Option<Expr> {
    let method = match &func.kind {
        ExprKind::Attr(_, m) => Some(m.as_str()),
        _ => None,
    };
    let names = [method_name(func)];
    let models = r.l.call_models(&names[0], "");
    // A guard of its own (`s.chars().all(..)`, a test of the text's characters) is not.
    let every = r.l.models.names_call(Word::AllItems, &names, method) && models.guard.is_none();
    let tests_items = r.l.models.names_call(Word::AnyItem, &names, method) || every;
    if !matches!(models.pure, Some(Some(Fold::SomeItems | Fold::OneItem))) && !tests_items {
        return None;
    }
    let args = named(n.child_by_field_name("arguments")?);
    let [c] = args.as_slice() else { return None };
    let (_, name, body) = one_param_closure(r, *c).filter(|_| c.kind() == "closure_expression")?;
    let value = without_statements(r, body)?;
    let span = r.l.span(*c);
    let id = r.l.reserve();
    r.l.m.funcs[id] = Function {
        name: LAMBDA.into(),
        class: r.l.class.clone(),
        params: vec![Param { name, default: None, ty: None, keywords: false }],
        decorators: Vec::new(),
        body: Vec::new(),
        span,
        value: Some(value),
    };
    Some(Expr::new(ExprKind::Lambda(id), span))
}

/// The body of a closure of no parameters (`|| v`).
fn no_param_closure_body(c: Node<'_>) -> Option<Node<'_>> {
    let no_params = c.child_by_field_name("parameters").is_none_or(|p| named(p).is_empty());
    c.child_by_field_name("body").filter(|_| c.kind() == "closure_expression" && no_params)
}

/// A closure of one parameter binding a plain name, and of one expression (no block): the
/// parameter's pattern, the name and the expression.
fn one_param_closure<'t>(r: &Rs<'_>, c: Node<'t>) -> Option<(Node<'t>, String, Node<'t>)> {
    let body = c.child_by_field_name("body").filter(|b| b.kind() != "block")?;
    let params = named(c.child_by_field_name("parameters")?);
    let [p] = params.as_slice() else { return None };
    let pat = if p.kind() == "parameter" { p.child_by_field_name("pattern").unwrap_or(*p) } else { *p };
    Some((pat, plain_binding(r, pat)?, body))
}

/// The name a closure parameter binds, also by reference or `mut` (`|&h|`, `|mut h|`).
fn plain_binding(r: &Rs<'_>, p: Node<'_>) -> Option<String> {
    match p.kind() {
        "identifier" => Some(r.l.text(p).to_string()),
        "mut_pattern" | "ref_pattern" | "reference_pattern" | "parenthesized_pattern" => {
            plain_binding(r, named(p).into_iter().rev().find(|k| !is_comment(*k))?)
        }
        _ => None,
    }
}

/// A value the models' `pass_through` call makes of a closure without parameters
/// (`LazyLock::new(|| Regex::new(..).unwrap())`): what the closure makes, which it always runs.
fn lazily_made(r: &mut Rs<'_>, n: Node<'_>, func: &Expr) -> Option<Expr> {
    if !r.l.call_models(&func.dotted()?, "").pass_through {
        return None;
    }
    let args = named(n.child_by_field_name("arguments")?);
    let [c] = args.as_slice() else { return None };
    let body = no_param_closure_body(*c)?;
    let target = Expr::new(ExprKind::Name(r.temp()), r.l.span(*c));
    let mut made = Vec::new();
    value_into(r, body, Sink::Assign(target.clone()), &mut made);
    r.pending.extend(made);
    Some(target)
}

/// A fold's result (`xs.iter().fold(init, |acc, x| ..)` with the closure lowered in place):
/// the closure's last value, or the first accumulator where there is no item.
fn fold_result(args: &[Expr], (init, at): (usize, usize), span: Span) -> Option<Expr> {
    // (Exactly the two arguments, the first accumulator and the closure.)
    if args.len() != 2 || !matches!((init, at), (0, 1) | (1, 0)) {
        return None;
    }
    super::super::lower::one_of(vec![args[at].clone(), args[init].clone()], span)
}

/// Where a call the models name a fold (`map` with `initial`: `xs.iter().fold(init, |acc, x|
/// ..)`) takes its first accumulator and its function, by position.
fn folded_at(r: &Rs<'_>, func: &Expr) -> Option<(usize, usize)> {
    match r.l.call_models(&method_name(func), "").map {
        Some(Kind::Map { function, initial: Some(ArgSel::Index(init)), .. }) => match function.as_slice() {
            [ArgSel::Index(at)] => Some((*init, *at)),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a method takes a function supplying a default where its receiver holds none, which
/// it calls with nothing (`unwrap_or_else`, `or_insert_with`).
fn supplies_default(func: &Expr) -> bool {
    matches!(&func.kind, ExprKind::Attr(_, m) if DEFAULT_SUPPLIERS.contains(&m.as_str()))
}

/// The methods of [`supplies_default`].
const DEFAULT_SUPPLIERS: [&str; 4] = ["unwrap_or_else", "or_else", "or_insert_with", "get_or_insert_with"];

/// A call's arguments, and whether one of them is a closure lowered in place (its value, bound
/// to what the receiver `recv` holds; a fold's (`folds`: where its first accumulator and its
/// function are) first parameter to the first accumulator). `default`: the method calls a
/// function it is given with nothing ([`supplies_default`]), as a path is lowered.
fn call_args(
    r: &mut Rs<'_>,
    n: Node<'_>,
    (recv, default): (Option<&Expr>, bool),
    folds: Option<(usize, usize)>,
) -> (Vec<Expr>, bool) {
    let mut args: Vec<Expr> = Vec::new();
    let mut in_place = false;
    for k in n.child_by_field_name("arguments").map(named).unwrap_or_default() {
        match k.kind() {
            k2 if k2.contains("comment") => r.l.comment(k),
            "attribute_item" => {}
            // A function named as the default a method supplies (`opt.unwrap_or_else(AllowOrigin::
            // mirror_request)`): what it returns, called with nothing.
            "scoped_identifier" if default => {
                let func = expr(r, k);
                let span = func.span;
                args.push(Expr::new(
                    ExprKind::Call(Box::new(Call { func, args: Vec::new(), kwargs: Vec::new(), new: false })),
                    span,
                ));
            }
            "closure_expression" => {
                let acc = folds.filter(|(_, at)| *at == args.len()).and_then(|(init, _)| args.get(init).cloned());
                let c = closure(r, k, recv.cloned(), acc);
                // A `return` inside ends the closure early with another value, which its last
                // value (all `c` holds after the call) does not show.
                in_place |= !matches!(c.kind, ExprKind::Lambda(_)) && !returns_early(k);
                args.push(c);
            }
            _ => args.push(expr(r, k)),
        }
    }
    (args, in_place)
}

/// Whether a `return` is written anywhere inside `n`.
fn returns_early(n: Node<'_>) -> bool {
    let mut cursor = n.walk();
    n.children(&mut cursor).any(|k| k.kind() == "return_expression" || returns_early(k))
}

/// The name the models know a method call by: its path, or `_.method` when the receiver has
/// none (`(a + b).is_some_and(..)` is still a method `*.is_some_and` names).
pub(super) fn method_name(func: &Expr) -> String {
    func.dotted().unwrap_or_else(|| match &func.kind {
        ExprKind::Attr(_, m) => format!("_.{m}"),
        _ => String::new(),
    })
}

/// Names and fields: places a value is kept.
pub(super) fn is_place(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Attr(o, _) => is_place(o),
        _ => false,
    }
}

/// A closure: lowered in place, as statements that may run, with its parameters bound to what
/// `recv` (the receiver of the method it is given to) holds; a fold's first to its accumulator
/// (`acc`: the first one, as each makes the next alike). A closure whose parameters are typed
/// request extractors (an axum handler) is a function of its own.
pub(super) fn closure(r: &mut Rs<'_>, n: Node<'_>, recv: Option<Expr>, acc: Option<Expr>) -> Expr {
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
        let value = match (&recv, &acc) {
            // Each accumulator is the first, or what the closure made of the one before (it runs
            // as a loop, so what one run carries reaches the next): no constant a test of it
            // could pick a branch by.
            (Some(_), Some(first)) if i == 0 => Expr::new(ExprKind::Opaque(vec![first.clone(), target.clone()]), span),
            // Other two-argument closures: each from the receiver.
            (Some(v), None) if many => {
                Expr::new(ExprKind::Index(Box::new(v.clone()), Box::new(lit(Lit::Int(i as i64), span))), v.span)
            }
            // One of its items (`[("uid", q.uid)].into_iter().map(|(attr, v)| ..)`), or what an
            // `Option` holds; a fold's other parameter.
            (Some(v), _) => {
                let func = Expr::new(ExprKind::Name(ITEM_OF.into()), v.span);
                let call = Call { func, args: vec![v.clone()], kwargs: Vec::new(), new: false };
                Expr::new(ExprKind::Call(Box::new(call)), v.span)
            }
            (None, _) => Expr::new(ExprKind::Opaque(Vec::new()), span),
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
    let kind = match acc {
        Some(_) => StmtKind::While { cond, body, other: Vec::new() },
        None => StmtKind::If { cond, then: body, other: Vec::new() },
    };
    r.pending.push(Stmt { kind, span });
    target
}

/// A string literal: its text with escapes resolved.
pub(super) fn string(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
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
