//! A formatter's template filled with its arguments (`"{}://{}".format(s, h)`,
//! `fmt.Sprintf("%s/%d", a, n)`, `"%(host)s" % cfg`): the pieces of text and the values at its
//! fields, in order, for the caller to join.

use crate::scan::code::ast::fields::{Key, Piece, brace_pieces, percent_pieces};
use crate::scan::code::ast::ir::{Call, Lit};
use crate::scan::code::ast::value::{Parts, Val};

/// How a formatter's template places its arguments: in fields `{}`, `{0}`, `{name}` (the
/// models' `brace_format`), or at conversions `%s`, `%d`, `%(name)s`, `%1$s` (`printf`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Template {
    Braces,
    Printf,
}

/// The arguments a template's fields take: by position, and by name (keyword arguments, the
/// entries of a mapping given whole).
pub(super) struct Args<'v> {
    pub by_position: Vec<&'v Val>,
    pub by_name: Vec<(&'v str, &'v Val)>,
}

/// The pieces a formatter call makes, where its template is a constant: the receiver's
/// (`"{}".format(x)`: every argument a field's), else, for printf, the first argument's
/// (`fmt.Sprintf("%s", x)`: the others); keyword arguments and a mapping given whole
/// (`**cfg`, only one whose every key is known) by name.
pub(super) fn filled_call(
    style: Template,
    c: &Call,
    recv: Option<&Val>,
    args: &[Val],
    kwargs: &[Val],
) -> Option<Vec<Val>> {
    let (template, positional) = match recv.and_then(Val::konst_str) {
        Some(t) => (t, args),
        None if style == Template::Printf => (args.first()?.konst_str()?, args.get(1..)?),
        None => return None,
    };
    let mut by_name = Vec::new();
    for ((k, _), v) in c.kwargs.iter().zip(kwargs) {
        match k.as_str() {
            "**" => by_name.extend(known_entries(v.parts.as_deref()?)?),
            k => by_name.push((k, v)),
        }
    }
    let args = Args { by_position: positional.iter().collect(), by_name };
    match style {
        Template::Braces => braces(template, &args),
        Template::Printf => printf(template, false, &args),
    }
}

/// `template % values` (Python's): a tuple's items by position, a mapping's entries by name,
/// else the one value; none where the values may hold more than the analysis knows of (entries
/// at keys the request chose), or the template has no conversion.
pub(super) fn percent(template: &str, values: &Val) -> Option<Vec<Val>> {
    if !template.contains('%') {
        return None;
    }
    let args = match values.parts.as_deref() {
        Some(p) if p.items.is_some() && p.keys.is_empty() && p.rest == Val::default() => {
            Args { by_position: p.items.iter().flatten().collect(), by_name: Vec::new() }
        }
        Some(p) if p.items.is_none() => Args { by_position: Vec::new(), by_name: known_entries(p)? },
        Some(_) => return None,
        None => Args { by_position: vec![values], by_name: Vec::new() },
    };
    printf(template, true, &args)
}

/// A mapping's entries, where every key it may hold is known (none at a key the request
/// chose: `cfg[k] = v`).
fn known_entries(p: &Parts) -> Option<Vec<(&str, &Val)>> {
    let known = p.items.is_none() && p.rest == Val::default() && p.key_facts.is_none();
    known.then(|| p.keys.iter().map(|(k, v)| (k.as_str(), v)).collect())
}

/// `{}`, `{0}`, `{name}`, `{name!s}`, `{name:spec}`; `{{` and `}}` are braces.
fn braces(t: &str, args: &Args<'_>) -> Option<Vec<Val>> {
    let mut out = Vec::new();
    for piece in brace_pieces(t) {
        out.push(match piece {
            Piece::Text(text) => Val::konst(Lit::Str(text)),
            Piece::Field { key, plain } => {
                let v = match &key {
                    Key::Next(i) | Key::Index(i) => args.by_position.get(*i),
                    Key::Name(n) => args.by_name.iter().find(|(k, _)| k == n).map(|(_, v)| v),
                };
                as_text(v?, plain)
            }
        });
    }
    Some(out)
}

