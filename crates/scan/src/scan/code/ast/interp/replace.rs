//! Replacements that take special characters out of request data (`s.replace(/</g, "&lt;")`):
//! what a chain of them leaves in it, and the attacks that need none of what is left.

use super::judge::ARG_RECEIVER;
use super::*;
use crate::scan::code::chars;
use crate::scan::code::models::{Pattern, Replaces};

/// What a replacement writes where its pattern matched: the special characters of the
/// program's text in it, and whether that text is whole ([`chars::closed`]).
pub(super) enum Writes {
    /// Text of the program.
    Text(u64, bool),
    /// The match again, in text of the program (`"<b>$1</b>"`).
    Around(u64, bool),
    /// A backslash before the whole match (`"\\$&"`).
    BackslashMatch,
    /// Something else: a function, an unknown value.
    Unknown,
}

impl Analysis<'_> {
    /// The request data in `out`, the result of a replacing call: the special characters its
    /// pattern matches at every occurrence are gone (or backslash-escaped), those its
    /// replacement writes come back, and it is escaped against each attack that needs none of
    /// the characters left ([`chars::needed`]).
    pub(super) fn replaced(
        &self,
        st: &State,
        c: &Call,
        (r, pattern): (&Replaces, &ArgSel),
        (recv, args, kwargs): (Option<&Val>, &[Val], &[Val]),
        out: &mut Val,
    ) {
        // The text replaced in still starts as it did (`re.sub(r"[^\w.-]", "", name)` can start
        // with `-`; `"/srv/in/NAME".replace("NAME", name)` cannot).
        let text_in = replaced_in((r, pattern), (recv, args, kwargs));
        if text_in.iter().any(|v| v.starts & DATA_FIRST != 0) {
            out.starts |= DATA_FIRST;
        }
        // Replaced in a text not known (a helper's parameter), not in a constant nor in one
        // escaped already.
        let replaced_in_unknown = text_in.iter().any(|v| v.nonconst && v.konst.is_none() && !v.checked);
        let value = |sel: &ArgSel| match sel {
            ArgSel::Name(n) if n == ARG_RECEIVER => recv,
            ArgSel::Index(i) => args.get(*i),
            ArgSel::Name(k) => c.kwargs.iter().position(|(n, _)| n == k).and_then(|i| kwargs.get(i)),
        };
        // New texts of a map that are request data are in the result as they are
        // (`strings.NewReplacer("{name}", name).Replace(page)`).
        if r.pattern == Pattern::Pairs
            && let Some(written) = value(pattern).and_then(|m| m.flat().taint)
        {
            out.taint = Taint::either(out.taint.take(), Some(written));
            out.checked = false;
        }
        // Request data, or a value not known (a helper's parameter): escaped as it would be.
        if out.taint.is_none() && !out.nonconst {
            return;
        }
        let (matched, writes) = match r.pattern {
            Pattern::Pairs => pairs_replaced(value(pattern)),
            _ => {
                let with_expr = match &r.with {
                    ArgSel::Index(i) => c.args.get(*i),
                    ArgSel::Name(k) => c.kwargs.iter().find(|(n, _)| n == k).map(|(_, e)| e),
                };
                let limited = r.limit.iter().any(|sel| value(sel).is_some());
                self.pattern_replaced(st, r, value(pattern), (value(&r.with), with_expr), limited)
            }
        };
        // A tag written into the text builds markup (`ReplaceAll(s, "\n", "<br>")` is `"<br>"`
        // joined to parts of `s`; `"<\/"` of JSON for a script is none).
        if matches!(writes, Writes::Text(..))
            && replaced_in_unknown
            && value(&r.with).and_then(Val::konst_text).is_some_and(|w| writes_tag(&w))
        {
            out.built = true;
        }
        match out.taint {
            Some(_) => apply(self.models, out, matched, writes),
            // A value not known: escaped against what the characters it takes out are needed
            // for. Where it was checked already and the replacement writes text that is not
            // whole, or has quotes (`"' OR '"`), what that text undoes of the characters taken
            // out before is not known: checked no more.
            None => {
                let before = if out.checked { out.against.unwrap_or(exits::EVERY_ATTACK) } else { 0 };
                let quotes = chars::of("\"'`");
                let keeps = matches!(writes, Writes::Text(w, true) if w & quotes == 0);
                let after = match before != 0 && !keeps {
                    true => 0,
                    false => escaped_after(self.models, before, matched, writes),
                };
                (out.checked, out.against) = (after != 0, (after != 0).then_some(after));
            }
        }
    }

    /// What a pattern matches at every occurrence, and what its replacement writes.
    fn pattern_replaced(
        &self,
        st: &State,
        r: &Replaces,
        pattern: Option<&Val>,
        (with, with_expr): (Option<&Val>, Option<&Expr>),
        limited: bool,
    ) -> (u64, Writes) {
        // A constant, or a compiled constant (`BAD = re.compile(r"[^\w.-]")`).
        let Some(pat) = pattern.and_then(Val::known_text) else { return (0, Writes::Unknown) };
        // A sticky regex (`y`) replaces only matches that follow each other from the start.
        let (body, regex, every) = match r.pattern {
            Pattern::Text | Pattern::Pairs => (pat.as_str(), false, true),
            Pattern::Regex => (pat.as_str(), true, true),
            Pattern::Slashed => chars::slashed(&pat)
                .map_or((pat.as_str(), false, false), |(b, f)| (b, true, f.contains('g') && !f.contains('y'))),
            Pattern::SlashedAll => {
                chars::slashed(&pat).map_or((pat.as_str(), false, true), |(b, f)| (b, true, !f.contains('y')))
            }
        };
        let matched = if every && !limited { chars::matched(body, regex) } else { 0 };
        // JavaScript expands `$&` whatever the pattern is.
        let refs = regex || matches!(r.pattern, Pattern::Slashed | Pattern::SlashedAll);
        let writes = match with.and_then(Val::konst_text) {
            Some(s) if refs && r.escape_match.as_deref() == Some(s.as_str()) => Writes::BackslashMatch,
            Some(s) if refs && chars::refers_to_match(&s) => {
                let w = chars::written_out(&s);
                Writes::Around(chars::of(&w), chars::closed(&w))
            }
            Some(s) => Writes::Text(chars::of(&s), chars::closed(&s)),
            None if with_expr.is_some_and(|e| numeric_escape(self.m, e)) => Writes::Text(0, true),
            None => with_expr.and_then(|e| self.map_lookup(st, e)).map_or(Writes::Unknown, |(w, c)| Writes::Text(w, c)),
        };
        (matched, writes)
    }

    /// The special characters a replacement function writes when it looks its argument up in
    /// a constant map of strings (`c => ENTITIES[c]`, `(m) => ({"<": "&lt;"})[m]`), and
    /// whether each entry is whole.
    fn map_lookup(&self, st: &State, e: &Expr) -> Option<(u64, bool)> {
        let (f, body) = lambda_body(self.m, e)?;
        let param = f.params.first()?;
        let ExprKind::Index(map, key) = &body.kind else { return None };
        if !matches!(&key.kind, ExprKind::Name(k) if *k == param.name) {
            return None;
        }
        let values: Vec<String> = match &map.kind {
            ExprKind::Dict(pairs) => {
                pairs.iter().map(|(_, v)| self.pure(st, v).and_then(|v| v.konst_text())).collect::<Option<_>>()?
            }
            _ => {
                let parts = self.pure(st, map)?.parts?;
                // Only what it holds at constant keys.
                if parts.rest.nonconst || parts.rest.taint.is_some() || parts.items.is_some() {
                    return None;
                }
                parts.keys.values().map(|v| v.konst_text()).collect::<Option<_>>()?
            }
        };
        Some((values.iter().fold(0, |m, v| m | chars::of(v)), values.iter().all(|v| chars::closed(v))))
    }
}

