//! Writers held by a variable (`bytes.Buffer`, `strings.Builder`): a write to one
//! (`b.WriteString(s)`, `fmt.Fprintf(&b, ...)`) appends to it, and `&x` passed to a call is an
//! out-parameter the call fills.

use super::*;

/// The variable a write goes to, as the models' writers say: the receiver
/// (`b.WriteString(s)`) or the first argument (`fmt.Fprintf(&b, ...)`).
pub(super) fn writer_target(l: &Lower<'_>, n: Node<'_>, c: &Call) -> Option<Expr> {
    let target = match l.call_models(&c.func.dotted()?, "").writer? {
        WritesTo::Receiver => match &c.func.kind {
            ExprKind::Attr(obj, _) => (**obj).clone(),
            _ => return None,
        },
        WritesTo::First => c.args.first()?.clone(),
    };
    is_path(&target).then_some(target).filter(|o| is_buffer(l, n, o))
}

/// The text a write appends (`b.WriteString(s)`: `s`; `fmt.Fprintf(&b, f, a)`: what
/// `fmt.Sprintf(f, a)` makes), so a buffer given only constants holds a constant.
pub(super) fn written_text(c: &Call) -> Option<Expr> {
    let name = c.func.dotted()?;
    let formatted = |f: &str| {
        let func = Expr::new(ExprKind::Name(f.to_string()), c.func.span);
        let call = Call { func, args: c.args.get(1..)?.to_vec(), kwargs: Vec::new(), new: false };
        Some(Expr::new(ExprKind::Call(Box::new(call)), c.func.span))
    };
    match name.as_str() {
        "fmt.Fprintf" => formatted("fmt.Sprintf"),
        "fmt.Fprint" => formatted("fmt.Sprint"),
        "fmt.Fprintln" => formatted("fmt.Sprintln"),
        "io.WriteString" if c.args.len() == 2 => c.args.get(1).cloned(),
        n if n.ends_with(".WriteString") && c.args.len() == 1 => c.args.first().cloned(),
        _ => None,
    }
}

/// Whether `e` is a variable the enclosing function declares as a buffer, of a type the models
/// name `buffer` (`var b strings.Builder`, `buf := new(bytes.Buffer)`, `b := &bytes.Buffer{}`)
/// or made by a call they name (`bytes.NewBufferString(s)`), or a buffer field of a struct
/// ([`buffer_field`]): not a writer given to it, such as a response.
pub(super) fn is_buffer(l: &Lower<'_>, at: Node<'_>, e: &Expr) -> bool {
    if let ExprKind::Attr(obj, field) = &e.kind {
        return buffer_field(l, at, obj, field);
    }
    let ExprKind::Name(name) = &e.kind else { return false };
    let scope = enclosing_function(at);
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

/// Whether `obj.field` is a buffer field (`q.sb` of `sb strings.Builder`): `obj` a variable
/// declared, where the write is, with a struct type of the file that declares the field so, or
/// the receiver of the method being lowered, of such a type.
fn buffer_field(l: &Lower<'_>, at: Node<'_>, obj: &Expr, field: &str) -> bool {
    let ExprKind::Name(name) = &obj.kind else { return false };
    let pos = at.start_byte();
    let declared =
        l.m.declared.get(name).and_then(|ds| {
            ds.iter().filter(|(s, _)| s.start <= pos && pos < s.end).min_by_key(|(s, _)| s.end - s.start)
        });
    let ty = match declared {
        Some((_, ty)) => Some(ty),
        None => l.class.as_ref().filter(|_| l.receiver.as_ref() == Some(name)),
    };
    let Some(fields) = ty.and_then(|t| l.m.fields.get(t)) else { return false };
    fields.iter().any(|(f, t)| f == field && buffer_type_named(l, t))
}

/// Whether a type written `t` (`strings.Builder`, `*bytes.Buffer`, `(*bytes.Buffer)`) is a
/// buffer's.
pub(super) fn buffer_type_named(l: &Lower<'_>, t: &str) -> bool {
    l.call_models(compact(t).trim_start_matches(['*', '(']).trim_end_matches(')'), "").buffer
}

/// Whether the declaration or assignment `node` gives `name` a buffer: its declared type, or
/// the value it is given (the one at its position, or the one call giving every name).
pub(super) fn declares_buffer(l: &Lower<'_>, node: Node<'_>, name: &str) -> bool {
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
pub(super) fn makes_buffer(l: &Lower<'_>, v: Node<'_>, depth: usize) -> bool {
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
pub(super) fn buffer_type(l: &Lower<'_>, t: Node<'_>) -> bool {
    buffer_type_named(l, l.text(t))
}

/// Text without its whitespace (`bytes . Buffer` is `bytes.Buffer`).
pub(super) fn compact(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The variables passed by address to the call at node `n` (`&v`), which the call may fill.
pub(super) fn out_params(l: &mut Lower<'_>, n: Node<'_>) -> Vec<Expr> {
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

pub(super) fn is_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(n) => n != "_",
        ExprKind::Attr(obj, _) => is_path(obj),
        _ => false,
    }
}

/// The function, method or function literal around `at` (the file, outside any).
fn enclosing_function(at: Node<'_>) -> Node<'_> {
    lower::enclosing(at, &["function_declaration", "method_declaration", "func_literal"])
}

/// Whether the function declaring `name` hands its address to writers alone
/// (`fmt.Fprintf(&b, ..)`, `io.WriteString(&b, ..)`), never to another call that may fill it
/// (`json.NewEncoder(&b)`).
pub(super) fn only_written(l: &Lower<'_>, at: Node<'_>, name: &Expr) -> bool {
    let ExprKind::Name(name) = &name.kind else { return false };
    let text = l.text(enclosing_function(at));
    let address = format!("&{name}");
    let taken = text
        .match_indices(&address)
        .filter(|(i, _)| !text[i + address.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_'));
    let writers = ["Fprintf(", "Fprint(", "Fprintln(", "WriteString("];
    taken.into_iter().all(|(i, _)| writers.iter().any(|w| text[..i].ends_with(w)))
}