/// `%s`, `%d`, `%v`, `%(name)s` (Python's, of a mapping), `%1$s`; `%%` is a percent sign.
/// Only where every conversion is one of these (a length modifier, Java's dates, `,` and
/// `%<s`, Go's `%[2]s`, a `*` width: none) and every argument given by position is written
/// once: a language that writes the others some other way (Go's `%!(EXTRA ..)`, Node's
/// appended values) says no more than that.
fn printf(t: &str, python: bool, args: &Args<'_>) -> Option<Vec<Val>> {
    let (convs, rest) = percent_pieces(t, python);
    let mut out = Vec::new();
    let (mut next, mut used) = (0, vec![false; args.by_position.len()]);
    for c in convs {
        let verb = c.verb.filter(|v| matches!(v, 's' | 'v' | 'd' | 'i'))?;
        if c.spec.contains([',', '*', 'h', 'l', 'L']) {
            return None;
        }
        let indexed = c.spec.split_once('$');
        let v = match (&c.key, indexed) {
            (Some(n), _) => args.by_name.iter().find(|(k, _)| k == n).map(|(_, v)| v),
            (None, Some((i, _))) => {
                let i = i.parse::<usize>().ok()?.checked_sub(1)?;
                *used.get_mut(i)? = true;
                args.by_position.get(i)
            }
            (None, None) => {
                next += 1;
                *used.get_mut(next - 1)? = true;
                args.by_position.get(next - 1)
            }
        };
        let v = v?;
        let width = indexed.map_or(c.spec.as_str(), |(_, rest)| rest);
        let plain = width.is_empty()
            && match &v.konst {
                Some(Lit::Str(_)) => matches!(verb, 's' | 'v'),
                Some(Lit::Int(_)) => matches!(verb, 'd' | 'i' | 'v'),
                _ => false,
            };
        out.push(Val::konst(Lit::Str(c.before)));
        out.push(as_text(v, plain));
    }
    if used.contains(&false) {
        return None;
    }
    out.push(Val::konst(Lit::Str(rest)));
    Some(out)
}

/// A field's value as the template writes it: a constant text or whole number as it is where
/// the field writes it plainly (`{}`, `%s` of a text, `%d` of a number), else a value of the
/// same data whose text is not known.
fn as_text(v: &Val, plain: bool) -> Val {
    match &v.konst {
        Some(Lit::Str(_) | Lit::Int(_)) if plain && v.parts.is_none() => v.clone(),
        Some(_) => Val::unknown(),
        None => v.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(v: &str) -> Val {
        Val::konst(Lit::Str(v.to_string()))
    }

    fn joined(pieces: Option<Vec<Val>>) -> Option<String> {
        pieces?.iter().map(Val::konst_text).collect()
    }

    #[test]
    fn printf_fills_by_position_and_name() {
        let (a, b) = (text("http"), text("example.net"));
        let args = Args { by_position: vec![&a, &b], by_name: Vec::new() };
        assert_eq!(joined(printf("%s://%s/x 100%%", false, &args)).as_deref(), Some("http://example.net/x 100%"));
        assert_eq!(joined(printf("%2$s/%1$s", false, &args)).as_deref(), Some("example.net/http"));
        let named = Args { by_position: Vec::new(), by_name: vec![("h", &b)] };
        assert_eq!(joined(printf("https://%(h)s/", true, &named)).as_deref(), Some("https://example.net/"));
    }

    #[test]
    fn printf_refuses_what_it_cannot_read() {
        let (a, b) = (text("x"), text("y"));
        let args = Args { by_position: vec![&a, &b], by_name: Vec::new() };
        // An argument left over, a length modifier, a `*` width, Go's index, Java's `%<s`.
        for t in ["%s", "%ld %s", "%*d", "%[2]s %s", "%s %<s", "100% off %s %s"] {
            assert_eq!(printf(t, false, &args).map(|p| p.len()), None, "{t}");
        }
        // A width or a number written with `%s` is no longer the value's text.
        let n = Val::konst(Lit::Int(5));
        let one = Args { by_position: vec![&n], by_name: Vec::new() };
        assert_eq!(joined(printf("%s", false, &one)), None);
        assert_eq!(joined(printf("%d", false, &one)).as_deref(), Some("5"));
    }

    #[test]
    fn percent_needs_every_key_known() {
        let mut p = Parts::default();
        p.keys.insert("h".into(), text("example.net"));
        let known = Val { parts: Some(Box::new(p.clone())), ..Val::default() };
        assert_eq!(joined(percent("//%(h)s", &known)).as_deref(), Some("//example.net"));
        p.rest = Val::unknown();
        let open = Val { parts: Some(Box::new(p)), ..Val::default() };
        assert!(percent("//%(h)s", &open).is_none());
        assert!(percent("no conversion", &text("x")).is_none());
    }
}
