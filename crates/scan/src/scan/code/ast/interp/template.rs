//! A formatter's template filled with its arguments (`"{}://{}".format(s, h)`,
//! `fmt.Sprintf("%s/%d", a, n)`, `"%(host)s" % cfg`): the text it makes, constant where every
//! field takes a constant.

use super::eval::concat;
use crate::scan::code::ast::fields::{Key, Piece, brace_pieces};
use crate::scan::code::ast::ir::{Call, Lit};
use crate::scan::code::ast::value::Val;

/// How a formatter's template places its arguments: in fields `{}`, `{0}`, `{name}` (the
/// models' `brace_format`), or at conversions `%s`, `%d`, `%(name)s`, `%1$s` (`printf`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Template {
    Braces,
    Printf,
}

/// The arguments a template's fields take: by position, and by name (keyword arguments, the
/// entries of a mapping given whole).
pub(super) struct Fields<'v> {
    pub by_position: Vec<&'v Val>,
    pub by_name: Vec<(&'v str, &'v Val)>,
}

/// What a formatter call makes, where its template is a constant: the receiver's
/// (`"{}".format(x)`: every argument a field's), else the first argument's
/// (`fmt.Sprintf("%s", x)`: the others); keyword arguments and a mapping given whole
/// (`**cfg`) by name.
pub(super) fn filled_call(style: Template, c: &Call, recv: Option<&Val>, args: &[Val], kwargs: &[Val]) -> Option<Val> {
    // (A braces template is its receiver: `"{}".format(x)`.)
    let (template, positional) = match recv.and_then(Val::konst_str) {
        Some(t) => (t, args),
        None if style == Template::Printf => (args.first()?.konst_str()?, args.get(1..)?),
        None => return None,
    };
    let mut by_name = Vec::new();
    for ((k, _), v) in c.kwargs.iter().zip(kwargs) {
        match k.as_str() {
            "**" => by_name.extend(v.parts.as_ref()?.keys.iter().map(|(k, v)| (k.as_str(), v))),
            k => by_name.push((k, v)),
        }
    }
    let fields = Fields { by_position: positional.iter().collect(), by_name };
    filled(style, template, &fields)
}

/// `template % values`: a tuple's items by position, a mapping's entries by name, else the
/// one value; none where the values may hold more than the analysis knows of (entries at keys
/// the request chose).
pub(super) fn percent(template: &str, values: &Val) -> Option<Val> {
    let fields = match values.parts.as_deref() {
        Some(p) if p.rest != Val::default() || p.key_facts.is_some() => return None,
        Some(p) if p.items.is_some() && p.keys.is_empty() => {
            Fields { by_position: p.items.iter().flatten().collect(), by_name: Vec::new() }
        }
        Some(p) if p.items.is_none() && !p.keys.is_empty() => {
            Fields { by_position: Vec::new(), by_name: p.keys.iter().map(|(k, v)| (k.as_str(), v)).collect() }
        }
        Some(_) => return None,
        None => Fields { by_position: vec![values], by_name: Vec::new() },
    };
    filled(Template::Printf, template, &fields)
}

/// What a template of `style` makes of `fields`: the pieces of text and the values in its
/// fields joined ([`concat`]). None where a field names no argument given (the call is not the
/// format the style says, or the analysis does not see every argument).
pub(super) fn filled(style: Template, template: &str, fields: &Fields<'_>) -> Option<Val> {
    let pieces = match style {
        Template::Braces => braces(template, fields)?,
        Template::Printf => printf(template, fields)?,
    };
    Some(concat(&pieces))
}

/// `{}`, `{0}`, `{name}`, `{name!s}`, `{name:spec}`; `{{` and `}}` are braces.
fn braces(t: &str, fields: &Fields<'_>) -> Option<Vec<Val>> {
    let mut out = Vec::new();
    for piece in brace_pieces(t) {
        out.push(match piece {
            Piece::Text(text) => Val::konst(Lit::Str(text)),
            Piece::Field(key, plain) => {
                let v = match &key {
                    Key::Next(i) | Key::Index(i) => fields.by_position.get(*i),
                    Key::Name(n) => fields.by_name.iter().find(|(k, _)| k == n).map(|(_, v)| v),
                };
                as_text(v?, plain)
            }
        });
    }
    Some(out)
}

/// `%s`, `%d`, `%v`, `%(name)s` (Python's, of a mapping), `%1$s` (Java's); `%%` is a percent
/// sign, Java's `%n` a line break. A width, precision, flag or quoting verb (`%r`, `%q`) makes
/// the field's text other than the value's.
fn printf(t: &str, fields: &Fields<'_>) -> Option<Vec<Val>> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut next = 0;
    let mut chars = t.chars().peekable();
    while let Some(ch) = chars.next() {
        if ch != '%' {
            text.push(ch);
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            text.push('%');
            continue;
        }
        let name: Option<String> = (chars.peek() == Some(&'(')).then(|| {
            chars.next();
            chars.by_ref().take_while(|c| *c != ')').collect()
        });
        let mut spec = String::new();
        let verb = loop {
            match chars.next() {
                Some(c) if c.is_ascii_alphabetic() => break c,
                Some(c) => spec.push(c),
                None => return None,
            }
        };
        // (Java's line separator takes no argument; Go's `%[2]s` and a `*` width are not read.)
        if verb == 'n' && name.is_none() && spec.is_empty() {
            text.push('\n');
            continue;
        }
        if spec.contains(['[', '*']) {
            return None;
        }
        let v = match (&name, spec.strip_suffix('$').and_then(|i| i.parse::<usize>().ok())) {
            (Some(n), _) => fields.by_name.iter().find(|(k, _)| k == n).map(|(_, v)| v),
            (None, Some(i)) => fields.by_position.get(i.checked_sub(1)?),
            (None, None) => {
                next += 1;
                fields.by_position.get(next - 1)
            }
        };
        let v = v?;
        let number = matches!(v.konst, Some(Lit::Int(_)));
        let plain = (spec.is_empty() || spec.ends_with('$')) && (matches!(verb, 's' | 'v') || verb == 'd' && number);
        out.push(Val::konst(Lit::Str(std::mem::take(&mut text))));
        out.push(as_text(v, plain));
    }
    out.push(Val::konst(Lit::Str(text)));
    Some(out)
}

/// A field's value as the template writes it: a constant text or whole number as it is where
/// the field writes it plainly (`{}`, `%s`, `%d`), else a value of the same data whose text
/// is not known.
fn as_text(v: &Val, plain: bool) -> Val {
    match &v.konst {
        Some(Lit::Str(_) | Lit::Int(_)) if plain && v.parts.is_none() => v.clone(),
        Some(_) => Val::unknown(),
        None => v.clone(),
    }
}