/// What a map of old texts to new ones (`strings.NewReplacer("<", "&lt;", ..)`) matches and
/// writes.
fn pairs_replaced(map: Option<&Val>) -> (u64, Writes) {
    let Some(pairs) = map.and_then(|v| v.parts.as_ref()).map(|p| &p.keys) else { return (0, Writes::Unknown) };
    let Some(texts) = pairs.values().map(Val::konst_text).collect::<Option<Vec<String>>>() else {
        return (0, Writes::Unknown);
    };
    let matched = pairs.keys().fold(0, |m, k| m | chars::matched(k, false));
    let written = texts.iter().fold(0, |m, v| m | chars::of(v));
    (matched, Writes::Text(written, texts.iter().all(|v| chars::closed(v))))
}

/// A replacement function writing each match as a numeric escape, a prefix then a number made
/// of the match (`(ch) => '\\' + ch.charCodeAt(0).toString(16)`, `lambda m: "%%%02X" %
/// ord(m.group())`): no special character of the match is left, and the prefix only starts
/// escapes.
fn numeric_escape(m: &Module, e: &Expr) -> bool {
    let Some((_, body)) = lambda_body(m, e) else { return false };
    let parts: Vec<&Expr> = match &body.kind {
        ExprKind::Binary(BinOp::Add | BinOp::Mod, a, b) => vec![a, b],
        ExprKind::Format(ps) => ps.iter().collect(),
        _ => return false,
    };
    let prefix = parts.first().and_then(|p| match &p.kind {
        ExprKind::Lit(Lit::Str(s)) => Some(s.as_str()),
        _ => None,
    });
    let numbered = parts.iter().skip(1).any(|p| {
        let mut number = false;
        p.each(&mut |x| {
            if let ExprKind::Call(c) = &x.kind {
                let name = c.func.dotted().unwrap_or_default();
                number |= CODE_POINTS.iter().any(|f| name == *f || name.ends_with(&format!(".{f}")));
            }
        });
        number
    });
    numbered && prefix.is_some_and(|s| ESCAPE_PREFIXES.iter().any(|pre| s.starts_with(pre)))
}

