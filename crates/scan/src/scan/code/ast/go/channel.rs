//! Go's channels in the lowering: a send (`ch <- v`) and a receive (`<-ch`, `range ch`, a
//! `select` case) become calls of [`CHAN_SEND`] and [`CHAN_RECV`] with the channel's key, the
//! name the analysis keeps what is sent under ([`ChannelKey`]).

use super::*;

/// A call of a channel operation ([`CHAN_SEND`], [`CHAN_RECV`]) on the channel kept under
/// `key` ([`channel_key`]), its last argument.
pub(super) fn channel_call(op: &str, key: &str, mut args: Vec<Expr>, span: Span) -> ExprKind {
    let func = Expr::new(ExprKind::Name(op.into()), span);
    args.push(Expr::new(ExprKind::Lit(Lit::Str(key.to_string())), span));
    ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false }))
}

/// The key the channel `n` names is kept under: a variable's or parameter's in scope, or a
/// field's (of the method's own structure, else of any structure of the file that declares
/// one of that name). `None`: no channel.
pub(super) fn channel_key(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
    match n.kind() {
        "identifier" => {
            let name = l.text(n);
            l.channels.local.get(name).or_else(|| l.channels.package.get(name)).cloned()
        }
        "selector_expression" => {
            let field = l.field_text(n, "field");
            let own = n.child_by_field_name("operand").is_some_and(|o| l.receiver.as_deref() == Some(l.text(o)));
            let declares = |fields: &Vec<(String, String)>| fields.iter().any(|(f, ty)| f == field && channel_type(ty));
            let found = match l.class.as_ref().and_then(|c| l.m.fields.get(c)).filter(|_| own) {
                Some(fields) => declares(fields),
                None => l.m.fields.values().any(declares),
            };
            found.then(|| ChannelKey::Field.key(field))
        }
        _ => None,
    }
}

/// Whether a type, as written, is a channel's (`chan Job`, `<-chan Job`, `chan<- Job`), not a
/// type whose name starts so (`changeSet`).
pub(super) fn channel_type(t: &str) -> bool {
    let t = t.trim_start();
    let rest = t.strip_prefix("<-").map(str::trim_start).unwrap_or(t);
    rest.strip_prefix("chan").is_some_and(|r| r.starts_with(|c: char| c.is_whitespace() || c == '<' || c == '('))
}

/// The type of a channel `make` makes (`make(chan Job, 8)`): its first argument.
pub(super) fn made_channel(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
    if n.kind() != "call_expression" || l.field_text(n, "function") != "make" {
        return None;
    }
    let ty = l.text(n.child_by_field_name("arguments")?.named_child(0)?);
    channel_type(ty).then(|| ty.to_string())
}

/// Records `name` as a channel declared where `at` says (no field) where `ty` (a declared
/// type, or what `make` makes) is a channel type.
pub(super) fn note_channel(l: &mut Lower<'_>, name: &str, ty: &str, at: ChannelKey) {
    if !channel_type(ty) {
        return;
    }
    let key = at.key(name);
    match at {
        ChannelKey::Package => l.channels.package.insert(name.to_string(), key),
        _ => l.channels.local.insert(name.to_string(), key),
    };
}

/// Where a `var` declaration's channels belong: the package's, outside every function; else
/// the function's.
pub(super) fn var_scope(l: &Lower<'_>, spec: Node<'_>) -> ChannelKey {
    let local = ChannelKey::Local(l.channels.function_start);
    let mut at = spec.parent();
    while let Some(p) = at {
        match p.kind() {
            "source_file" => return ChannelKey::Package,
            "block" | "function_declaration" | "method_declaration" | "func_literal" => return local,
            _ => at = p.parent(),
        }
    }
    local
}

/// `v, ok := <-ch`: `v` what the channel gives, `ok` whether it was open (no value of it).
pub(super) fn comma_ok_receive(targets: &[Expr], value: &Expr, span: Span) -> Option<Vec<Stmt>> {
    let ([v, ok], ExprKind::Call(c)) = (targets, &value.kind) else { return None };
    if !matches!(&c.func.kind, ExprKind::Name(n) if n == CHAN_RECV) {
        return None;
    }
    let assign = |target: &Expr, value: Expr| Stmt {
        kind: StmtKind::Assign { targets: vec![target.clone()], value, op: None },
        span,
    };
    Some(vec![assign(v, value.clone()), assign(ok, Expr::new(ExprKind::Opaque(Vec::new()), span))])
}
