//! JavaScript's expressions lowered: calls (object-literal arguments also as keyword
//! arguments), objects, strings and template literals.

use super::*;

pub(super) fn expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    l.nested(n, expr_kind)
}

pub(super) fn expr_kind(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
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
            // `new Set(['a', 'b'])`, `new Map([['k', 'v']])`: the collection.
            match l.collection(&func, &args) {
                Some(made) => made,
                None => ExprKind::Call(Box::new(Call { func, args, kwargs, new: true })),
            }
        }
        "await_expression" => match inner(n) {
            Some(e) => {
                lower::mark_awaited(l, e, "call_expression");
                expr(l, e).kind
            }
            None => l.opaque_kind(n),
        },
        "parenthesized_expression"
        | "non_null_expression"
        | "spread_element"
        | "as_expression"
        | "satisfies_expression"
        | "type_assertion"
        | "yield_expression" => match inner(n) {
            Some(e) if !e.kind().ends_with("type") && e.kind() != "type_arguments" => expr(l, e).kind,
            _ => l.opaque_kind(n),
        },
        "binary_expression" => generic_tag(l, n).or_else(|| type_test(l, n)).unwrap_or_else(|| l.binary(n)),
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
pub(super) fn augmented(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let target = l.field(n, "left");
    let value = l.field(n, "right");
    let op = n.child_by_field_name("operator").map(|o| l.text(o)).unwrap_or("");
    let span = l.span(n);
    let v =
        Expr::new(ExprKind::Binary(binop(op.trim_end_matches('=')), Box::new(target.clone()), Box::new(value)), span);
    ExprKind::Walrus(Box::new(target), Box::new(v))
}

/// `f(args)`; `require('m')` is the module `m`, and a tagged template hands the tag its parts.
pub(super) fn call(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    // `check(x).then(..)`: the stage runs after the promise it is chained to.
    if let Some(f) = n.child_by_field_name("function").filter(|f| f.kind() == "member_expression")
        && let Some(obj) = f.child_by_field_name("object")
        && f.child_by_field_name("property").is_some_and(|p| matches!(l.text(p), "then" | "catch" | "finally"))
    {
        lower::mark_awaited(l, obj, "call_expression");
    }
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
        Some(t) if t.kind() == "template_string" => (tag_parts(l, t), Vec::new()),
        Some(a) => arguments(l, a),
        None => (Vec::new(), Vec::new()),
    };
    ExprKind::Call(Box::new(Call { func, args, kwargs, new: false }))
}

/// What a tagged template hands its tag: the parts of the template that are not its text.
fn tag_parts(l: &mut Lower<'_>, t: Node<'_>) -> Vec<Expr> {
    match template(l, t) {
        ExprKind::Format(parts) => parts.into_iter().filter(|p| !matches!(p.kind, ExprKind::Lit(_))).collect(),
        _ => Vec::new(),
    }
}

/// `` prisma.$queryRaw<Rows>`...` `` in TypeScript, which the grammar reads as `(tag < Rows) >
/// `...``: the tag called with the template's parts.
fn generic_tag(l: &mut Lower<'_>, n: Node<'_>) -> Option<ExprKind> {
    let right = n.child_by_field_name("right").filter(|r| r.kind() == "template_string")?;
    let left = n.child_by_field_name("left").filter(|b| b.kind() == "binary_expression")?;
    let typed =
        left.child_by_field_name("right").is_some_and(|t| matches!(t.kind(), "identifier" | "member_expression"));
    if !typed || l.field_text(n, "operator") != ">" || l.field_text(left, "operator") != "<" {
        return None;
    }
    let func = l.field(left, "left");
    let args = tag_parts(l, right);
    Some(ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false })))
}

/// A call's arguments; the `key: value` pairs of an object literal argument are also keyword
/// arguments, as options objects are read (`{shell: true}`, `{filter: f}`).
pub(super) fn arguments(l: &mut Lower<'_>, a: Node<'_>) -> (Vec<Expr>, Vec<(String, Expr)>) {
    let (mut args, mut kwargs) = (Vec::new(), Vec::new());
    for arg in named(a) {
        if is_comment(arg) {
            l.comment(arg);
            continue;
        }
        let e = expr(l, arg);
        if let ExprKind::Dict(pairs) = &e.kind {
            for (k, v) in pairs {
                match k {
                    Some(Expr { kind: ExprKind::Lit(Lit::Str(k)), .. }) => kwargs.push((k.clone(), v.clone())),
                    // `{ ...defaults, maxAge }`: the spread object's keys, as Python's `**opts`.
                    None => kwargs.push(("**".to_string(), v.clone())),
                    Some(_) => {}
                }
            }
        }
        args.push(e);
    }
    (args, kwargs)
}

pub(super) fn object(l: &mut Lower<'_>, n: Node<'_>) -> Vec<(Option<Expr>, Expr)> {
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
pub(super) fn string_text(l: &Lower<'_>, n: Node<'_>) -> String {
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
pub(super) fn template(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
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
pub(super) fn unescape_all(s: &str) -> String {
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

pub(super) fn unescape(e: &str) -> String {
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

pub(super) fn is_typeof(l: &Lower<'_>, k: Node<'_>) -> bool {
    k.kind() == "unary_expression" && l.field_text(k, "operator") == "typeof"
}

/// `typeof x` against the type name `ty` (a string): the call `typeof.number(x)`.
pub(super) fn typeof_call(l: &mut Lower<'_>, test: Node<'_>, ty: Node<'_>, span: Span) -> ExprKind {
    let name = format!("typeof.{}", string_text(l, ty));
    let arg = l.field(test, "argument");
    ExprKind::Call(Box::new(Call {
        func: Expr::new(ExprKind::Name(name), span),
        args: vec![arg],
        kwargs: Vec::new(),
        new: false,
    }))
}

/// `typeof x === "number"` (either side, `==` too) as the call `typeof.number(x)`, and `!==`
/// as its negation: the models say what each type test validates.
fn type_test(l: &mut Lower<'_>, n: Node<'_>) -> Option<ExprKind> {
    let op = l.field_text(n, "operator").to_string();
    let negated = match op.as_str() {
        "===" | "==" => false,
        "!==" | "!=" => true,
        _ => return None,
    };
    let (left, right) = (n.child_by_field_name("left")?, n.child_by_field_name("right")?);
    let (test, ty) = if is_typeof(l, left) {
        (left, right)
    } else if is_typeof(l, right) {
        (right, left)
    } else {
        return None;
    };
    if ty.kind() != "string" {
        return None;
    }
    let call = typeof_call(l, test, ty, l.span(test));
    Some(match negated {
        true => ExprKind::Unary(UnOp::Not, Box::new(Expr::new(call, l.span(n)))),
        false => call,
    })
}