/// A function written inline that is one expression (`(ch) => ENTITIES[ch]`, `lambda m: ..`):
/// it, and that expression.
fn lambda_body<'m>(m: &'m Module, e: &Expr) -> Option<(&'m Function, &'m Expr)> {
    let ExprKind::Lambda(fid) = e.kind else { return None };
    let f = m.funcs.get(fid)?;
    super::syntax::inline_value(f).map(|v| (f, v))
}

/// Calls that give a character's code point: what a numeric escape writes out.
const CODE_POINTS: &[&str] = &["charCodeAt", "codePointAt", "ord"];

/// How numeric escapes start: a backslash (LDAP `\2a`, `\x2a`, `\u002a`), a percent sign, an
/// HTML character reference.
const ESCAPE_PREFIXES: &[&str] = &["\\", "%", "&#"];

/// What a value not known, checked against `before`, is escaped against after a replacement
/// that takes out `matched` and writes `writes`, as request data would be (only its taint's
/// escapes are read: no copy of the value).
fn escaped_after(models: &Models, before: u64, matched: u64, writes: Writes) -> u64 {
    let taint = Taint { escaped: before, ..Taint::raw("") };
    let mut probe = Val { taint: Some(taint), ..Val::default() };
    apply(models, &mut probe, matched, writes);
    probe.taint.map_or(0, |t| t.escaped)
}

/// The request data in `out` after a replacement that takes out `matched` and writes
/// `writes`: what it is left none of, and the attacks it is then escaped against.
pub(super) fn apply(models: &Models, out: &mut Val, matched: u64, writes: Writes) {
    let Some(t) = out.taint.as_mut() else { return };
    let backslash = chars::bit('\\');
    // Taking the backslashes out undoes the escapes they made.
    let kept = if matched & backslash != 0 { 0 } else { t.backslashed };
    // What it writes where the data chose, unless whole, undoes escaping against the attacks
    // that need it (`.replace("&lt;", "<")`, not `.replace("\n", "<br>")`).
    let opened = match writes {
        Writes::Text(w, whole) => {
            (t.removed, t.backslashed) = ((t.removed | matched) & !w, kept & !matched & !w);
            if whole { 0 } else { w }
        }
        Writes::Around(w, whole) => {
            (t.removed, t.backslashed) = (t.removed & !w, kept & !w);
            if whole { 0 } else { w }
        }
        Writes::BackslashMatch => {
            (t.removed, t.backslashed) = (t.removed & !matched & !backslash, t.backslashed | matched);
            backslash
        }
        Writes::Unknown => {
            (t.removed, t.backslashed) = (0, 0);
            0
        }
    };
    // What is left of the characters escapes against other attacks.
    let undone = models.needing(opened);
    let now = (t.escaped & !undone) | models.escaped_by(t.removed, t.backslashed);
    if now != t.escaped {
        let gained = now & !t.escaped;
        t.escaped = now;
        if out.checked {
            out.against = out.against.map(|b| (b & !undone) | gained);
        } else if gained != 0 {
            (out.checked, out.against) = (true, Some(gained));
        }
    }
}

/// The values a replacing call replaces in: its receiver and arguments but the pattern and the
/// replacement.
fn replaced_in<'v>(
    (r, pattern): (&Replaces, &ArgSel),
    (recv, args, kwargs): (Option<&'v Val>, &'v [Val], &'v [Val]),
) -> Vec<&'v Val> {
    let on_receiver = matches!(pattern, ArgSel::Name(n) if n == ARG_RECEIVER);
    let positional = args.iter().enumerate().filter(|(i, _)| ![pattern, &r.with].contains(&&ArgSel::Index(*i)));
    recv.filter(|_| !on_receiver).into_iter().chain(positional.map(|(_, v)| v)).chain(kwargs).collect()
}

/// Whether a text holds the start of a tag (`<br>`, `</p>`): `<` then a letter, or `</` then one.
fn writes_tag(text: &str) -> bool {
    let letter_at = |i: usize| text[i..].starts_with(|c: char| c.is_ascii_alphabetic());
    text.match_indices('<').any(|(i, _)| letter_at(i + 1) || text[i + 1..].starts_with('/') && letter_at(i + 2))
}
