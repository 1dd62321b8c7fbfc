//! Go's expressions lowered: conditions (`m[k]` as a membership test), literals and strings,
//! calls, conversions to built-in types (their operand), function literals and composites.

use super::*;

/// A condition: as an expression, except that `m[k]` tests whether `k` is in `m` (the
/// `map[string]bool` allow-list idiom).
pub(super) fn cond_expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
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

pub(super) fn go_expr(l: &mut Lower<'_>, n: Node<'_>) -> Expr {
    l.nested(n, go_expr_kind)
}

/// Go's predeclared types: a call of one is a conversion.
pub(super) const BASIC_TYPES: &[&str] = &[
    "string", "byte", "rune", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
    "uintptr", "float32", "float64", "bool", "any",
];

pub(super) fn go_expr_kind(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
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
        "literal_value" => literal_value(l, n, Keys::Fields),
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
pub(super) fn string(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
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

pub(super) fn unary(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let operand = l.field(n, "operand");
    match l.field_text(n, "operator") {
        "!" => ExprKind::Unary(UnOp::Not, Box::new(operand)),
        "-" => ExprKind::Unary(UnOp::Neg, Box::new(operand)),
        "+" => ExprKind::Unary(UnOp::Plus, Box::new(operand)),
        // A pointer to a value, a value pointed to: the same data (`&T{..}`: an object of `T`).
        "&" | "*" => {
            if let Some(t) = l.m.literal_types.get(&(operand.span.start, operand.span.end)).cloned() {
                let span = l.span(n);
                l.m.literal_types.insert((span.start, span.end), t);
            }
            operand.kind
        }
        "<-" => {
            let key = n.child_by_field_name("operand").and_then(|o| channel_key(l, o)).unwrap_or_default();
            channel_call(CHAN_RECV, &key, vec![operand], l.span(n))
        }
        _ => ExprKind::Opaque(vec![operand]),
    }
}

pub(super) fn func_literal(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    // Its parameters' types are its own: they end with it.
    let outer = l.var_types.clone();
    let outer_pending = tags::enter_scope(l);
    let params = n.child_by_field_name("parameters").map(|p| parameters(l, p)).unwrap_or_default();
    let span = l.span(n);
    let id = l.reserve();
    let body = field_block(l, n, "body");
    l.var_types = outer;
    tags::leave_scope(l, outer_pending);
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

pub(super) fn call(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
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
/// also reads `pkg.Name(x)`, `name(x)` and `name[T](x)` this way, which may be calls
/// (`db.Exec(q)`, `template.HTML(s)`, a generic function's), so those are calls.
pub(super) fn conversion(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let operand = l.field(n, "operand");
    let Some(ty) = n.child_by_field_name("type") else { return operand.kind };
    // A generic function instantiated (`decode[Order](r)`) is a call of the function.
    let ty = match ty.kind() {
        "generic_type" => match ty.child_by_field_name("type") {
            Some(t) => t,
            None => return operand.kind,
        },
        _ => ty,
    };
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
/// by field names; a named type of the file is what it names.
pub(super) fn composite(l: &mut Lower<'_>, n: Node<'_>) -> ExprKind {
    let ty = match n.child_by_field_name("type") {
        Some(t) if t.kind() == "type_identifier" => l.named_kinds.get(l.text(t)).copied().unwrap_or(t.kind()),
        Some(t) => t.kind(),
        None => "",
    };
    let Some(body) = n.child_by_field_name("body") else { return ExprKind::Opaque(Vec::new()) };
    match ty {
        "map_type" => literal_value(l, body, Keys::Values),
        "slice_type" | "array_type" | "implicit_length_array_type" => match literal_value(l, body, Keys::Values) {
            ExprKind::Dict(pairs) if pairs.is_empty() => ExprKind::List(Vec::new()),
            other => other,
        },
        "qualified_type" => literal_value(l, body, Keys::Exported),
        _ => {
            let made = literal_value(l, body, Keys::Fields);
            // (An object of the struct, whose methods a call on it reaches.)
            if let Some(t) = n.child_by_field_name("type").filter(|t| t.kind() == "type_identifier") {
                let span = l.span(n);
                l.m.literal_types.insert((span.start, span.end), l.text(t).to_string());
            }
            note_literal_fields(l, n, &made);
            with_empty_buffers(l, n, made)
        }
    }
}

/// The fields a literal of a struct of the file sets (`RequestGuard{id: regexp.MustCompile(..)}`
/// in `main`), by name or in order: what its methods, run standalone, read of their receiver
/// where nothing else sets those fields (see `note_class_attrs`), every literal's value joined.
/// Unexported fields only: no decoder fills those from a request (`json.Unmarshal`), nor does
/// another package.
fn note_literal_fields(l: &mut Lower<'_>, n: Node<'_>, made: &ExprKind) {
    if !l.models.has(crate::scan::code::models::Behaviour::LiteralsSetFields) {
        return;
    }
    let Some(ty) = n.child_by_field_name("type").filter(|t| t.kind() == "type_identifier") else { return };
    let ty = l.text(ty).to_string();
    let Some(declared) = l.m.fields.get(&ty) else { return };
    let set: Vec<(String, Expr)> = match made {
        ExprKind::Dict(pairs) => pairs
            .iter()
            .filter_map(|(k, v)| match k {
                Some(Expr { kind: ExprKind::Lit(Lit::Str(field)), .. }) => Some((field.clone(), v.clone())),
                _ => None,
            })
            .collect(),
        ExprKind::List(values) => declared.iter().map(|(f, _)| f.clone()).zip(values.iter().cloned()).collect(),
        _ => return,
    };
    let attrs = l.m.class_attrs.entry(ty).or_default();
    attrs.extend(set.into_iter().filter(|(f, _)| f.starts_with(|c: char| c.is_lowercase() || c == '_')));
}

/// A struct of the file made without its buffer fields (`&query{}` of `sb strings.Builder`):
/// they hold the empty text, a constant, as a buffer variable declared does.
fn with_empty_buffers(l: &Lower<'_>, n: Node<'_>, made: ExprKind) -> ExprKind {
    let ExprKind::Dict(mut pairs) = made else { return made };
    let Some(fields) = n.child_by_field_name("type").and_then(|t| l.m.fields.get(l.text(t))) else {
        return ExprKind::Dict(pairs);
    };
    let given =
        |f: &str| pairs.iter().any(|(k, _)| matches!(k, Some(Expr { kind: ExprKind::Lit(Lit::Str(s)), .. }) if s == f));
    let span = l.span(n);
    let empty: Vec<String> =
        fields.iter().filter(|(f, t)| !given(f) && buffer_type_named(l, t)).map(|(f, _)| f.clone()).collect();
    for f in empty {
        let key = Expr::new(ExprKind::Lit(Lit::Str(f)), span);
        pairs.push((Some(key), Expr::new(ExprKind::Lit(Lit::Str(String::new())), span)));
    }
    ExprKind::Dict(pairs)
}

/// What the keys of a composite literal are.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Keys {
    /// Values (a map's, an array's indexes).
    Values,
    /// A name is a struct field's.
    Fields,
    /// Of a type of another package (`sq.Eq{..}`): a name is a field's only where exported, as
    /// only those can be set there; any other is a variable, the type a map.
    Exported,
}

/// The `{...}` of a composite literal. Keys of a map are values; keys of a struct are field
/// names. Elements without keys are a list.
pub(super) fn literal_value(l: &mut Lower<'_>, n: Node<'_>, keys: Keys) -> ExprKind {
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
                    let field = match keys {
                        Keys::Values => false,
                        Keys::Fields => true,
                        Keys::Exported => l.text(inner).starts_with(|c: char| c.is_uppercase()),
                    };
                    if field && inner.kind() == "identifier" {
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
