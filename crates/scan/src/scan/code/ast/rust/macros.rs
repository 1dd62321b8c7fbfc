//! Rust's macros lowered: their token trees parsed again as expressions, and `format!`-like
//! strings made into [`ExprKind::Format`] (inline captures `{name}` included).

use super::*;
use crate::scan::code::ast::fields::{Key, Piece, brace_pieces};

pub(super) fn macro_expr(r: &mut Rs<'_>, n: Node<'_>) -> Expr {
    let span = r.l.span(n);
    let name_node = n.child_by_field_name("macro");
    let full = name_node.map(|m| dotted_path(r.l.text(m))).unwrap_or_default();
    let last = full.rsplit('.').next().unwrap_or("").to_string();
    let tt = named(n).into_iter().find(|k| k.kind() == "token_tree");
    let (mut args, named_args) = match tt {
        Some(tt) => macro_args(r, tt),
        None => (Vec::new(), Vec::new()),
    };
    let func = |name: String| Expr::new(ExprKind::Name(name), name_node.map_or(span, |m| r.l.span(m)));
    let make_call = |func: Expr, args: Vec<Expr>| {
        Expr::new(ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false })), span)
    };
    // What the models say the macro makes: a list, a string, or a call given a format string's
    // string (after the writer it appends to, for `write!`).
    let makes = r.l.call_models(&full, "!").makes;
    if makes == Some(Makes::List) {
        return Expr::new(ExprKind::List(args), span);
    }
    if makes == Some(Makes::Concatenation) {
        return Expr::new(ExprKind::Format(args), span);
    }
    if let Some(makes) = makes {
        let w = if makes == Makes::Written && !args.is_empty() { Some(args.remove(0)) } else { None };
        let formatted = format_parts(args, named_args, span);
        if makes == Makes::String {
            return formatted;
        }
        if let Some(w) = w {
            // `write!(s, ..)` appends to `s`.
            if is_place(&w) {
                r.pending.push(Stmt {
                    kind: StmtKind::Assign { targets: vec![w.clone()], value: formatted.clone(), op: Some(BinOp::Add) },
                    span,
                });
            }
            return make_call(func(format!("{last}!")), vec![w, formatted]);
        }
        return make_call(func(format!("{full}!")), vec![formatted]);
    }
    args.extend(named_args.into_iter().map(|(_, v)| v));
    // `sqlx::query!(..)` is `sqlx.query!`.
    let callee = match full.rsplit_once('.') {
        Some((path, name)) => {
            let base = path.split('.').fold(None::<Expr>, |acc, seg| {
                Some(match acc {
                    None => Expr::new(ExprKind::Name(seg.to_string()), span),
                    Some(a) => Expr::new(ExprKind::Attr(Box::new(a), seg.to_string()), span),
                })
            });
            match base {
                Some(b) => Expr::new(ExprKind::Attr(Box::new(b), format!("{name}!")), span),
                None => func(format!("{name}!")),
            }
        }
        None => func(format!("{full}!")),
    };
    make_call(callee, args)
}

/// A format string and its arguments as the string they make: literal pieces, and each
/// `{}`, `{0}`, `{name}` (a named argument, or the variable of that name) in order.
pub(super) fn format_parts(mut args: Vec<Expr>, named_args: Vec<(String, Expr)>, span: Span) -> Expr {
    let Some(first) = args.first() else { return lit(Lit::Str(String::new()), span) };
    let ExprKind::Lit(Lit::Str(fmt)) = &first.kind else {
        return Expr::new(ExprKind::Format(args), span);
    };
    let fmt = fmt.clone();
    let fspan = first.span;
    args.remove(0);
    let mut parts: Vec<Expr> = Vec::new();
    for piece in brace_pieces(&fmt) {
        let part = match piece {
            Piece::Text(text) if text.is_empty() => continue,
            Piece::Text(text) => Some(lit(Lit::Str(text), fspan)),
            Piece::Field { key: Key::Next(i) | Key::Index(i), .. } => args.get(i).cloned(),
            // A named argument, or the variable of that name (`{host}`).
            Piece::Field { key: Key::Name(key), .. } => named_args
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.clone())
                .or_else(|| Some(Expr::new(ExprKind::Name(key), fspan))),
        }
        .unwrap_or_else(|| Expr::new(ExprKind::Opaque(Vec::new()), fspan));
        parts.push(part);
    }
    if parts.iter().all(|p| matches!(p.kind, ExprKind::Lit(Lit::Str(_)))) {
        let s: String = parts
            .iter()
            .filter_map(|p| match &p.kind {
                ExprKind::Lit(Lit::Str(s)) => Some(s.as_str()),
                _ => None,
            })
            .collect();
        return lit(Lit::Str(s), span);
    }
    Expr::new(ExprKind::Format(parts), span)
}

