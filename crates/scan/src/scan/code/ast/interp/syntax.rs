//! What calls and expressions say as written, before any value is known: the argument a model
//! names, a keyword argument as written, the object a method is called on, what a guard checks,
//! the place a getter's result is kept. Every part of the interpreter reads these, and they read
//! none of it.

use super::*;

/// How many calls of a chain (`newQuery().eq(..).eq(..)`) are followed back to its start.
pub(super) const MAX_CALL_CHAIN: usize = 32;

/// Where the argument a model names is: `(false, i)` the `i`th positional one, `(true, i)` the
/// `i`th keyword one.
pub(super) fn arg_index(c: &Call, sel: &ArgSel) -> Option<(bool, usize)> {
    match sel {
        ArgSel::Index(i) => (*i < c.args.len()).then_some((false, *i)),
        ArgSel::Name(k) => c.kwargs.iter().position(|(n, _)| n == k).map(|i| (true, i)),
    }
}

/// The argument a model names, as written ([`arg_index`]).
pub(super) fn arg_expr<'c>(c: &'c Call, sel: &ArgSel) -> Option<&'c Expr> {
    arg_index(c, sel).map(|(kw, i)| if kw { &c.kwargs[i].1 } else { &c.args[i] })
}

/// Whether the call's `i`th keyword argument is a copy of an entry of an object literal given
/// as a positional one (how JavaScript's options objects are lowered).
pub(super) fn copied_keyword(c: &Call, i: usize) -> bool {
    let Some((_, e)) = c.kwargs.get(i) else { return false };
    c.args.iter().any(|a| matches!(&a.kind, ExprKind::Dict(pairs) if pairs.iter().any(|(_, v)| v.span == e.span)))
}

/// A keyword argument as written, when it is given: a name (`type=int`), a string in double
/// quotes (`safe=""`), or `?` for anything else.
pub(super) fn keyword_arg(c: &Call, keyword: &str, position: Option<usize>) -> Option<String> {
    let given = c.kwargs.iter().find(|(k, _)| k == keyword).map(|(_, v)| v);
    given.or_else(|| c.args.get(position?)).map(|v| match &v.kind {
        ExprKind::Lit(Lit::Str(s)) => format!("{s:?}"),
        ExprKind::Lit(Lit::Bool(b)) => b.to_string(),
        _ => v.dotted().unwrap_or_else(|| "?".into()),
    })
}

/// Methods without arguments that give the next of a stream of values, never the same twice:
/// no getter.
const READERS: &[&str] = &[
    "next",
    "nextLine",
    "nextToken",
    "nextInt",
    "readLine",
    "readline",
    "readlines",
    "read",
    "readAll",
    "pop",
    "popleft",
    "poll",
    "shift",
    "take",
    "recv",
    "receive",
    "get_nowait",
    "Scan",
    "Text",
    "ReadString",
];

/// The place a getter's result is kept once validated (`req.url()`: `req.url()`): a method
/// called without arguments on a variable or field, or on such a getter
/// (`req.getTarget().getUrl()`).
pub(super) fn getter_key(c: &Call) -> Option<String> {
    let ExprKind::Attr(obj, method) = &c.func.kind else { return None };
    if !c.args.is_empty() || !c.kwargs.is_empty() || READERS.contains(&method.as_str()) {
        return None;
    }
    let base = match &obj.kind {
        ExprKind::Call(inner) => getter_key(inner)?,
        _ if is_path(obj) => obj.dotted()?,
        _ => return None,
    };
    Some(format!("{base}.{method}()"))
}

/// The one expression a function written inline returns (`p => p.ok`, `lambda m: m.group()`).
pub(super) fn inline_value(f: &Function) -> Option<&Expr> {
    match (&f.value, f.body.as_slice()) {
        (Some(v), _) | (None, [Stmt { kind: StmtKind::Return(Some(v)), .. }]) => Some(v),
        _ => None,
    }
}

/// What a guard's `checks` names of a call (nothing for a membership test).
pub(super) fn checked_by(c: &Call, checks: Checks) -> Vec<&Expr> {
    let recv = receiver_of(c);
    match checks {
        Checks::Receiver => recv.into_iter().collect(),
        Checks::First => c.args.first().into_iter().collect(),
        Checks::Second => c.args.get(1).into_iter().collect(),
        Checks::Last => c.args.last().into_iter().collect(),
        Checks::Arguments if c.args.is_empty() => recv.into_iter().collect(),
        Checks::Arguments => c.args.iter().collect(),
        Checks::Items => c
            .args
            .iter()
            .flat_map(|a| match &a.kind {
                ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().collect(),
                _ => vec![a],
            })
            .collect(),
        Checks::Member | Checks::MemberOfFirst => Vec::new(),
    }
}

/// The object a method is called on.
pub(super) fn receiver_of(c: &Call) -> Option<&Expr> {
    match &c.func.kind {
        ExprKind::Attr(obj, _) => Some(&**obj),
        _ => None,
    }
}

/// A value with a constant for when it is missing (`parts.hostname or ""`): the value.
pub(super) fn or_default(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Binary(BinOp::Or, v, default) if matches!(default.kind, ExprKind::Lit(_)) => v,
        _ => e,
    }
}

/// Whether an expression reads the variable `n`.
pub(super) fn mentions(e: &Expr, n: &str) -> bool {
    let mut found = false;
    e.each(&mut |x| found |= matches!(&x.kind, ExprKind::Name(m) if m == n));
    found
}

/// The name an `unless_checked` finding on a call whose result no variable holds is kept by:
/// the call's place ([`Analysis::apply_returned`](super::Analysis::apply_returned) drops it where a helper given the call's
/// result validates it on every path that returns).
pub(super) fn sink_call(span: Span) -> String {
    format!("\0call {}:{}", span.start, span.end)
}
