//! Tests of one character (`c.is_ascii_alphanumeric() || c == '-'`, `'a' <= r && r <= 'z'`,
//! `ch in ALLOWED`): the special characters each lets through. A text every character of
//! which passed one (`s.chars().all(..)`, a loop that leaves at a character that fails) holds
//! only those, as after a whole-text regular-expression match ([`Analysis::validate_chars`]).

use super::*;
use crate::scan::code::chars;

impl Analysis<'_> {
    /// The special characters a test of the one character `var` lets through where it is
    /// `truth`: exactly, so a negation is their complement. `None` where any part of it is not
    /// read (a call the models do not name, another variable). With `texts` (`var` may be a
    /// longer text: an item of a value of unknown type), only what holds of every character of
    /// a text that passes: a letter-or-digit test, an equality, a membership, true.
    pub(super) fn char_set(&self, st: &State, (var, texts): (&str, bool), e: &Expr, truth: bool) -> Option<u64> {
        let is_var = |x: &Expr| matches!(&x.kind, ExprKind::Name(n) if n == var);
        match &e.kind {
            ExprKind::Unary(UnOp::Not, x) => self.char_set(st, (var, texts), x, !truth),
            ExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let (x, y) = (self.char_set(st, (var, texts), a, truth)?, self.char_set(st, (var, texts), b, truth)?);
                Some(if (*op == BinOp::And) == truth { x & y } else { x | y })
            }
            // A comparison, its operator negated where it is false (`c != '-'` false: `c == '-'`).
            ExprKind::Binary(op, a, b) if is_var(a) != is_var(b) => {
                let op = if truth { *op } else { negated(*op)? };
                let membership = matches!(op, BinOp::In | BinOp::NotIn);
                if texts && !matches!(op, BinOp::Eq | BinOp::Is | BinOp::In) || membership && !is_var(a) {
                    return None;
                }
                if membership {
                    let inside = self.const_chars(st, b)?;
                    return Some(if op == BinOp::In { inside } else { chars::all() & !inside });
                }
                let (k, op) = if is_var(a) { (b, op) } else { (a, flipped(op)?) };
                let k = self.char_const(st, k)?;
                let holds: fn(char, char) -> bool = match op {
                    BinOp::Eq | BinOp::Is => |c, k| c == k,
                    BinOp::Ne | BinOp::IsNot => |c, k| c != k,
                    BinOp::Lt => |c, k| c < k,
                    BinOp::Le => |c, k| c <= k,
                    BinOp::Gt => |c, k| c > k,
                    BinOp::Ge => |c, k| c >= k,
                    _ => return None,
                };
                Some(chars::such(|c| holds(c, k)))
            }
            // A letter-or-digit test or a membership, where it holds; false: anything for one
            // character (never where it may be a longer text, of which it says nothing).
            ExprKind::Call(c) => match (self.char_call(st, var, c)?, truth) {
                (set, true) => Some(set),
                (set, false) if !texts => Some(chars::all() & !set),
                _ => None,
            },
            _ => None,
        }
    }

    /// Of a call true where every character of a text passed a test (`s.chars().all(|c| ..)`:
    /// it holds only the special characters the test lets through), or its first did
    /// (`s.starts_with(|c| ..)`: it starts with none of the others, no `-` no option); or, with
    /// `truth` false, of a call false where no character passed a test (`s.chars().any(|c| ..)`,
    /// [`Self::no_char`]): the text, and the special characters it holds and starts with.
    pub(super) fn char_test(&self, st: &State, c: &Call, truth: bool) -> Option<(Expr, (u64, u64))> {
        if !truth {
            let (left, text) = self.no_char(st, c)?;
            return Some((text, (left, left)));
        }
        if let Some((left, text)) = self.every_char(st, c) {
            return Some((text, (left, left)));
        }
        let (first, text) = self.first_char(st, c)?;
        Some((text, (chars::all(), first)))
    }

    /// Of a call true where its one function's test holds for every character of a text
    /// (`s.chars().all(|c| ..)`): the special characters the test lets through, and the text.
    fn every_char(&self, st: &State, c: &Call) -> Option<(u64, Expr)> {
        let (func, items, dict) = self.each_call(st, c, Word::AllItems)?;
        if dict {
            return None;
        }
        let (text, texts) = self.chars_of(st, items)?;
        // A letter-or-digit test named (`chars().all(char::is_alphanumeric)`).
        let named = Call { func: func.clone(), args: Vec::new(), kwargs: Vec::new(), new: false };
        if matches!(func.kind, ExprKind::Attr(..)) && self.models_name(st, &named, Word::CharClass) {
            return Some((0, text.clone()));
        }
        let id = self.test_function(st, func)?;
        let (var, test) = guard::item_function(self.m.funcs.get(id)?)?;
        Some((self.char_set(st, (var, texts), test, true)?, text.clone()))
    }

    /// Of a call false where its one function's test holds for no character of a text
    /// (`s.chars().any(|c| !c.is_ascii_alphanumeric())`): the special characters the test
    /// does not hold for, and the text.
    fn no_char(&self, st: &State, c: &Call) -> Option<(u64, Expr)> {
        let (func, items, dict) = self.each_call(st, c, Word::AnyItem)?;
        if dict {
            return None;
        }
        let (text, texts) = self.chars_of(st, items)?;
        let id = self.test_function(st, func)?;
        let (var, test) = guard::item_function(self.m.funcs.get(id)?)?;
        Some((self.char_set(st, (var, texts), test, false)?, text.clone()))
    }

    /// Of a call true where the first character of a text passes its one function's test
    /// (`s.starts_with(|c: char| c.is_ascii_alphanumeric())`): the special characters the test
    /// lets through, and the text.
    fn first_char(&self, st: &State, c: &Call) -> Option<(u64, Expr)> {
        let (ExprKind::Attr(text, _), [func]) = (&c.func.kind, c.args.as_slice()) else { return None };
        if !is_path(text) || !self.models_name(st, c, Word::FirstChar) {
            return None;
        }
        let id = self.test_function(st, func)?;
        let (var, test) = guard::item_function(self.m.funcs.get(id)?)?;
        Some((self.char_set(st, (var, false), test, true)?, (**text).clone()))
    }

    /// A loop over the characters of a text that never breaks out: where it ends, each
    /// character reached the end of the body or a `continue`, past the tests that leave the
    /// function (`if !c.is_ascii_alphanumeric() { return false }`, `if ok(c) { continue };
    /// return false`): the text holds only the special characters those tests let through.
    pub(super) fn every_char_checked(
        &mut self,
        st: &mut State,
        (target, iter, pairs): (&Expr, &Expr, bool),
        body: &[Stmt],
    ) {
        let item = match (&target.kind, pairs) {
            (ExprKind::Name(n), false) => n,
            (ExprKind::Tuple(t) | ExprKind::List(t), true) => match t.as_slice() {
                [_, Expr { kind: ExprKind::Name(n), .. }] => n,
                _ => return,
            },
            _ => return,
        };
        let Some((text, texts)) = self.chars_of(st, iter) else { return };
        // The item and the text stay what the loop was given (`name = decode(name)` inside
        // checks a copy).
        let root = root_name(text).unwrap_or_default();
        if flow::assigns(body, item) || flow::assigns(body, &root) {
            return;
        }
        let Some((fall, next)) = self.chars_through(st, (item, texts), body, chars::all()) else { return };
        let left = fall | next;
        if left != chars::all() {
            self.validate_chars(st, text.span, &[text], (left, left));
        }
    }

    /// Of the characters `var` may be (`may`), those that fall off the end of `stmts` and those
    /// that reach a `continue`; `None` where one may break out of the loop, or skip ahead in a
    /// way not followed.
    fn chars_through(
        &self,
        st: &State,
        (var, texts): (&str, bool),
        stmts: &[Stmt],
        mut may: u64,
    ) -> Option<(u64, u64)> {
        let mut next = 0;
        for s in stmts {
            match &s.kind {
                StmtKind::If { cond, then, other } => {
                    let tested = |truth| match syntax::mentions(cond, var) {
                        true => self.char_set(st, (var, texts), cond, truth).unwrap_or(chars::all()),
                        false => chars::all(),
                    };
                    let (ft, nt) = self.chars_through(st, (var, texts), then, may & tested(true))?;
                    let (fo, no) = self.chars_through(st, (var, texts), other, may & tested(false))?;
                    (may, next) = (ft | fo, next | nt | no);
                }
                StmtKind::Block(inner) => {
                    let (f, n) = self.chars_through(st, (var, texts), inner, may)?;
                    (may, next) = (f, next | n);
                }
                StmtKind::Continue => (may, next) = (0, next | may),
                StmtKind::Return(_) | StmtKind::Raise(_) => may = 0,
                StmtKind::Expr(Expr { kind: ExprKind::Call(c), .. }) if self.is_exit(&c.func) => may = 0,
                // (Labels are not kept: a loop or switch inside may leave this one, or skip ahead.)
                StmtKind::Break
                | StmtKind::For { .. }
                | StmtKind::While { .. }
                | StmtKind::Match { .. }
                | StmtKind::Try { .. }
                | StmtKind::With { .. } => return None,
                _ => {}
            }
        }
        Some((may, next))
    }

    /// The text whose characters iterating `items` gives: the receiver of a call the models
    /// name `text_chars` (`s.chars()`); in a language whose loops give items, a variable or
    /// field holding request data known as no list or map ([`Self::chars_held`]).
    fn chars_of<'e>(&self, st: &State, items: &'e Expr) -> Option<(&'e Expr, bool)> {
        if let ExprKind::Call(k) = &items.kind
            && k.args.is_empty()
            && let ExprKind::Attr(obj, _) = &k.func.kind
            && self.models_name(st, k, Word::TextChars)
        {
            return is_path(obj).then_some((&**obj, false));
        }
        if !is_path(items) || self.models.has(Behaviour::LoopsGiveKeys) {
            return None;
        }
        Some((items, self.chars_held(st, items)?))
    }

    /// Whether a variable or field `e` holds request data known as no list or map, whose items
    /// are characters, and whether an item may yet be a longer text (`true`: a list after all).
    fn chars_held(&self, st: &State, e: &Expr) -> Option<bool> {
        let v = self.pure(st, e)?;
        let whole = v.taint.is_some() && v.parts.is_none();
        // A variable declared a text (Go's `s string`) and never assigned here (`s := strings.Split(s,
        // ",")` would be another) gives characters.
        let body = self.active.last().map_or(&[][..], |f| &self.m.funcs[*f].body[..]);
        let text = matches!(&e.kind, ExprKind::Name(n)
            if self.declared_at(n, e.span.start).is_some_and(|t| t == "string") && !flow::assigns(body, n));
        whole.then_some(!text)
    }

    /// A counting loop over the positions of a text (`for (int i = 0; i < s.length(); i++) {
    /// char c = s.charAt(i); .. }`, Go's `for i := 0; i < len(s); i++ { c := s[i]; .. }`): the
    /// character's name, the text, whether an item may be a longer text, and the statements
    /// after the one that takes the character. `None` unless the position starts at 0, stops at
    /// the text's length and grows by one at the end of the body only, and neither it, the
    /// character nor the text is assigned in between.
    pub(super) fn indexed_chars<'b>(
        &self,
        st: &State,
        cond: &'b Expr,
        body: &'b [Stmt],
    ) -> Option<(&'b str, &'b Expr, bool, &'b [Stmt])> {
        let ExprKind::Binary(op @ (BinOp::Lt | BinOp::Gt), a, b) = &cond.kind else { return None };
        let (index, bound) = if *op == BinOp::Lt { (a, b) } else { (b, a) };
        let ExprKind::Name(i) = &index.kind else { return None };
        if self.pure(st, index)?.konst != Some(Lit::Int(0)) {
            return None;
        }
        let counted = self.length_of(st, bound)?;
        let (step, inner) = body.split_last()?;
        let StmtKind::Assign { targets, value, op: Some(BinOp::Add) } = &step.kind else { return None };
        let one = matches!(&value.kind, ExprKind::Lit(Lit::Int(1)));
        if !one || !matches!(targets.as_slice(), [Expr { kind: ExprKind::Name(n), .. }] if n == i) {
            return None;
        }
        let (take, tests) = inner.split_first()?;
        let StmtKind::Assign { targets, value, op: None } = &take.kind else { return None };
        let [Expr { kind: ExprKind::Name(var), .. }] = targets.as_slice() else { return None };
        let (text, texts) = self.char_at(st, value, i)?;
        let root = root_name(text).unwrap_or_default();
        let same = is_path(text) && text.dotted().is_some() && text.dotted() == counted.dotted();
        let kept = ![var, &root].iter().any(|n| flow::assigns(tests, n));
        (same && kept && self.index_alone(i, body)).then_some((var, text, texts, tests))
    }

    /// Whether only the counting loop whose body is `body` moves its position `i`: its tests
    /// never name it (`s.charAt(++i)`, `int at = i++`), no other function assigns it and none
    /// written inside the one analysed names it (a closure that bumps it), and elsewhere in that
    /// function it is only assigned, or read in another loop's condition (never copied: Go's
    /// `p := &i`).
    fn index_alone(&self, i: &str, body: &[Stmt]) -> bool {
        let Some(fid) = self.active.last().copied() else { return false };
        let f = &self.m.funcs[fid];
        let names = |e: &Expr| syntax::mentions(e, i);
        let inner = body.split_last().map_or(&[][..], |(_, r)| r);
        let mut in_tests = false;
        crate::scan::code::ast::ir::each_expr(inner.get(1..).unwrap_or_default(), &mut |e| {
            in_tests |= matches!(&e.kind, ExprKind::Name(n) if n == i)
        });
        // Another function that names it: one written inside (a closure bumping it), or any
        // that assigns it (a sibling's `i++` of a module-level, package-level or static `i`;
        // also one with a loop of its own `i`, which is not told apart).
        let nested = self.m.funcs.iter().enumerate().any(|(id, g)| {
            let inside = g.span.start >= f.span.start && g.span.end <= f.span.end;
            let mut found = false;
            if inside {
                g.each_expr(&mut |e| found |= syntax::mentions(e, i));
            }
            id != fid && (found || flow::assigns(&g.body, i))
        });
        !in_tests && !nested && only_counted(&f.body, i, body, &names)
    }

    /// The text whose length `bound` is: the receiver or the one argument of a call the models
    /// name `text_length` (`s.length()`, Go's `len(s)`), or the object of such a field
    /// (JavaScript's `s.length`).
    fn length_of<'e>(&self, st: &State, bound: &'e Expr) -> Option<&'e Expr> {
        match &bound.kind {
            ExprKind::Call(c) if c.kwargs.is_empty() => match (&c.func.kind, c.args.as_slice()) {
                (ExprKind::Attr(obj, _), []) => self.models_name(st, c, Word::TextLength).then_some(&**obj),
                (ExprKind::Name(_), [obj]) => self.models_name(st, c, Word::TextLength).then_some(obj),
                _ => None,
            },
            ExprKind::Attr(obj, _) => {
                let named = Call { func: bound.clone(), args: Vec::new(), kwargs: Vec::new(), new: false };
                self.models_name(st, &named, Word::TextLength).then_some(&**obj)
            }
            _ => None,
        }
    }

    /// The text a value takes the character of at position `i`, and whether it may be a longer
    /// text: the receiver of a call whose fold is `char-at` (`s.charAt(i)`), or an indexed
    /// variable or field holding request data (`s[i]`, [`Self::chars_held`]).
    fn char_at<'e>(&self, st: &State, value: &'e Expr, i: &str) -> Option<(&'e Expr, bool)> {
        let is_i = |x: &Expr| matches!(&x.kind, ExprKind::Name(n) if n == i);
        match &value.kind {
            ExprKind::Call(c) if c.kwargs.is_empty() => {
                let (ExprKind::Attr(obj, _), [at]) = (&c.func.kind, c.args.as_slice()) else { return None };
                let fold = self.models.call(&self.callee_names(st, c, None)).pure.flatten();
                (is_i(at) && fold == Some(Fold::CharAt)).then_some((&**obj, false))
            }
            ExprKind::Index(obj, at) if is_i(at) && is_path(obj) => Some((&**obj, self.chars_held(st, obj)?)),
            _ => None,
        }
    }

    /// After a counting loop over a text's positions ([`Self::indexed_chars`]) that never broke
    /// out: the text holds only the special characters its tests let through, as after a loop
    /// over its characters ([`Self::every_char_checked`]).
    pub(super) fn every_index_checked(
        &mut self,
        st: &mut State,
        (var, text, texts, tests): (&str, &Expr, bool, &[Stmt]),
    ) {
        let Some((fall, next)) = self.chars_through(st, (var, texts), tests, chars::all()) else { return };
        let left = fall | next;
        if left != chars::all() {
            self.validate_chars(st, text.span, &[text], (left, left));
        }
    }

    /// What a call on the one character `var` lets through where it is true: nothing special
    /// for a letter-or-digit test (the models' `char_class`), the characters of a constant text
    /// that holds it (`char_in`: `"-_".contains(c)`, `strings.ContainsRune(ALLOWED, r)`).
    fn char_call(&self, st: &State, var: &str, c: &Call) -> Option<u64> {
        let is_var = |x: &Expr| matches!(&x.kind, ExprKind::Name(n) if n == var);
        let recv = match &c.func.kind {
            ExprKind::Attr(obj, _) => Some(&**obj),
            _ => None,
        };
        if !c.kwargs.is_empty() {
            return None;
        }
        match (recv, c.args.as_slice()) {
            // `c.is_ascii_alphanumeric()`, `Character.isLetterOrDigit(c)`.
            (Some(x), []) | (_, [x]) if is_var(x) && self.models_name(st, c, Word::CharClass) => Some(0),
            // `matches!(c, '-' | '_')`.
            (None, [x, patterns @ ..]) if is_var(x) && self.models_name(st, c, Word::CharPattern) => {
                patterns.iter().try_fold(0, |m, p| Some(m | self.pattern_chars(st, p)?))
            }
            // `"-_".contains(c)`, `strings.ContainsRune(allowed, c)`.
            (Some(k), [x]) | (_, [k, x]) if is_var(x) && self.models_name(st, c, Word::CharIn) => {
                self.const_chars(st, k)
            }
            _ => None,
        }
    }

    /// The special characters literal patterns of one character match (`'-' | '_'`).
    fn pattern_chars(&self, st: &State, p: &Expr) -> Option<u64> {
        match &p.kind {
            ExprKind::Binary(BinOp::BitOr, a, b) => Some(self.pattern_chars(st, a)? | self.pattern_chars(st, b)?),
            _ => Some(chars::bit(self.char_const(st, p)?)),
        }
    }

    /// The one character a constant is (`'a'`, Rust's `b'a'`, a code point).
    fn char_const(&self, st: &State, e: &Expr) -> Option<char> {
        if self.changed_elsewhere(e) {
            return None;
        }
        match self.pure(st, e)?.konst? {
            Lit::Str(s) => {
                let mut cs = s.chars();
                cs.next().filter(|_| cs.next().is_none())
            }
            Lit::Int(n) => u32::try_from(n).ok().and_then(char::from_u32),
            _ => None,
        }
    }

    /// Whether another function assigns the variable (or a field of it) a constant is read from:
    /// it may hold more than its first value then (a package `var` a setter adds to).
    fn changed_elsewhere(&self, e: &Expr) -> bool {
        root_name(e).is_some_and(|r| self.assigned_elsewhere(&r, self.active.last().copied()))
    }

    /// The special characters a constant text holds, or the texts of a constant list.
    fn const_chars(&self, st: &State, e: &Expr) -> Option<u64> {
        if self.changed_elsewhere(e) {
            return None;
        }
        let v = self.pure(st, e)?;
        if v.taint.is_some() {
            return None;
        }
        if let Some(text) = v.known_text() {
            return Some(chars::of(&text));
        }
        let p = v.parts.as_deref().filter(|p| p.rest == Val::default() && p.keys.is_empty())?;
        p.items.as_ref()?.iter().try_fold(0, |m, item| Some(m | chars::of(item.konst_str()?)))
    }
}