/// A macro's token tree parsed again as a list of expressions: positional arguments and
/// `name = value` ones. Only the tree's own text is parsed (so byte offsets are the file's),
/// as the parenthesised or bracketed list it is.
pub(super) fn macro_args(r: &mut Rs<'_>, tt: Node<'_>) -> (Vec<Expr>, Vec<(String, Expr)>) {
    let (start, end) = (tt.start_byte(), tt.end_byte());
    if end < start + 2 {
        return (Vec::new(), Vec::new());
    }
    if r.macros >= 6 {
        return (token_exprs(r, tt), Vec::new());
    }
    if r.parser.is_none() {
        let mut p = tree_sitter::Parser::new();
        if p.set_language(&tree_sitter_rust::LANGUAGE.into()).is_ok() {
            r.parser = Some(p);
        }
    }
    let range = tree_sitter::Range {
        start_byte: start,
        end_byte: end,
        start_point: tt.start_position(),
        end_point: tt.end_position(),
    };
    let src = r.l.src;
    let tree = r.parser.as_mut().and_then(|p| {
        p.set_included_ranges(&[range]).ok()?;
        p.parse(src, None)
    });
    r.macros += 1;
    let out = tree.map(|t| list_args(r, tt, end, &t));
    r.macros -= 1;
    out.unwrap_or_else(|| (token_exprs(r, tt), Vec::new()))
}

pub(super) fn list_args(
    r: &mut Rs<'_>,
    tt: Node<'_>,
    end: usize,
    tree: &tree_sitter::Tree,
) -> (Vec<Expr>, Vec<(String, Expr)>) {
    // `( x )` alone is a parenthesised expression; `(a, b)` a tuple.
    let root = tree.root_node();
    let list = first_list(root);
    let Some(list) = list.filter(|l| !l.has_error() && l.end_byte() <= end) else {
        return (token_exprs(r, tt), Vec::new());
    };
    let (mut pos, mut kw) = (Vec::new(), Vec::new());
    for k in named(list) {
        if is_comment(k) {
            continue;
        }
        if k.kind() == "assignment_expression"
            && let Some(left) = k.child_by_field_name("left").filter(|x| x.kind() == "identifier")
            && let Some(right) = k.child_by_field_name("right")
        {
            kw.push((r.l.text(left).to_string(), expr(r, right)));
        } else {
            pos.push(expr(r, k));
        }
    }
    (pos, kw)
}

/// The tuple or parenthesised expression a reparsed token tree is.
pub(super) fn first_list(root: Node<'_>) -> Option<Node<'_>> {
    let stmt = root.named_child(0)?;
    let e = if stmt.kind() == "expression_statement" { stmt.named_child(0)? } else { stmt };
    match e.kind() {
        "tuple_expression" | "parenthesized_expression" | "unit_expression" | "array_expression" => Some(e),
        _ => None,
    }
}

/// A token tree that is not a list of expressions (`json!({..})`, a DSL): its names and
/// literals, so data still flows through it.
pub(super) fn token_exprs(r: &mut Rs<'_>, tt: Node<'_>) -> Vec<Expr> {
    let mut out = Vec::new();
    if !r.l.enter() {
        return out;
    }
    for k in named(tt) {
        match k.kind() {
            "identifier" => out.push(Expr::new(ExprKind::Name(r.l.text(k).to_string()), r.l.span(k))),
            "string_literal" => out.push(string(r, k)),
            // A group in parentheses is read as the expressions it holds where it parses as
            // such (a template macro's splice: maud's `(PreEscaped(x))`).
            "token_tree" if r.l.text(k).starts_with('(') => {
                let (args, named_args) = macro_args(r, k);
                out.extend(args);
                out.extend(named_args.into_iter().map(|(_, v)| v));
            }
            "token_tree" => {
                let inner = token_exprs(r, k);
                out.push(Expr::new(ExprKind::Opaque(inner), r.l.span(k)));
            }
            _ => {}
        }
    }
    r.l.leave();
    out
}