/// Whether statements name `i` only in the loop whose body is `body`, as an assignment's target,
/// or in another loop's condition.
fn only_counted(stmts: &[Stmt], i: &str, body: &[Stmt], names: &impl Fn(&Expr) -> bool) -> bool {
    stmts.iter().all(|s| match &s.kind {
        StmtKind::While { body: b, .. } if std::ptr::eq(b.as_ptr(), body.as_ptr()) => true,
        StmtKind::While { body: b, other, .. } => {
            only_counted(b, i, body, names) && only_counted(other, i, body, names)
        }
        StmtKind::Assign { targets, value, .. } => {
            let target_ok = targets.iter().all(|t| matches!(&t.kind, ExprKind::Name(n) if n == i) || !names(t));
            target_ok && !names(value)
        }
        _ => !s.exprs().into_iter().any(names) && s.blocks().into_iter().all(|b| only_counted(b, i, body, names)),
    })
}

/// The comparison that holds where `op` fails.
fn negated(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Eq => BinOp::Ne,
        BinOp::Ne => BinOp::Eq,
        BinOp::Is => BinOp::IsNot,
        BinOp::IsNot => BinOp::Is,
        BinOp::In => BinOp::NotIn,
        BinOp::NotIn => BinOp::In,
        BinOp::Lt => BinOp::Ge,
        BinOp::Le => BinOp::Gt,
        BinOp::Gt => BinOp::Le,
        BinOp::Ge => BinOp::Lt,
        _ => return None,
    })
}

/// The comparison with its sides swapped (`'a' <= c`: `c >= 'a'`).
fn flipped(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Gt,
        BinOp::Le => BinOp::Ge,
        BinOp::Gt => BinOp::Lt,
        BinOp::Ge => BinOp::Le,
        BinOp::Eq | BinOp::Ne | BinOp::Is | BinOp::IsNot => op,
        _ => return None,
    })
}
