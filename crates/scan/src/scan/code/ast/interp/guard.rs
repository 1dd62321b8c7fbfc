//! Guards: what a condition tells about the values it tests on the path where it holds.

use super::exits::{EVERY_ATTACK, starts_told};
use super::syntax::{checked_by, or_default, receiver_of};
use super::*;
use crate::scan::code::chars;

/// The variable holding each check of an `all_checks` call in turn (not a name a program can
/// write).
const CHECK: &str = "\0check";

impl Analysis<'_> {
    /// What a condition tells on the path where it is `truth`.
    pub(super) fn refine(&mut self, st: &mut State, cond: &Expr, truth: bool) {
        mark_nulls(st, cond, truth);
        self.mark_falsy(st, cond, truth);
        if self.refine_index(st, cond, truth) {
            return;
        }
        match &cond.kind {
            ExprKind::Unary(UnOp::Not, inner) => self.refine(st, inner, !truth),
            ExprKind::Walrus(t, value) => self.refine_kept(st, t.dotted(), value, truth),
            ExprKind::Name(n) if st.conds.contains_key(n) => {
                if let Some(kept) = st.conds.get(n).cloned() {
                    self.refine_kept(st, Some(n.clone()), &kept, truth);
                }
            }
            // `m is None`, `ok == false`: the kept condition failed.
            ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne | BinOp::Is | BinOp::IsNot), x, y)
                if let Some((var, kept, holds)) = self.kept_test(st, x, y) =>
            {
                let equal = matches!(op, BinOp::Eq | BinOp::Is);
                self.refine_kept(st, var, &kept, (equal == truth) == holds);
            }
            ExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                self.refine_both(st, *op == BinOp::And, (a, b), truth)
            }
            ExprKind::Binary(op @ (BinOp::In | BinOp::NotIn), x, coll) if (*op == BinOp::In) == truth => {
                self.refine_member(st, x, coll)
            }
            ExprKind::Binary(BinOp::In | BinOp::NotIn, x, text) => self.lacks_char(st, x, text),
            // `ALLOWED[host]` true, of a constant map of flags, or of a map whose every key is a
            // constant (`HANDLERS[kind]` of functions): `host` is one of its keys; of a map the
            // request does not reach (configuration), an allowed origin.
            ExprKind::Index(coll, key) if truth && (self.constant(st, coll) || self.constant_keys(st, coll)) => {
                self.check_url_of(st, key);
                self.check(st, key);
            }
            ExprKind::Index(coll, key) if truth => self.server_member(st, key, coll),
            ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne | BinOp::Is), x, y) if (*op != BinOp::Ne) == truth => {
                self.refine_equal(st, x, y, None)
            }
            // `c != '<'` of one character of request text: it is no `<`.
            ExprKind::Binary(BinOp::Eq | BinOp::Ne | BinOp::Is, x, y) => self.unequal_chars(st, x, y),
            // `a.equals(b)` true: as `a == b` (false: nothing worth keeping).
            ExprKind::Call(c) if let Some((x, y)) = self.equality(st, c) => {
                if !truth {
                    return;
                }
                let x_is_receiver = matches!(&c.func.kind, ExprKind::Attr(obj, _) if obj.span == x.span);
                self.refine_equal(st, x, y, x_is_receiver.then_some(x.span));
            }
            // `r.is_ok()`, `r.is_err()`: the test of `r`.
            ExprKind::Call(c) if let Some((obj, holds)) = self.receiver_test(st, c) => {
                self.refine(st, obj, holds == truth)
            }
            // `ALLOWED.iter().any(|a| *a == host)` true: as `host in ALLOWED`.
            ExprKind::Call(c) if truth && let Some((x, coll)) = self.member_test(st, c) => {
                self.refine_member(st, &x, &coll)
            }
            // `ALLOWED.some(d => u.hostname === d || u.hostname.endsWith("." + d))` true: the
            // test held for one of the constant items.
            ExprKind::Call(c) if truth && self.some_constant_item(st, c) => {}
            // `all(check(x) for check in CHECKS)` true: each check of `x` held.
            ExprKind::Call(c) if truth && let Some((checks, each)) = self.every_check(st, c) => {
                self.hold_each(st, cond.span, checks, each)
            }
            // `s.chars().all(|c| ..)`, `s.starts_with(|c| ..)` true; `s.chars().any(|c| ..)` false.
            ExprKind::Call(c) if let Some((text, chars)) = self.char_test(st, c, truth) => {
                self.validate_chars(st, c.func.span, &[&text], chars)
            }
            // `all(c in COLUMNS for c in cols)` true: each item of `cols` passed the test.
            ExprKind::Call(c) if truth && let Some((id, coll)) = self.every_item(st, c) => {
                self.refine_items(st, id, &coll)
            }
            ExprKind::Call(c) => self.refine_called(st, cond.span, c, truth),
            _ => {}
        }
    }

    /// What any other call tells where it is `truth`: `bool(m)` where `m` is;
    /// `supplyAsync(() -> ok(x))` where what it runs is; else what the call's models say.
    fn refine_called(&mut self, st: &mut State, span: Span, c: &Call, truth: bool) {
        match self.truth_of(st, c) {
            Some(arg) => self.refine(st, arg, truth),
            None => match self.supplied(st, c) {
                Some(arg) => self.refine(st, &arg, truth),
                None => self.refine_call(st, span, c, truth),
            },
        }
    }

    /// What `a and b` (`and`) or `a or b` tells where it is `truth`.
    fn refine_both(&mut self, st: &mut State, and: bool, (a, b): (&Expr, &Expr), truth: bool) {
        if and == truth {
            // Both hold (`a and b` true, `a or b` false).
            self.refine(st, a, truth);
            self.refine(st, b, truth);
        } else {
            // One of them holds: what both paths tell.
            let mut other = st.clone();
            self.refine(st, a, truth);
            self.refine(&mut other, b, truth);
            *st = st.join(&other);
        }
    }

    /// A variable that tested false (`if not name`, `if (!next)`) is empty, zero, null or
    /// false: no request text. (Only a variable: marking a field would rewrite the object
    /// holding it as known by that one field on this path.)
    fn mark_falsy(&mut self, st: &mut State, cond: &Expr, truth: bool) {
        if !truth && matches!(cond.kind, ExprKind::Name(_)) {
            self.mark(st, cond, Val::number());
        }
    }

    /// An `indexOf` test, where `cond` is one: `LIST.indexOf(x) !== -1` (x is a member of a
    /// fixed list) and `x.indexOf(P) === 0` (x starts with P) validate like `in` and
    /// `startsWith`; `s.indexOf('\\') < 0` leaves `s` no `\`.
    fn refine_index(&mut self, st: &mut State, cond: &Expr, truth: bool) -> bool {
        if let Some((recv, arg, prefix)) = index_test(cond, truth, |c| self.index_of(st, c)) {
            if let Some(against) = prefix {
                // Nothing, where a path it needs resolved is not.
                if against != Some(0) {
                    self.check_against(st, recv, against);
                }
            } else if let Some(text) = self.konst_str(st, recv) {
                // A constant text's `indexOf` is a substring test; `"<>&".indexOf(c) >= 0` of
                // one character of request text leaves it that text's.
                self.one_char_is(st, arg, chars::of(&text));
            } else if self.constant(st, recv) {
                self.check(st, arg);
                self.check_url_of(st, arg);
            }
            return true;
        }
        if let Some((text, part, None)) = index_test(cond, !truth, |c| self.index_of(st, c)) {
            self.lacks_char(st, part, text);
            return true;
        }
        false
    }

    /// Where `x in coll` holds: of a constant collection, `x` is one of its members; of a
    /// collection the server chose (configuration, not the request), an allowed origin
    /// (`origin in app.config["CORS_ORIGINS"]`); of a constant text, a substring test, which
    /// leaves one character of request text (`c in "<>&"`) one of the text's.
    fn refine_member(&mut self, st: &mut State, x: &Expr, coll: &Expr) {
        if let Some(text) = self.konst_str(st, coll) {
            self.one_char_is(st, x, chars::of(&text));
        } else if self.constant(st, coll) || self.constant_keys(st, coll) {
            // An empty host among them is none: the member is one of them, which says nothing
            // of where the URL it was read from leads (`////evil.com`, `/\evil.com` have none as
            // `urlsplit` and `url.parse` read them).
            if self.url_host(st, x) && self.pure(st, coll).is_some_and(|c| holds_empty(&c)) {
                if let Some(v) = self.pure(st, x).filter(|_| is_path(x)) {
                    self.mark(st, x, Val { checked: true, taint: None, from: None, ..v });
                }
                return;
            }
            self.check_url_of(st, x);
            match self.pure(st, x) {
                Some(k) => {
                    self.check(st, x);
                    let v = Val { checked: true, nonconst: false, taint: None, konst: k.konst, ..Val::default() };
                    self.mark(st, x, v);
                }
                None => self.check(st, x),
            }
        } else {
            self.server_member(st, x, coll);
        }
    }

    /// A map whose every key is a constant, whatever it holds at them (`x in D` tests the
    /// keys, which a handler storing request data at a constant key leaves as they were).
    fn constant_keys(&self, st: &State, coll: &Expr) -> bool {
        let Some(v) = self.pure(st, coll) else { return false };
        let keys = |p: &Parts| !p.keys.is_empty() && p.only_constant_keys();
        v.taint.is_none() && v.parts.as_deref().is_some_and(keys)
    }

    /// The text `e` is, where it is a constant string.
    fn konst_str(&self, st: &State, e: &Expr) -> Option<String> {
        self.pure(st, e)?.konst_str().map(str::to_string)
    }

    /// Whether a call tests membership of a collection, as the models name it: by its names or
    /// its receiver's declared type (`Set.contains`, `*.has`), or by the last name of the call
    /// that made the variable or field it is called on (`*.split.includes`: `includes` of what a
    /// `split` made, an array).
    fn collection_member(&self, st: &State, c: &Call) -> bool {
        if self.models_name(st, c, Word::CollectionMember) {
            return true;
        }
        // Of a variable or a field holding what the call made (`String(hosts).includes(h)` is a
        // string's substring test).
        let ExprKind::Attr(obj, method) = &c.func.kind else { return false };
        if !is_path(obj) {
            return false;
        }
        let origin = self.pure(st, obj).and_then(|v| v.origin);
        let maker = origin.as_deref().and_then(|o| o.rsplit('.').next()).filter(|m| !m.is_empty());
        maker.is_some_and(|m| self.models.is(Word::CollectionMember, &format!("*.{m}.{method}")))
    }

    /// Whether the models' `word` names a call, by one of its names or as any receiver's method
    /// (`*.has`).
    pub(super) fn models_name(&self, st: &State, c: &Call, word: Word) -> bool {
        let method = match &c.func.kind {
            ExprKind::Attr(_, m) => Some(m.as_str()),
            _ => None,
        };
        self.models.names_call(word, &self.callee_names(st, c, None), method)
    }

    /// The two values an equality call the models name compares: a method's receiver and
    /// argument (`"asc".equals(dir)`), or a function's two arguments (`Objects.equals(a, b)`).
    fn equality<'c>(&self, st: &State, c: &'c Call) -> Option<(&'c Expr, &'c Expr)> {
        if !c.kwargs.is_empty() || c.new {
            return None;
        }
        match (&c.func.kind, c.args.as_slice()) {
            (ExprKind::Attr(obj, m), [arg])
                if !self.of_module(st, obj) && self.models.is(Word::Equality, &format!("*.{m}")) =>
            {
                Some((&**obj, arg))
            }
            (_, [a, b]) if self.callee_names(st, c, None).iter().any(|n| self.models.is(Word::Equality, n)) => {
                Some((a, b))
            }
            _ => None,
        }
    }

    /// Of a call true where some item of its receiver passes its one function's test (the
    /// models' `any_item`), where that test is that the item equals a value not read from the
    /// item (`|a| *a == host`, `a => a === host`, `a -> a.equals(host)`): the value and the
    /// collection (without the calls that only walk it, `ALLOWED.iter()`).
    fn member_test(&self, st: &State, c: &Call) -> Option<(Expr, Expr)> {
        let Some((f, recv, false)) = self.each_call(st, c, Word::AnyItem) else { return None };
        let id = self.test_function(st, f)?;
        let (item_var, body) = item_function(self.m.funcs.get(id)?)?;
        let value = self.item_equal(st, item_var, body)?;
        // `ALLOWED.iter()`, `ALLOWED.stream()`: the collection itself.
        Some((value.clone(), self.walked(st, recv).clone()))
    }

    /// Of a call true where some item of a collection of at most [`MAX_ITEMS`] constants passes
    /// its one function's test (the models' `any_item`, given a comprehension or called on the
    /// collection): what the test tells where it holds for one item or another, each bound in
    /// turn (`ALLOWED.some(d => u.hostname === d || u.hostname.endsWith("." + d))`). Whether it was such a
    /// call.
    fn some_constant_item(&mut self, st: &mut State, c: &Call) -> bool {
        let Some((f, recv, false)) = self.each_call(st, c, Word::AnyItem) else { return false };
        let m = self.m;
        let Some((var, test)) = self.test_function(st, f).and_then(|id| m.funcs.get(id)).and_then(item_function) else {
            return false;
        };
        let items = self.pure(st, self.walked(st, recv)).and_then(|v| v.parts.and_then(|p| p.items));
        let Some(items) = items.filter(|i| (1..=MAX_ITEMS).contains(&i.len())) else { return false };
        if !items.iter().all(|i| i.konst.is_some() && !i.nonconst) {
            return false;
        }
        let outer = st.env.get(var).cloned();
        let mut held: Option<State> = None;
        for item in items {
            let mut one = st.clone();
            one.env.insert(var.to_string(), item);
            self.refine(&mut one, test, true);
            match &outer {
                Some(v) => one.env.insert(var.to_string(), v.clone()),
                None => one.env.remove(var),
            };
            match st.validated.get(var) {
                Some(v) => one.validated.insert(var.to_string(), *v),
                None => one.validated.remove(var),
            };
            held = Some(match held {
                Some(h) => h.join(&one),
                None => one,
            });
        }
        if let Some(h) = held {
            *st = h;
        }
        true
    }

    /// Of a call true where its one function's test holds for every item of a collection (the
    /// models' `all_items`; a comprehension given to Python's `all`): the function and the
    /// collection (without the calls that only walk it, `cols.iter()`).
    fn every_item(&self, st: &State, c: &Call) -> Option<(usize, Expr)> {
        let (func, items, dict) = self.each_call(st, c, Word::AllItems)?;
        if dict {
            return None;
        }
        let id = self.test_function(st, func)?;
        let coll = self.walked(st, items);
        is_path(coll).then(|| (id, coll.clone()))
    }

    /// Of a call the models name `word` (`all(..)`, `xs.every(f)`, `slices.ContainsFunc(xs,
    /// f)`): the function it runs on each item, the collection, and whether that is a dict
    /// comprehension's: a comprehension it is given, its one argument and its receiver, or a
    /// function's two arguments (the collection first, then the function).
    pub(super) fn each_call<'c>(&self, st: &State, c: &'c Call, word: Word) -> Option<(&'c Expr, &'c Expr, bool)> {
        // The call's shape first: naming it by the models is the dearer test.
        let found = match (&c.func.kind, c.args.as_slice()) {
            (_, [Expr { kind: ExprKind::Each { func, items, dict }, .. }]) => (&**func, &**items, *dict),
            (ExprKind::Attr(recv, _), [f]) => (f, &**recv, false),
            (ExprKind::Attr(module, _), [items, f]) if self.of_module(st, module) => (f, items, false),
            (ExprKind::Name(_), [items, f]) => (f, items, false),
            _ => return None,
        };
        self.models_name(st, c, word).then_some(found)
    }

    /// Whether `d` names a domain no one else has sites under (`example.com`, not `github.io`
    /// nor `com`).
    pub(super) fn own_domain(&self, d: &str) -> bool {
        named_host(d) && !self.models.shared_domain(d)
    }

    /// The function of this file an argument is: written inline, or held in a variable (a
    /// Rust closure argument, lowered so).
    pub(super) fn test_function(&self, st: &State, f: &Expr) -> Option<usize> {
        match &f.kind {
            ExprKind::Lambda(id) => Some(*id),
            // (A variable that may hold one of several functions has no one test.)
            ExprKind::Name(n) => match self.held_function(st, n)?.as_slice() {
                [one] => Some(*one),
                _ => None,
            },
            _ => None,
        }
    }

    /// The collection a chain of calls that only walk it is made from (`ALLOWED.iter()`,
    /// `cols.stream()`: `ALLOWED`, `cols`).
    fn walked<'e>(&self, st: &State, e: &'e Expr) -> &'e Expr {
        let mut coll = e;
        for _ in 0..syntax::MAX_CALL_CHAIN {
            match &coll.kind {
                ExprKind::Call(walk) if walk.args.is_empty() && self.keeps_same(st, walk) => match &walk.func.kind {
                    ExprKind::Attr(inner, _) => coll = inner,
                    _ => break,
                },
                _ => break,
            }
        }
        coll
    }

    /// Where the test of the function `id` held for every item of `coll`: what it validates
    /// of one item (run on an item apart), each item and the collection whole are. (A
    /// comprehension with a condition of its own has no one test: [`item_function`] gives none.)
    fn refine_items(&mut self, st: &mut State, id: usize, coll: &Expr) {
        let m = self.m;
        let Some((var, test)) = m.funcs.get(id).and_then(item_function) else { return };
        // A Python comprehension over a map gives its keys.
        let gives_keys = |v: &Val| self.models.has(Behaviour::LoopsGiveKeys) && !self.gives_items(v);
        let Some(all) = self.pure(st, coll).filter(|v| !gives_keys(v)) else { return };
        let mut one = st.clone();
        one.env.insert(var.to_string(), element(&all));
        self.refine(&mut one, test, true);
        if let Some(v) = one.env.get(var).filter(|v| v.checked) {
            self.check_every_item(st, coll, v.against);
        }
    }

    /// The value an item test (`|a| *a == host`, `a -> a.equals(host)`) says the item equals,
    /// not read from the item; also as one side of a conjunction
    /// (`|h| !h.is_empty() && h == host`: where it holds, the item equals `host`).
    fn item_equal<'e>(&self, st: &State, item_var: &str, body: &'e Expr) -> Option<&'e Expr> {
        let (a, b) = match &body.kind {
            ExprKind::Binary(BinOp::And, l, r) => {
                return self.item_equal(st, item_var, l).or_else(|| self.item_equal(st, item_var, r));
            }
            ExprKind::Binary(BinOp::Eq | BinOp::Is, a, b) => (&**a, &**b),
            ExprKind::Call(eq) => self.equality(st, eq)?,
            _ => return None,
        };
        let item = |e: &Expr| matches!(&e.kind, ExprKind::Name(n) if n == item_var);
        match (item(a), item(b)) {
            (true, false) if !syntax::mentions(b, item_var) => Some(b),
            (false, true) if !syntax::mentions(a, item_var) => Some(a),
            _ => None,
        }
    }

    /// Where `x != y` and one side is a one-character constant: the other side, one character
    /// of request text, is not that character.
    fn unequal_chars(&mut self, st: &mut State, x: &Expr, y: &Expr) {
        for (c, k) in [(x, y), (y, x)] {
            let one = self.pure(st, k).and_then(|v| v.konst_text()).filter(|t| t.chars().count() == 1);
            if let Some(k) = one {
                self.not_chars(st, c, chars::of(&k));
            }
        }
    }

    /// Where each of `checks` returned true: each bound to [`CHECK`] in turn, `check_call` run
    /// (so what it validates is known) and held.
    fn hold_each(&mut self, st: &mut State, span: Span, checks: Vec<Val>, check_call: Call) {
        let e = Expr::new(ExprKind::Call(Box::new(check_call)), span);
        for check in checks {
            st.env.insert(CHECK.into(), check);
            self.eval(&mut st.clone(), &e);
            self.refine(st, &e, true);
        }
        st.env.remove(CHECK);
    }

    /// Of a call true where every function of a collection holds for one value (the models'
    /// `all_checks`: `all(check(x) for check in CHECKS)`, `CHECKS.every(f => f(x))`), where each
    /// item of the collection is a function of this file: those functions, and the call of the
    /// one held in [`CHECK`] on the value.
    fn every_check(&self, st: &State, c: &Call) -> Option<(Vec<Val>, Call)> {
        let (func, items, _) = self.each_call(st, c, Word::AllChecks)?;
        let ExprKind::Lambda(id) = func.kind else { return None };
        let (check_var, returned) = item_function(self.m.funcs.get(id)?)?;
        let ExprKind::Call(check_call) = &returned.kind else { return None };
        let calls_check = matches!(&check_call.func.kind, ExprKind::Name(n) if n == check_var);
        if !calls_check || check_call.args.iter().any(|a| syntax::mentions(a, check_var)) {
            return None;
        }
        // The checks that run exactly: a list written in the call, or one held by a variable
        // the file names only where it is set and here (no other code can change it).
        let written = matches!(items.kind, ExprKind::List(_) | ExprKind::Tuple(_));
        if !written && !matches!(&items.kind, ExprKind::Name(n) if self.mentions_of(n) == 2) {
            return None;
        }
        let checks = self.pure(st, items)?.parts?.items?;
        if checks.is_empty() || !checks.iter().all(|v| function_held(v).is_some()) {
            return None;
        }
        let func = Expr::new(ExprKind::Name(CHECK.into()), check_call.func.span);
        Some((checks, Call { func, ..(**check_call).clone() }))
    }

    /// How many times the file's text names a variable, as a whole word (where it is set,
    /// read, changed or deleted; in comments and strings too).
    fn mentions_of(&self, name: &str) -> usize {
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
        let src = self.src;
        src.match_indices(name)
            .filter(|(i, _)| !word(src[..*i].chars().next_back()) && !word(src[i + name.len()..].chars().next()))
            .count()
    }

    /// A method true exactly where its receiver is (`r.is_ok()`, `f.get(2, SECONDS)`: the
    /// receiver and `true`), or where it is not (`r.is_err()`: `false`), as the models name it.
    fn receiver_test<'c>(&self, st: &State, c: &'c Call) -> Option<(&'c Expr, bool)> {
        let ExprKind::Attr(obj, method) = &c.func.kind else { return None };
        if !c.kwargs.is_empty() {
            return None;
        }
        // The call's names, made once for both words.
        let names = self.callee_names(st, c, None);
        let named = |word| self.models.names_call(word, &names, Some(method));
        match (named(Word::ReceiverTrue), named(Word::ReceiverFalse)) {
            (true, _) => Some((obj, true)),
            (_, true) => Some((obj, false)),
            _ => None,
        }
    }

    /// The test a call's value is where a model says it is what a function it is given
    /// returns (`map` with `whole`: `CompletableFuture.supplyAsync(f)`), and that function takes
    /// nothing and is written inline as one expression of the names around it
    /// (`() -> BIB.matcher(bib).matches()`), and no other method changes the task.
    fn supplied(&self, st: &State, c: &Call) -> Option<Expr> {
        // A supplier's task made by a class or module (`CompletableFuture.supplyAsync(f)`), not a
        // stage of a value's (`p.then(f)`, which may not have run where it is tested).
        let made = match &c.func.kind {
            ExprKind::Attr(obj, _) => {
                matches!(&obj.kind, ExprKind::Name(n) if !st.env.contains_key(n) && !self.globals.contains_key(n))
            }
            _ => false,
        };
        // (Only a function written inline can be one.)
        let inline = |a: &Expr| matches!(a.kind, ExprKind::Lambda(_));
        if !made || !(c.args.iter().any(inline) || c.kwargs.iter().any(|(_, a)| inline(a))) {
            return None;
        }
        let names = self.callee_names(st, c, None);
        let Some(Kind::Map { function, whole: true, .. }) = self.models.call(&names).map else { return None };
        let ExprKind::Lambda(id) = function.iter().find_map(|sel| syntax::arg_expr(c, sel))?.kind else { return None };
        let f = &self.m.funcs[id];
        // (Last: it reads the whole function.)
        let changed = self.kept_var.as_deref().is_some_and(|v| self.task_changed(st, v));
        (f.params.is_empty() && !changed).then(|| syntax::inline_value(f)).flatten().cloned()
    }

    /// Whether the function has a method called on the variable holding a task other than one
    /// waiting for its value or a stage that makes a new task of it (`thenAccept`), or hands it
    /// to a call: one that may complete it otherwise (`ok.complete(true)`,
    /// `ok.completeOnTimeout(true, ..)`) leaves it holding what its supplier may not have
    /// returned.
    fn task_changed(&self, st: &State, var: &str) -> bool {
        let Some(&fid) = self.active.last() else { return false };
        let mut changed = false;
        self.m.funcs[fid].each_expr(&mut |e| {
            let ExprKind::Call(c) = &e.kind else { return };
            let is_var = |x: &Expr| matches!(&x.kind, ExprKind::Name(n) if n == var);
            // Handed on (`finish(ok)`): what the callee does with it is not known here.
            changed |= c.args.iter().chain(c.kwargs.iter().map(|(_, a)| a)).any(is_var);
            if let ExprKind::Attr(obj, m) = &c.func.kind
                && is_var(obj)
            {
                let names = self.callee_names(st, c, None);
                let stage = self.models.call(&names).map.is_some();
                changed |= !stage && !self.models.names_call(Word::ReceiverTrue, &names, Some(m));
            }
        });
        changed
    }

    /// The one argument of a call true exactly where that argument is (`bool(m)`).
    fn truth_of<'c>(&self, st: &State, c: &'c Call) -> Option<&'c Expr> {
        let [arg] = c.args.as_slice() else { return None };
        // `new Boolean(x)` is an object, true whatever `x` is.
        if c.new {
            return None;
        }
        // What a call gives where it succeeds is true where the call is (`f(x)?`).
        if matches!(&c.func.kind, ExprKind::Name(n) if n == OK_OF) {
            return Some(arg);
        }
        let names = self.callee_names(st, c, None);
        (c.kwargs.is_empty() && names.iter().any(|n| self.models.is(Word::TruthOf, n))).then_some(arg)
    }

    /// On the path where a text not fixed by the program does not contain `part`, a constant of
    /// one special character (`"/" not in name`, `!name.contains('/')`): its request data holds
    /// none, and is escaped against the attacks that need only such characters
    /// ([`Models::escaped_by`]).
    /// The tests add up: `"/" in name or "\\" in name` failing leaves it no separator.
    fn lacks_char(&mut self, st: &mut State, part: &Expr, text: &Expr) {
        // One character of request text in none of a constant's (`c not in "<>&"`).
        if let Some(k) = self.pure(st, text).and_then(|v| v.konst_text()) {
            self.not_chars(st, part, chars::of(&k));
            return;
        }
        let one = self.pure(st, part).and_then(|v| v.konst_text()).filter(|t| t.chars().count() == 1);
        let Some(bit) = one.map(|t| chars::of(&t)).filter(|b| *b != 0) else { return };
        let Some(mut v) = self.pure(st, text).filter(|v| v.taint.is_some() && v.parts.is_none()) else { return };
        if self.models.has(Behaviour::RequestValuesMayBeLists) {
            return;
        }
        replace::apply(self.models, &mut v, bit, replace::Writes::Text(0, true));
        self.mark(st, text, v);
    }

    /// `c`, one character of request text ([`ONE_CHAR`]), is one of the characters `bits` (or a
    /// letter or digit): still request data, holding no other special character. `false` where
    /// `c` is no such character.
    pub(super) fn one_char_is(&mut self, st: &mut State, c: &Expr, bits: u64) -> bool {
        let Some(mut v) = self.one_char(st, c) else { return false };
        replace::apply(self.models, &mut v, chars::all() & !bits, replace::Writes::Text(0, true));
        self.mark(st, c, v);
        true
    }

    /// `c`, one character of request text ([`ONE_CHAR`]), is none of the special characters
    /// `bits`: its request data holds none of them.
    pub(super) fn not_chars(&mut self, st: &mut State, c: &Expr, bits: u64) {
        if bits == 0 {
            return;
        }
        let Some(mut v) = self.one_char(st, c) else { return };
        replace::apply(self.models, &mut v, bits, replace::Writes::Text(0, true));
        self.mark(st, c, v);
    }

    /// The value of `c` where it is one character of request text ([`ONE_CHAR`]).
    fn one_char(&self, st: &State, c: &Expr) -> Option<Val> {
        self.pure(st, c).filter(|v| v.starts & ONE_CHAR != 0 && v.taint.is_some())
    }

    /// `x` a member of `coll`, a collection no request data reaches: validated as an allowed
    /// origin (CWE-942) only, its text being the server's choice among values it may not know.
    fn server_member(&mut self, st: &mut State, x: &Expr, coll: &Expr) {
        let cors = self.models.class("CWE-942");
        // Its value on a copy of the state (its calls were run already).
        let f = self.eval(&mut st.clone(), coll).flat();
        let server = f.taint.is_none() && !f.built;
        if cors != 0 && server {
            self.check_against(st, x, Some(cors));
            // A parsed URL's host among the server's (`cfg.TrustedHosts[u.Host]`): a site it
            // chose, for redirects and requests too.
            let site = self.site_attacks() | cors;
            self.check_url_against(st, x, Some(site));
        }
    }

    /// What a condition kept in the variable `var` tells where it is `truth` (the variable,
    /// a match object, is validated with what the test validates).
    fn refine_kept(&mut self, st: &mut State, var: Option<String>, cond: &Expr, truth: bool) {
        let outer = std::mem::replace(&mut self.kept_var, var);
        self.refine(st, cond, truth);
        self.kept_var = outer;
    }

    /// On the path where `x == y`: a guard compared (`commonpath([base, p]) == base`) holds,
    /// and a side equal to a constant, or to a value without request data, is that value.
    /// `receiver`: the side an equality method is called on (`HOSTS.get(k).equals(host)`),
    /// never null where the call ran.
    fn refine_equal(&mut self, st: &mut State, x: &Expr, y: &Expr, receiver: Option<Span>) {
        for side in [x, y] {
            let ExprKind::Call(c) = &side.kind else { continue };
            let models = self.models.call(&self.callee_names(st, c, None));
            if let Some((checks, true, against)) = models.guard
                && let Some(against) = self.guard_attacks(st, c, &models, checks, against)
            {
                self.apply_guard(st, c, checks, against);
            }
        }
        // `basename(p) == p`: `p` holds nothing the sanitizer would take out.
        for (a, b) in [(x, y), (y, x)] {
            let ExprKind::Call(c) = &a.kind else { continue };
            if !is_path(b) || c.args.first().and_then(Expr::dotted).is_none_or(|arg| Some(arg) != b.dotted()) {
                continue;
            }
            let models = self.models.call(&self.callee_names(st, c, None));
            match self.models.sanitizes(&models, |k, at| syntax::keyword_arg(c, k, at), None) {
                Some(Cleans::Everything) => self.check(st, b),
                Some(Cleans::Against(m)) => self.check_against(st, b, Some(m)),
                None => {}
            }
        }
        for (a, b) in [(x, y), (y, x)] {
            let v = match self.pure(st, b) {
                Some(v) => Some((v, false)),
                None => self.server_url_part(st, b).map(|v| (v, true)),
            };
            // A value the server chose though not held by a variable: a part of a URL it parsed
            // from its own values, or an entry of a map the function holds (`HOSTS.get(k)`)
            // where it cannot be null, the receiver of the equality method (a missing key's
            // null equals a URL's missing host).
            let looked_up =
                receiver == Some(b.span) && matches!(&b.kind, ExprKind::Call(c) if self.looked_up(st, c).is_some());
            if let Some((v, server_part)) = v
                && self.equal_to_value(st, (a, b), v, server_part || looked_up)
            {
                break;
            }
        }
    }

    /// What a part saying where a URL leads (`origin`, `host`) is, of a URL parsed from
    /// constants and values the request does not reach (`new URL(SITE_URL).origin`): `None`
    /// for any other expression, or one holding request data.
    fn server_url_part(&mut self, st: &State, b: &Expr) -> Option<Val> {
        let ExprKind::Attr(obj, field) = &b.kind else { return None };
        let ExprKind::Call(c) = &obj.kind else { return None };
        let plain = |a: &Expr| matches!(a.kind, ExprKind::Lit(_)) || is_path(a);
        if !self.models.is(Word::UrlHost, field) || c.args.is_empty() || !c.args.iter().all(plain) {
            return None;
        }
        // Of a parameter, nothing: the request itself, or what a caller passed; nor of a
        // variable of the module a function sets (another handler may set it from a request;
        // what the methods store in the object's fields, `this.origin`, is known; function 0
        // is the module's top level, where the value is set).
        let set = |r: &str| {
            self.is_param(r)
                || (!receiver_name(r) && self.m.funcs.iter().skip(1).any(|f| assigns_name(&f.body, r, true)))
        };
        if c.args.iter().filter_map(root_name).any(|r| set(&r)) {
            return None;
        }
        let v = self.eval(&mut st.clone(), b).flat();
        (v.taint.is_none() && !v.built).then_some(v)
    }

    /// `a == b` where `b` holds `v`: a constant fixes `a` (and what it was derived from); a value
    /// the request does not reach makes it clean. Whether that said all there is of the pair.
    /// `servers`: `b` is a value the server chose, though no variable holds it (see
    /// [`Self::refine_equal`]).
    fn equal_to_value(&mut self, st: &mut State, (a, b): (&Expr, &Expr), v: Val, servers: bool) -> bool {
        let f = v.flat();
        if v.konst.is_some() && !v.nonconst {
            // `x == None` says nothing worth keeping.
            // A character of request text equal to `'<'` is still the request's: a `<`.
            if let Some(k) = v.konst_text().filter(|_| v.konst != Some(Lit::Null))
                && self.one_char_is(st, a, chars::of(&k))
            {
                return true;
            }
            if v.konst != Some(Lit::Null) {
                // Still what it was made by and of (`rel == ".."` of `rel, _ :=
                // filepath.Rel(base, p)`), so the paths where it is not join with it.
                let (origin, from, trimmed) =
                    self.pure(st, a).map(|o| (o.origin, o.from, o.trimmed)).unwrap_or_default();
                // A variable equal to a constant fixes where what it was derived from
                // leads (`host = urlparse(u).hostname`, `host == ..`), nothing else of it
                // (the path or query of `u`).
                if is_path(a) {
                    let sites = self.site_attacks();
                    self.check_against(st, a, Some(sites));
                }
                self.mark(st, a, Val { checked: true, against: None, origin, from, trimmed, ..v });
                self.check_url_of(st, a);
                // `dir.lower() == "asc"`, `q.dir.as_deref() == Some("asc")`: `dir` is the
                // constant in some case.
                let same = |f: Option<Fold>| matches!(f, Some(Fold::Upper | Fold::Lower | Fold::Same));
                if let Some(input) = self.pure_input(st, a, same) {
                    self.check(st, input);
                }
            }
            return true;
        }
        // Equal to a value the request does not reach (`target === base`, a field of the
        // signed-in user `request.user.identity`): as clean, and so is what `a` converts or
        // folds (`str(user_id)`).
        let known = b.dotted().filter(|_| is_path(b)).is_some_and(|p| {
            let mut segs = p.split('.');
            let (root, field) = (segs.next().unwrap_or(&p), segs.next());
            // Of a parameter (the request itself), only what the server put on it: the
            // signed-in user, the session (`request.user.identity`), never a header
            // (`r.Host`).
            let server_field = field.is_some_and(|f| SERVER_FIELDS.contains(&f));
            self.lookup(st, &p).is_some() || (self.lookup(st, root).is_some() && (!self.is_param(root) || server_field))
        });
        let known = known || servers;
        let a = self.converted(st, a).unwrap_or(a);
        // (What `a` holds may be no pure value: `new URL(raw).origin`, whose URL is checked.)
        let request = self.pure(st, a).map_or(!is_path(a), |x| x.flat().taint.is_some());
        if known && f.taint.is_none() && !f.built && request {
            // A parsed URL's host or origin equal to the server's own (`url.origin ===
            // APP_ORIGIN`): the URL leads where the server chose.
            self.check_url_of(st, a);
            self.check(st, a);
            return true;
        }
        false
    }

    /// What a call changes the case of (`name.lower()`, `u.getHost().toLowerCase()`).
    fn case_folded<'e>(&self, st: &State, e: &'e Expr) -> Option<&'e Expr> {
        self.pure_operand(st, e, |f| matches!(f, Some(Fold::Upper | Fold::Lower)))
    }

    /// The variable a call converts, folds or trims (`str(user_id)`, `name.lower()`): a value
    /// equal to it is one the variable maps to.
    fn converted<'e>(&self, st: &State, e: &'e Expr) -> Option<&'e Expr> {
        self.pure_input(st, e, |_| true)
    }

    /// The one input of a call the models know as pure, of a fold `fold` accepts: a variable.
    fn pure_input<'e>(&self, st: &State, e: &'e Expr, fold: impl Fn(Option<Fold>) -> bool) -> Option<&'e Expr> {
        self.pure_operand(st, e, fold).filter(|i| is_path(i))
    }

    /// The one input of a call the models know as pure, of a fold `fold` accepts (a getter's
    /// result too: `u.getHost().toLowerCase()`).
    fn pure_operand<'e>(&self, st: &State, e: &'e Expr, fold: impl Fn(Option<Fold>) -> bool) -> Option<&'e Expr> {
        let ExprKind::Call(c) = &e.kind else { return None };
        let models = self.models.call(&self.callee_names(st, c, None));
        if !models.pure.is_some_and(fold) {
            return None;
        }
        let input = match (&c.func.kind, c.args.as_slice()) {
            (ExprKind::Attr(obj, _), []) if !self.of_module(st, obj) => &**obj,
            (_, [one]) => one,
            _ => return None,
        };
        Some(or_default(input))
    }

    /// What a call tells on the path where its result is `truth`: a guard's model, or what a
    /// function of this file validates on the paths that return such a value.
    fn refine_call(&mut self, st: &mut State, span: Span, c: &Call, truth: bool) {
        let names = self.callee_names(st, c, None);
        let models = self.models.call(&names);
        if let Some((checks, false, _)) = models.guard
            && models.on_site != 0
        {
            self.starts_fact(st, c, checks, truth, models.on_site);
        }
        if let Some((checks, false, _)) = models.guard
            && !truth
            && !models.when_false
        {
            self.inside_folder(st, c, checks);
        }
        if let (Some((checks, false, _)), Some(re)) = (models.guard, models.regex)
            && self.regex_guard(st, c, re, (checks, models.domain_end), truth)
        {
            return;
        }
        if models.host_suffix {
            if truth && let Some((checks, _, against)) = models.guard {
                self.host_suffix(st, c, checks, against);
            }
            return;
        }
        if truth != models.when_false
            && let Some((checks, false, against)) = models.guard
        {
            if let Some(against) = self.guard_attacks(st, c, &models, checks, against) {
                self.apply_guard(st, c, checks, against);
            }
            return;
        }
        // `name.contains('/')` failing: the text holds no `/`.
        if let Some((checks @ (Checks::Member | Checks::MemberOfFirst), false, _)) = models.guard {
            let (text, part) = match checks {
                Checks::Member => (receiver_of(c), c.args.first()),
                _ => (c.args.first(), c.args.get(1)),
            };
            if let (Some(text), Some(part)) = (text, part) {
                self.lacks_char(st, part, text);
            }
            return;
        }
        let Some(exits) = self.call_exits.get(&(span.start, span.end)).cloned() else { return };
        let validated = if truth { exits.when_true.clone() } else { exits.when_false.clone() };
        self.apply_checked(st, c, &exits, &validated.unwrap_or_default());
    }

    /// The variable `n` validated against `against`: an `unless_checked` finding where it was
    /// built in this function goes (not when the validation is only supposed, at a return: see `exits.rs`).
    pub(super) fn built_then_checked(&mut self, n: &str, against: Option<u64>) {
        if self.supposing == Some(self.active.len()) {
            return;
        }
        let here = self.active.last().copied();
        let (hits, rules, models) = (&mut self.hits, self.rules, self.models);
        // Only a check against the rule's attack (a host allowlist, not a character check
        // before a request).
        let covers = |r: usize| {
            let class = rules.rules.get(r).map_or(0, |rule| models.class(&rule.meta.cwe));
            against.is_none_or(|a| class != 0 && a & class == class)
        };
        self.unless_checked.retain(|(f, name, key)| {
            let validated = *f == here && name == n && covers(key.0);
            if validated {
                hits.remove(key);
            }
            !validated
        });
    }

    /// A domain suffix test of a URL's host (`url.hostname.endsWith(".example.com")`): the
    /// parsed URL, and what it was parsed from, lead to that domain's sites. A suffix without
    /// its dot (`"example.com"`) admits `evilexample.com`; one of a single label (`".com"`)
    /// any site.
    fn host_suffix(&mut self, st: &mut State, c: &Call, checks: Checks, against: Option<u64>) {
        let Some(host) = checked_by(c, checks).into_iter().next() else { return };
        // Its value on a copy of the state (its calls were run already): also one built of
        // constants (`` `.${DOMAIN}` ``).
        let mut value = |a: &Expr| self.pure(st, a).unwrap_or_else(|| self.eval(&mut st.clone(), a));
        let suffix = c.args.iter().filter(|a| !std::ptr::eq(*a, host)).find_map(|a| value(a).konst_text());
        if !suffix.as_deref().and_then(|t| t.strip_prefix('.')).is_some_and(|d| self.own_domain(d)) {
            return;
        }
        // A parsed URL's host: its field (`url.hostname`), its getter (`uri.getHost()`), or a
        // variable holding it (`host = url.host_str()`).
        let getter = |m: &str| self.models.is(Word::UrlHost, m);
        // (Host names compare whatever their case: `strings.ToLower(u.Hostname())` too.)
        let host = self.unwrapped(st, self.case_folded(st, host).unwrap_or(host));
        match &host.kind {
            ExprKind::Attr(_, field) if getter(field) => self.check_against(st, host, against),
            // Of a URL parsed here from a text (`new URI(target)`), not of a request object
            // (`req.host()`).
            ExprKind::Call(h)
                if h.args.is_empty()
                    && matches!(&h.func.kind, ExprKind::Attr(obj, m) if getter(m) && self.parsed_from_text(st, obj)) =>
            {
                self.check_against(st, host, against)
            }
            ExprKind::Name(_) if let Some(url) = self.url_of_host_var(st, host) => {
                self.check_against(st, host, against);
                self.check_against(st, &url, against);
            }
            // Any other text (an `Origin` header, which browsers send as scheme and host only):
            // an allowed origin, nothing more.
            _ => {
                let cors = self.models.class("CWE-942");
                if cors != 0 && against.is_none_or(|a| a & cors == cors) {
                    self.check_against(st, host, Some(cors));
                }
            }
        }
    }

    /// Validates what a guard's model says it checks, against the attacks it names (`None`:
    /// every attack).
    pub(super) fn apply_guard(&mut self, st: &mut State, c: &Call, checks: Checks, against: Option<u64>) {
        let recv = receiver_of(c);
        if let Checks::Member | Checks::MemberOfFirst = checks {
            let (set, member) = match checks {
                Checks::Member => (recv, c.args.first()),
                _ => (c.args.first(), c.args.get(1)),
            };
            let Some((r, a)) = set.zip(member) else { return };
            // A constant text's `includes` is a substring test (`"a.com,b.com".includes(h)`),
            // of one character of request text a test that it is one of the text's.
            if let Some(text) = self.konst_str(st, r) {
                self.one_char_is(st, a, chars::of(&text));
                return;
            }
            if self.constant(st, r) {
                let k = self.pure(st, a).unwrap_or_default();
                // What `a` was derived from (`host = url.host_str()`) is checked too.
                self.check(st, a);
                self.mark(st, a, Val { checked: true, konst: k.konst, ..Val::default() });
                self.check_url_of(st, a);
            } else if self.pure(st, r).is_some_and(|v| v.parts.is_some()) || self.collection_member(st, c) {
                // Of a collection the server chose (`ALLOWED_HOSTS.has(u.hostname)` of hosts
                // from its configuration), as `in` is; not a text's `includes` (a substring).
                self.server_member(st, a, r);
            }
            return;
        }
        // Validated against argument injection by name (`net.isIP`): no option either.
        let option = self.models.class("CWE-88");
        let no_option = option != 0 && against.is_some_and(|a| a & option == option);
        for e in checked_by(c, checks) {
            self.check_against(st, e, against);
            if no_option {
                self.mark_starts(st, e, NOT_OPTION);
            }
        }
    }

    /// Whether a call is an `index_of` model's (`LIST.indexOf(x)`).
    /// What a prefix test of `/` or `//` (a group with `on_site`) tells of the checked string's
    /// start where it is `truth`: `startswith("/")` holding and `startswith("//")` failing, in
    /// either order, leave a path on this site ([`Val::starts`]) while the value is not changed
    /// (`"/" + t` and `t[1:]` start otherwise).
    fn starts_fact(&mut self, st: &mut State, c: &Call, checks: Checks, truth: bool, on_site: u64) {
        let Some((checked, prefix)) = prefix_test(c, checks) else { return };
        // One prefix, or any of several (Python's `startswith(("//", "/\\"))`).
        let Some(prefixes) = self.pure(st, prefix).and_then(|v| constant_texts(&v)) else { return };
        let has = |p: &str| prefixes.iter().any(|t| t == p);
        let bit = match truth {
            true if !prefixes.is_empty() && prefixes.iter().all(|t| t.starts_with('/') && !t.starts_with("//")) => {
                ROOTED
            }
            false if has("//") => NOT_NETWORK | if has("-") { NOT_OPTION } else { 0 },
            false if has("-") => NOT_OPTION,
            _ => return,
        };
        if let Some(v) = self.pure(st, checked) {
            let v = Val { starts: v.starts | bit, ..v };
            // A path on this site now: so for a function's callers too ([`State::validated`]).
            if v.leads_to_site()
                && let Some(path) = checked.dotted().filter(|_| is_path(checked))
            {
                note_validated(st, path, Some(on_site));
            }
            self.mark(st, checked, v);
        }
    }

    /// Where a path made relative to a folder does not start with `..` (`!strings.HasPrefix(rel,
    /// "..")` with `rel, _ := filepath.Rel(base, p)`, or the call in place): the path it was
    /// made of is in the folder ([`Kind::RelativePath`]).
    fn inside_folder(&mut self, st: &mut State, c: &Call, checks: Checks) {
        let Some((rel, prefix)) = prefix_test(c, checks) else { return };
        // Its value on a copy of the state (its calls were run already): `..`, `../`, `..\\`, or
        // `..` and the program's separator (`".." + sep`, `..{}`), nothing else (`..foo`).
        let prefix = self.pure(st, prefix).unwrap_or_else(|| self.eval(&mut st.clone(), prefix));
        let parent = match prefix.konst_text() {
            Some(t) => matches!(t.as_str(), ".." | "../" | "..\\"),
            None => prefix.text.as_deref() == Some("..{}") && prefix.flat().taint.is_none(),
        };
        if !parent {
            return;
        }
        let (path, models) = match &rel.kind {
            ExprKind::Call(made) => {
                let models = self.models.call(&self.callee_names(st, made, None));
                let Some((of, ..)) = models.relative_path else { return };
                let Some(path) = checked_by(made, of).first().copied() else { return };
                // The arguments' values on a copy of the state (their calls were run already).
                let mut copy = st.clone();
                let args: Vec<Val> = made.args.iter().map(|e| self.eval(&mut copy, e)).collect();
                let kwargs: Vec<Val> = made.kwargs.iter().map(|(_, e)| self.eval(&mut copy, e)).collect();
                let recv = receiver_of(made).filter(|r| !self.of_module(st, r)).map(|r| self.eval(&mut copy, r));
                if !folder_chosen(made, path, recv.as_ref(), &args, &kwargs) {
                    return;
                }
                (path.clone(), models)
            }
            _ => {
                let Some(v) = self.pure(st, rel) else { return };
                let (Some(origin), Some(from)) = (v.origin, v.from) else { return };
                let path = Expr::new(ExprKind::Name(from.to_string()), rel.span);
                (path, self.models.call(&[origin.to_string()]))
            }
        };
        let Some((_, against, needs_resolved)) = models.relative_path else { return };
        match self.unless_unresolved(st, &[&path], against, needs_resolved) {
            Some(0) => {}
            against => self.check_against(st, &path, against),
        }
    }

    fn index_of(&self, st: &State, c: &Call) -> Option<Option<u64>> {
        let models = self.models.call(&self.callee_names(st, c, None));
        let against = models.index_of?;
        let against = self.on_site(st, c, Checks::Receiver, against, models.on_site);
        let tested: Vec<&Expr> = receiver_of(c).into_iter().collect();
        Some(self.unless_unresolved(st, &tested, against, models.needs_resolved))
    }

    /// The attacks a guard validates against where it holds (`None`: every attack), with those
    /// of a prefix that fixes the site ([`Self::on_site`]) and without those it validates
    /// against only of a resolved path where the value tested is not one (`startswith(base)` of
    /// `base + "/" + name` holds for `../x`); `None` when that leaves none.
    fn guard_attacks(
        &self,
        st: &State,
        c: &Call,
        models: &CallModels<'_>,
        checks: Checks,
        against: Option<u64>,
    ) -> Option<Option<u64>> {
        let against = self.on_site(st, c, checks, against, models.on_site);
        match self.unless_unresolved(st, &checked_by(c, checks), against, models.needs_resolved) {
            Some(0) => None,
            left => Some(left),
        }
    }

    /// `against` (`None`: every attack) without `needs`, the attacks a test validates against
    /// only of resolved paths, where a value it tests that may hold request data is not one
    /// (`Some(0)`: none left). A folder the program chose may stay as written
    /// (`commonpath([resolved, root]) == root`): its `..` only makes the test fail more.
    fn unless_unresolved(&self, st: &State, tested: &[&Expr], against: Option<u64>, needs: u64) -> Option<u64> {
        let chosen = |e: &Expr| self.pure(st, e).is_some_and(|v| v.flat().taint.is_none());
        if needs == 0 || tested.iter().all(|e| chosen(e) || self.resolved_path(st, e, RESOLVE_DEPTH)) {
            return against;
        }
        Some(against.unwrap_or(EVERY_ATTACK) & !needs)
    }

    /// Whether `e` is a resolved path ([`RESOLVED`]): a value known as one, a `resolves_path`
    /// call, or a conversion of one (`str(p)`, `f.getCanonicalFile().toPath()`: a pure call of
    /// one value, no decoder), at most `depth` calls deep.
    fn resolved_path(&self, st: &State, e: &Expr, depth: usize) -> bool {
        let ExprKind::Call(c) = &e.kind else {
            return self.pure(st, e).is_some_and(|v| v.resolved());
        };
        let models = self.models.call(&self.callee_names(st, c, None));
        if models.resolves_path {
            return true;
        }
        if models.pure.is_none() || models.decoder || depth == 0 {
            return false;
        }
        // A method converts its object (`f.toPath()`, not `full.encode("utf-8")`'s argument),
        // a function its one argument (`str(p)`).
        let input = match (&c.func.kind, c.args.as_slice()) {
            (ExprKind::Attr(obj, _), _) if !self.of_module(st, obj) => &**obj,
            (_, [one]) => one,
            _ => return false,
        };
        self.resolved_path(st, input, depth - 1)
    }

    /// A prefix test's attacks (`against`), with those it validates against only where its
    /// prefix, the argument it does not check, is a constant that fixes the site (`on_site`;
    /// `"/files/"`, a tuple of such): `startswith("https://")` leaves any host through, and
    /// `startswith("/")` lets `//evil.com` through unless `startswith("//")` fails too
    /// ([`Self::starts_fact`]).
    fn on_site(&self, st: &State, c: &Call, checks: Checks, against: Option<u64>, on_site: u64) -> Option<u64> {
        // Of a variable or a field of an object parsed from nothing (`body.next`) only: a
        // prefix of a parsed URL's path (`urlparse(t).path`, `u.path`) says nothing of its host.
        let whole = |e: &Expr| match &e.kind {
            ExprKind::Name(_) => true,
            ExprKind::Attr(obj, _) => is_path(e) && self.pure(st, obj).is_some_and(|o| o.from.is_none()),
            _ => false,
        };
        let Some((_, prefix)) = prefix_test(c, checks).filter(|(checked, _)| whole(checked)) else {
            return against;
        };
        let fixes = |v: &Val| v.leads_to_site();
        let fixed = on_site != 0
            && self.pure(st, prefix).is_some_and(|v| match v.parts.as_ref().and_then(|p| p.items.as_ref()) {
                Some(items) => !items.is_empty() && items.iter().all(fixes),
                None => fixes(&v),
            });
        against.map(|m| if fixed { m | on_site } else { m })
    }

    /// Whether `obj` is an object a call made (`urlparse(u)`, `new URL(..)`, also passed in) or
    /// the function made, not a parameter of its own making (a request model whose field
    /// happens to be called `hostname`).
    fn parsed(&self, st: &State, obj: &Expr) -> bool {
        let made = self.pure(st, obj).is_some_and(|o| o.from.is_some() || o.origin.is_some());
        let root = obj.dotted().and_then(|d| d.split('.').next().map(str::to_string));
        made || !root.is_some_and(|r| self.is_param(&r))
    }

    /// Whether `obj` holds what a call of this function parsed from a variable's text (`uri` of
    /// `uri = new URI(target)`): not a parameter, nor what a getter gave (`ctx.request()`).
    fn parsed_from_text(&self, st: &State, obj: &Expr) -> bool {
        let root = obj.dotted().and_then(|d| d.split('.').next().map(str::to_string));
        let from = self.pure(st, obj).and_then(|o| o.from);
        from.is_some_and(|f| !f.ends_with(')')) && !root.is_some_and(|r| self.is_param(&r))
    }

    /// A URL whose host is allow-listed (`ALLOWED.has(url.hostname)`, `parsed.netloc in HOSTS`)
    /// is validated as a whole: where it leads is fixed.
    pub(super) fn check_url_of(&mut self, st: &mut State, e: &Expr) {
        self.check_url_against(st, e, None);
    }

    /// [`Self::check_url_of`] against some attacks only; also of a host whose case was changed
    /// (`strings.ToLower(u.Host)`), of the host of a call's result (`urlparse(u).hostname`:
    /// what the call parsed, where it keeps it whole), and of a variable holding the host a
    /// getter read from a URL this function parsed (`host = u.host_str()?`).
    pub(super) fn check_url_against(&mut self, st: &mut State, e: &Expr, against: Option<u64>) {
        let e = self.case_folded(st, e).unwrap_or(e);
        let e = self.unwrapped(st, e);
        if let Some(url) = self.url_of_host_var(st, e) {
            self.check_against(st, &url, against);
            return;
        }
        // The host, read as a field (`u.netloc`) or by a getter (`u.getHost()`, `u.host_str()`).
        let (obj, field) = match &e.kind {
            ExprKind::Attr(obj, field) => (obj, field),
            ExprKind::Call(c) if c.args.is_empty() && c.kwargs.is_empty() => match &c.func.kind {
                ExprKind::Attr(obj, field) => (obj, field),
                _ => return,
            },
            _ => return,
        };
        if self.models.is(Word::UrlHost, field)
            && (matches!(obj.kind, ExprKind::Call(_)) || is_path(obj) && self.parsed(st, obj))
        {
            self.check_against(st, obj, against);
        }
    }

    /// The parsed URL a variable holds the host of (`host = url.host_str()?`, `h :=
    /// u.Hostname()`, also past methods keeping the value: `u.host_str().unwrap_or("")`): that
    /// URL, as the variable it is in. Only of a URL a call of this function made, never a
    /// parameter (a request object's `getHost()` is no parsed URL's).
    fn url_of_host_var(&self, st: &State, e: &Expr) -> Option<Expr> {
        let ExprKind::Name(_) = &e.kind else { return None };
        let v = self.pure(st, e)?;
        let from = v.from.filter(|_| v.origin.as_deref().is_some_and(|o| self.host_getter(o)))?;
        let root = from.split('.').next().unwrap_or(&from);
        let url = Expr::new(ExprKind::Name(from.to_string()), e.span);
        let made = self.pure(st, &url).is_some_and(|u| u.origin.is_some());
        (made && !self.is_param(root)).then_some(url)
    }

    /// Whether an expression is a URL's host: read as a field (`parts.netloc`), or a value a
    /// host getter made (`host = netloc_of(url)`, `u.host_str()`), whatever its case.
    fn url_host(&self, st: &State, x: &Expr) -> bool {
        match &x.kind {
            ExprKind::Attr(_, field) if self.models.is(Word::UrlHost, field) => true,
            // (Past a few methods after the getter: `.netloc.lower()`.)
            _ => self.pure(st, x).is_some_and(|v| {
                v.origin
                    .as_deref()
                    .is_some_and(|o| o.rsplit('.').take(MAX_KEEPING + 1).any(|m| self.models.is(Word::UrlHost, m)))
            }),
        }
    }

    /// Whether what made a value (its origin) reads a URL's host, by a getter the models name
    /// `url_host`, past at most [`MAX_KEEPING`] methods that keep their receiver's value
    /// (`url.Url.host_str.unwrap_or`).
    fn host_getter(&self, origin: &str) -> bool {
        for seg in origin.rsplit('.').take(MAX_KEEPING + 1) {
            if self.models.is(Word::UrlHost, seg) {
                return true;
            }
            if !self.keeps_value(&[format!("*.{seg}")]) {
                return false;
            }
        }
        false
    }

    /// What a value is, past a default (`h or ""`) and methods the models know keep their
    /// receiver's value (`h.unwrap_or("")`, `h.as_deref()`).
    fn unwrapped<'e>(&self, st: &State, e: &'e Expr) -> &'e Expr {
        let e = or_default(e);
        let ExprKind::Call(c) = &e.kind else { return e };
        let ExprKind::Attr(obj, _) = &c.func.kind else { return e };
        if self.of_module(st, obj) || !self.keeps_same(st, c) {
            return e;
        }
        self.unwrapped(st, obj)
    }

    /// Marks `e` validated against `against` ([`State::validated`]'s classes; 0: not
    /// validated), with what [`NO_OPTION`](super::exits::NO_OPTION) and [`LOCAL_PATH`](super::exits::LOCAL_PATH) say of its start.
    pub(super) fn check_validated(&mut self, st: &mut State, e: &Expr, against: u64) {
        match against & EVERY_ATTACK {
            0 => {}
            EVERY_ATTACK => self.check(st, e),
            m => self.check_against(st, e, Some(m)),
        }
        let starts = starts_told(against);
        if starts != 0 {
            self.mark_starts(st, e, starts);
        }
    }

    /// Marks the value of `e` as starting as `starts` says ([`Val::starts`]' bits: no option of
    /// a program, a path on this site).
    pub(super) fn mark_starts(&mut self, st: &mut State, e: &Expr, starts: u8) {
        if let Some((obj, key)) = self.keyed(st, e) {
            self.change_key(st, obj, &key, |v| Val { starts: v.starts | starts, ..v });
        } else if let Some(v) = self.pure(st, e) {
            self.mark(st, e, Val { starts: v.starts | starts, ..v });
        }
    }

    /// Marks the value of `e` (and the variable inside a call on it) as validated.
    pub(super) fn check(&mut self, st: &mut State, e: &Expr) {
        self.check_against(st, e, None);
    }

    /// [`Self::check`] against some attacks only (`against`, [`Models::class`] bits; `None`:
    /// every attack): request data in the value stays, safe against those (a prefix check
    /// keeps a path under its folder, not a shell command harmless).
    pub(super) fn check_against(&mut self, st: &mut State, e: &Expr, against: Option<u64>) {
        let e = or_default(e);
        // `(sku := args.get("sku")) in CATALOGUE`: the name just given the value, and the value.
        if let ExprKind::Walrus(target, value) = &e.kind {
            self.check_against(st, target, against);
            self.check_against(st, value, against);
            return;
        }
        // `args["name"]` or `args.get("name")` checked: that key of `args`, not its other keys
        // (`args["cmd"]`).
        if let Some((obj, key)) = self.keyed(st, e) {
            self.check_key(st, obj, &key, against);
            return;
        }
        match &e.kind {
            ExprKind::Call(c) => self.check_call_input(st, c, against),
            // The host of a URL a call parsed (`urlparse(u).netloc`) stands for the whole; any
            // other part (`splitext(name)[1]`, `urlparse(u).scheme`, `name[:3]`) does not.
            ExprKind::Attr(obj, field) if !is_path(e) => {
                if self.models.is(Word::UrlHost, field) {
                    self.check_against(st, obj, against)
                }
            }
            ExprKind::Index(..) | ExprKind::Slice(_) if !is_path(e) => {}
            _ => {
                self.check_path(st, e, against);
                // A value a test passed is none of the constants it ruled out
                // (`if not url.startswith("https://"): raise` of an `http://` default).
                if let Some(v) = e.dotted().filter(|_| is_path(e)).and_then(|p| st.env.get_mut(&p)) {
                    v.alts = Alts(None);
                }
            }
        }
    }

    /// [`Self::check_against`] of a call's result: what its input is, where the call keeps it
    /// whole. `os.path.realpath(p).startswith(base)` validates `p`; `x.lower().startswith(...)`
    /// validates `x`; `x.strip().isalnum()` validates `x` but for the white space `strip` took
    /// off its ends.
    fn check_call_input(&mut self, st: &mut State, c: &Call, against: Option<u64>) {
        let models = self.models.call(&self.callee_names(st, c, None));
        // A part of the input (`path.extname(name)`) says nothing of the whole, nor does a
        // conversion that cleans it (`Number.isInteger(parseInt(id))`: `id` may be `1;rm`).
        if models.part
            || matches!(
                self.models.sanitizes(&models, |k, at| syntax::keyword_arg(c, k, at), None),
                Some(Cleans::Everything)
            )
        {
            return;
        }
        let against = match self.trimmed_by(st, c, &models) {
            Some(gone) => self.models.without_needing(against, gone),
            // What another call makes of its input says nothing of the characters a regex test
            // left (`P.fullmatch(os.path.basename(p))`); a prefix test or a host allow-list goes
            // through (`os.path.realpath(p).startswith(..)`, `urlparse(t).netloc in HOSTS`), and
            // so does a getter's (`P.matcher(job.getId()).matches()`: what `job.getId()` gives).
            None if models.pure.is_none()
                && self.chars_only
                && (syntax::getter_key(c).is_none() || keeps_whole(self.models, c, &models)) =>
            {
                return;
            }
            None => against,
        };
        // The input is the receiver of a method that keeps all of its text but for case or ends
        // (`host.toLowerCase(Locale.ROOT)`; not `path.substring(0, i)`), else the first argument.
        let recv = match &c.func.kind {
            ExprKind::Attr(obj, _) if !self.of_module(st, obj) => Some(&**obj),
            _ => None,
        };
        let keeps = matches!(
            models.pure,
            Some(Some(Fold::Upper | Fold::Lower | Fold::Trim | Fold::TrimStart | Fold::TrimEnd | Fold::Same))
        );
        let whole = keeps_whole(self.models, c, &models);
        // A record's component (`hook.url()`): the record holds it so too, wherever it is
        // passed whole.
        if let ExprKind::Attr(obj, _) = &c.func.kind
            && c.args.is_empty()
            && is_path(obj)
            && let Some(field) = self.pure(st, obj).and_then(|r| self.record_component(c, &r))
        {
            self.check_key(st, obj, &Lit::Str(field.to_string()), against);
            // A function that validates its record's component so validates it for its callers.
            if let Some(path) = obj.dotted() {
                note_validated(st, format!("{path}.{field}"), against);
            }
        }
        // A getter of a part (`request.url()`, `req.getTarget().getUrl()`): that part, from here
        // on.
        if !whole && let Some(key) = syntax::getter_key(c) {
            let v = match &c.func.kind {
                ExprKind::Attr(obj, _) if is_path(obj) => self.pure(st, obj).map(|o| o.derived()),
                _ => None,
            };
            st.env.insert(key, validated(v.unwrap_or_else(Val::unknown), against));
            st.getters = true;
            return;
        }
        if let Some(input) = recv.filter(|_| keeps).or(c.args.first()).or(recv.filter(|_| whole)) {
            self.check_against(st, input, against);
        }
    }

    /// [`Self::check_against`] of a variable or field: it, what it was derived from by a call
    /// that keeps the whole (`host = uri.getHost()` checked: `uri` too), and a string built
    /// from it before.
    fn check_path(&mut self, st: &mut State, e: &Expr, against: Option<u64>) {
        // A path validated after it was built.
        if let ExprKind::Name(n) = &e.kind {
            self.built_then_checked(n, against);
        }
        // `parts.hostname` checked: `parts`, and what it was parsed from, are too (not
        // `body.cmd` where `body.name` is checked).
        if let ExprKind::Attr(obj, field) = &e.kind
            && self.models.is(Word::UrlHost, field)
            && self.parsed(st, obj)
        {
            self.check_against(st, obj, against);
        }
        let Some(old) = self.pure(st, e) else { return };
        // What it was derived from, and (a host read from a parsed URL, `u.getHost()` of
        // `u = new URI(t)`) what that was derived from in turn.
        let (mut derived, mut against_here) = (old.clone(), against);
        for _ in 0..2 {
            let Some(from) = derived.from.clone() else { break };
            self.built_then_checked(&from, against_here);
            let src = self.path_value(st, &from).unwrap_or_default();
            against_here = match derived.trimmed {
                0 => against_here,
                gone => self.models.without_needing(against_here, gone),
            };
            st.env.insert(from.to_string(), validated(src.clone(), against_here));
            // A function that validates its argument so validates it for its callers, against
            // the same attacks.
            note_validated(st, from.to_string(), against_here);
            if src.from.as_deref() == Some(&*from) {
                break;
            }
            derived = src;
        }
        if let Some(path) = e.dotted().filter(|_| is_path(e)) {
            note_validated(st, path, against);
        }
        self.mark(st, e, validated(old, against));
    }

    /// The characters a trimming call (`x.strip()`, `strings.TrimSpace(x)`, `x.strip("-")`)
    /// may have taken off its input's ends (by the call's models); `None` for any other call.
    pub(super) fn trimmed_by(&self, st: &State, c: &Call, models: &CallModels<'_>) -> Option<u64> {
        let Some(Some(Fold::Trim | Fold::TrimStart | Fold::TrimEnd)) = models.pure else { return None };
        // White space, and what Java's `trim` also takes (every control character, `\0`).
        let space = chars::of(" \t\n\r\0");
        // Of a method, what its arguments name instead (Python's `strip("/-")`).
        let named = match (&c.func.kind, c.args.first()) {
            (ExprKind::Attr(obj, _), Some(a)) if !self.of_module(st, obj) => {
                self.pure(st, a).and_then(|v| v.konst_text()).map_or(chars::all(), |t| chars::of(&t))
            }
            _ => 0,
        };
        Some(space | named)
    }

    /// Every item of the collection `e` validated against `against` (each passed a check):
    /// the collection whole, and each item a list holds.
    pub(super) fn check_every_item(&mut self, st: &mut State, e: &Expr, against: Option<u64>) {
        self.check_against(st, e, against);
        self.check_items(st, e, against);
    }

    /// The items of the list `e` holds validated (each checked in a loop over it).
    fn check_items(&mut self, st: &mut State, e: &Expr, against: Option<u64>) {
        let Some(mut v) = self.pure(st, e).filter(eval::known_list) else { return };
        let Some(p) = v.parts.as_mut() else { return };
        if p.rest != Val::default() {
            p.rest = validated(std::mem::take(&mut p.rest), against);
        }
        for item in p.items.iter_mut().flatten() {
            *item = validated(std::mem::take(item), against);
        }
        self.mark(st, e, v);
    }

    /// The value under the constant `key` of `obj` validated; its other keys hold what `obj`
    /// held (`args.get("cmd")`).
    fn check_key(&mut self, st: &mut State, obj: &Expr, key: &Lit, against: Option<u64>) {
        self.change_key(st, obj, key, |at| validated(at, against));
    }

    /// The entry under the constant `key` of `obj` made what `change` makes of it; its other
    /// keys hold what `obj` held.
    fn change_key(&mut self, st: &mut State, obj: &Expr, key: &Lit, change: impl FnOnce(Val) -> Val) {
        let Some(mut o) = self.pure(st, obj) else { return };
        let at = o.parts.as_ref().and_then(|p| p.keys.get(&key_text(key)?).cloned()).unwrap_or_else(|| o.derived());
        if o.parts.is_none() {
            o.parts = Some(Box::new(Parts { rest: o.derived(), ..Parts::default() }));
        }
        store(&mut o, Some(key), change(at));
        self.mark(st, obj, o);
    }

    /// The variable or field and the constant key whose entry `e` reads: `args["name"]`, or
    /// a map's getter `args.get("name"[, default])` (the default is what the test saw too).
    fn keyed<'e>(&self, st: &State, e: &'e Expr) -> Option<(&'e Expr, Lit)> {
        let (obj, k) = match &e.kind {
            ExprKind::Index(obj, k) => (&**obj, &**k),
            // Not Go's: `q.Get("f")` of `url.Values` is the first of the values `q["f"]` holds.
            ExprKind::Call(c) if self.lang != Lang::Go => match (&c.func.kind, c.args.first()) {
                (ExprKind::Attr(obj, m), Some(k))
                    if self.models.container(m) == Some(ContainerOp::Get)
                        && c.args.len() <= 2
                        && !self.of_module(st, obj) =>
                {
                    (&**obj, k)
                }
                _ => return None,
            },
            _ => return None,
        };
        let key = self.pure(st, k).and_then(|kv| kv.konst).filter(|k| key_text(k).is_some())?;
        is_path(obj).then_some((obj, key))
    }

    /// The value of a variable or field path from here on. The objects holding it hold it so
    /// too (`req.MeterID` validated: `req`, passed whole to a helper, has it validated); an
    /// object of request data taken whole (a decoded body, a bound message: nothing a library
    /// made, which a later check may validate whole, `u.Scheme` then `u.Hostname()`; no record,
    /// whose components are checked by their accessors) gets the field, the rest of it as it
    /// was.
    pub(super) fn mark(&mut self, st: &mut State, e: &Expr, v: Val) {
        let Some(path) = e.dotted().filter(|_| is_path(e)) else { return };
        let (mut child, mut held) = (path.clone(), v.clone());
        let own = |o: &str| self.classes.contains(o) && !self.m.records.contains(o);
        // Plain data: request data taken whole, an object of the file's, or what a decoder
        // made of text (`JSON.parse(t)`: no library object whose getters compute).
        let decoded = |o: &str| self.models.call(&[o.to_string()]).decoder;
        let data = |p: &Val| p.taint.is_some() && p.origin.as_deref().is_none_or(|o| own(o) || decoded(o));
        while let Some((parent, field)) = child.rsplit_once('.') {
            let Some(p) = st.env.get_mut(parent).filter(|p| match p.parts.as_ref() {
                Some(parts) => parts.keys.contains_key(field),
                None => data(p),
            }) else {
                break;
            };
            let whole = p.derived();
            let parts = p.parts.get_or_insert_with(|| Box::new(Parts { rest: whole, ..Parts::default() }));
            parts.keys.insert(field.to_string(), held);
            (child, held) = (parent.to_string(), p.clone());
        }
        st.env.insert(path, v);
    }

    /// The value of a name, chain or literal, without running anything (also a key's entry in
    /// a map a variable holds, `HOSTS.get(k)`).
    pub(super) fn pure(&self, st: &State, e: &Expr) -> Option<Val> {
        match &e.kind {
            ExprKind::Lit(l) => Some(Val::konst(l.clone())),
            ExprKind::Name(_) | ExprKind::Attr(..) if is_path(e) => {
                Some(self.path_value(st, &e.dotted()?).unwrap_or_else(Val::unknown))
            }
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                let vals: Option<Vec<Val>> = items.iter().map(|i| self.pure(st, i)).collect();
                Some(Val::list(vals?))
            }
            ExprKind::Call(c) => match self.map_view(st, c) {
                Some((obj, op)) => Some(eval::entries(&self.pure(st, obj)?, op)),
                None => self.looked_up(st, c).or_else(|| self.pure(st, self.wrapped(st, c)?)),
            },
            ExprKind::Dict(pairs) => {
                let mut out = Val { parts: Some(Box::default()), ..Val::default() };
                for (k, v) in pairs {
                    let kv = self.pure(st, k.as_ref()?)?;
                    let vv = self.pure(st, v)?;
                    store(&mut out, kv.konst.as_ref(), vv);
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// The attacks a URL leading where the server chose rules out: open redirect, SSRF.
    pub(super) fn site_attacks(&self) -> u64 {
        self.models.class("CWE-601") | self.models.class("CWE-918")
    }

    /// A key's entry in a map a variable holds (`HOSTS.get(code)`): what it holds there, or
    /// any of its entries.
    fn looked_up(&self, st: &State, c: &Call) -> Option<Val> {
        let ExprKind::Attr(obj, m) = &c.func.kind else { return None };
        let [key] = c.args.as_slice() else { return None };
        if self.models.container(m) != Some(ContainerOp::Get) || !is_path(obj) || self.of_module(st, obj) {
            return None;
        }
        let map = self.lookup(st, &obj.dotted()?)?;
        Some(eval::index(&map, &self.pure(st, key).unwrap_or_else(Val::unknown)))
    }

    /// The one argument a function (not a method) the models know keeps whole is called with
    /// (`Some("a")`, JavaScript's `String(x)`): the value it makes is that argument's.
    fn wrapped<'e>(&self, st: &State, c: &'e Call) -> Option<&'e Expr> {
        let [one] = c.args.as_slice() else { return None };
        if matches!(c.func.kind, ExprKind::Attr(..)) || !c.kwargs.is_empty() || c.new {
            return None;
        }
        self.keeps_same(st, c).then_some(one)
    }

    /// Whether the models know the call as one whose value is its input's (`fold: same`).
    pub(super) fn keeps_same(&self, st: &State, c: &Call) -> bool {
        self.keeps_value(&self.callee_names(st, c, None))
    }

    /// Whether the models know a call by these names keeps its receiver's value (`fold: same`).
    fn keeps_value(&self, names: &[String]) -> bool {
        self.models.call(names).pure == Some(Some(Fold::Same))
    }

    /// A map's entries, keys or values read with no argument (`HOSTS.values()`): the map, and
    /// which.
    fn map_view<'e>(&self, st: &State, c: &'e Call) -> Option<(&'e Expr, ContainerOp)> {
        let ExprKind::Attr(obj, m) = &c.func.kind else { return None };
        let op = self.models.container(m).filter(|_| c.args.is_empty() && c.kwargs.is_empty())?;
        matches!(op, ContainerOp::Entries | ContainerOp::Keys | ContainerOp::Values)
            .then_some((&**obj, op))
            .filter(|_| !self.of_module(st, obj))
    }

    /// The value of a dotted path: the variable's, a source's, or what its object holds there
    /// (`q.name` of a request struct `q`, `body.url` of a request model), else what the object
    /// carries; `None` where nothing of it is known.
    fn path_value(&self, st: &State, path: &str) -> Option<Val> {
        if let Some(v) = self.lookup(st, path).or_else(|| self.source_of(path)) {
            return Some(v);
        }
        let (obj, field) = path.rsplit_once('.')?;
        Some(field_of(&self.path_value(st, obj)?, field))
    }

    /// Whether `e` is a collection or value fixed by the program (an allow-list).
    pub(super) fn constant(&self, st: &State, e: &Expr) -> bool {
        if let Some(path) = e.dotted().filter(|_| is_path(e))
            && self.lookup(st, &path).is_none()
            && (path
                .rsplit('.')
                .next()
                .is_some_and(|n| n.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
                // A member of an imported module (`config.allowedHosts`): set by the program.
                || path.split_once('.').is_some_and(|(m, _)| self.m.imports.contains_key(m) && self.lookup(st, m).is_none()))
        {
            // An ALL_CAPS name defined elsewhere (another module): a constant by convention.
            return true;
        }
        match self.pure(st, e) {
            Some(v) => {
                let f = v.flat();
                f.taint.is_none() && !f.nonconst && !f.built
            }
            None => false,
        }
    }
}

/// The variable a function written inline gets its item in, and what it returns: its one
/// parameter (`f => f(x)`, `a => a === host`), or the loop's variable a comprehension gives
/// the item to first (`check = <item>; return check(x)`).
pub(super) fn item_function(f: &Function) -> Option<(&str, &Expr)> {
    let [p] = f.params.as_slice() else { return None };
    match f.body.as_slice() {
        [
            Stmt { kind: StmtKind::Assign { targets, value: given, op: None }, .. },
            Stmt { kind: StmtKind::Return(Some(v)), .. },
        ] if matches!(&given.kind, ExprKind::Name(n) if *n == p.name) => {
            let [Expr { kind: ExprKind::Name(var), .. }] = targets.as_slice() else { return None };
            Some((var.as_str(), v))
        }
        _ => Some((p.name.as_str(), syntax::inline_value(f)?)),
    }
}

/// A prefix test's checked value and its prefix: `x.startswith(p)` (`checks: receiver`),
/// `strings.HasPrefix(x, p)` (`checks: first`).
fn prefix_test(c: &Call, checks: Checks) -> Option<(&Expr, &Expr)> {
    match (checks, &c.func.kind, c.args.as_slice()) {
        (Checks::Receiver, ExprKind::Attr(obj, _), [prefix, ..]) => Some((obj, prefix)),
        (Checks::First, _, [checked, prefix]) => Some((checked, prefix)),
        _ => None,
    }
}

/// `recv.indexOf(arg)` compared with a number, on the path where `cond` is `truth`: the receiver,
/// the argument, and for a prefix test (`== 0`) the attacks it validates against (the model's,
/// [`CallModels::index_of`]); `None` for a found test (`!= -1`).
pub(super) fn index_test<'e>(
    cond: &'e Expr,
    truth: bool,
    index_of: impl Fn(&Call) -> Option<Option<u64>>,
) -> Option<(&'e Expr, &'e Expr, Option<Option<u64>>)> {
    let ExprKind::Binary(op, l, r) = &cond.kind else { return None };
    let int = |e: &Expr| match &e.kind {
        ExprKind::Lit(Lit::Int(n)) => Some(*n),
        ExprKind::Unary(UnOp::Neg, inner) => match &inner.kind {
            ExprKind::Lit(Lit::Int(n)) => Some(-*n),
            _ => None,
        },
        _ => None,
    };
    let call_of = |e: &'e Expr| match &e.kind {
        ExprKind::Call(c) => match (index_of(c), &c.func.kind, c.args.first()) {
            (Some(against), ExprKind::Attr(recv, _), Some(a)) => Some((&**recv, a, against)),
            _ => None,
        },
        _ => None,
    };
    // Put the call on the left (`-1 !== a.indexOf(x)` is `a.indexOf(x) !== -1`).
    let (call, n, op) = if let Some(n) = int(r)
        && let Some(c) = call_of(l)
    {
        (c, n, *op)
    } else if let Some(n) = int(l)
        && let Some(c) = call_of(r)
    {
        let flipped = match op {
            BinOp::Lt => BinOp::Gt,
            BinOp::Gt => BinOp::Lt,
            BinOp::Le => BinOp::Ge,
            BinOp::Ge => BinOp::Le,
            o => *o,
        };
        (c, n, flipped)
    } else {
        return None;
    };
    let found = match (op, n) {
        (BinOp::Ne, -1) | (BinOp::Gt, -1) | (BinOp::Ge, 0) => truth,
        (BinOp::Eq, -1) | (BinOp::Lt, 0) | (BinOp::Le, -1) => !truth,
        (BinOp::Eq, 0) if truth => return Some((call.0, call.1, Some(call.2))),
        (BinOp::Ne, 0) if !truth => return Some((call.0, call.1, Some(call.2))),
        _ => return None,
    };
    found.then_some((call.0, call.1, None))
}

/// What a test against null tells where it is `truth`: a variable it shows is no null (`err
/// != nil`, `x is not None`, `if err:` true) is a true value there ([`Val::truthy`]: a helper
/// returning it fails, `if err != nil { return err }`); an error variable shown nil, what was
/// taken with it succeeded ([`succeed_where_nil`]).
fn mark_nulls(st: &mut State, cond: &Expr, truth: bool) {
    match null_test(cond, truth) {
        Some((n, true)) => {
            if let Some(v) = st.env.get_mut(n) {
                v.truthy = true;
            }
        }
        // (Only a comparison with nil: a bare `err` is no Go condition.)
        Some((err, false)) if !matches!(cond.kind, ExprKind::Name(_)) => succeed_where_nil(st, err),
        _ => {}
    }
}

/// The variable a condition tests against null (or for truth), and whether it is not null
/// where the condition is `truth`.
fn null_test(cond: &Expr, truth: bool) -> Option<(&String, bool)> {
    let null = |e: &Expr| matches!(e.kind, ExprKind::Lit(Lit::Null));
    let (x, holds) = match &cond.kind {
        ExprKind::Name(_) => (cond, truth),
        ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne | BinOp::Is | BinOp::IsNot), x, y) => match (null(x), null(y)) {
            (false, true) => (&**x, matches!(op, BinOp::Ne | BinOp::IsNot) == truth),
            (true, false) => (&**y, matches!(op, BinOp::Ne | BinOp::IsNot) == truth),
            _ => return None,
        },
        _ => return None,
    };
    match &x.kind {
        ExprKind::Name(n) => Some((n, holds)),
        _ => None,
    }
}

/// Where the error variable `err` is nil (`if err != nil { return }` goes on), the variables
/// taken with it hold what the call gives where it succeeds ([`State::ok_if_nil`]).
fn succeed_where_nil(st: &mut State, err: &str) {
    let Some(taken) = st.ok_if_nil.get(err).cloned() else { return };
    // (Not a variable a check changed since: what it tells stays.)
    for (n, at_call, ok) in taken.iter() {
        if st.env.get(n) == Some(at_call) {
            st.env.insert(n.clone(), ok.clone());
        }
    }
}

/// Whether a text names a host of a domain (`example.com`, not `com` nor `example.com.`).
pub(super) fn named_host(d: &str) -> bool {
    d.contains('.') && !d.ends_with('.')
}

/// [`validated`] by what a function validates for its callers ([`State::validated`]'s bits,
/// with [`NO_OPTION`](super::exits::NO_OPTION) and [`LOCAL_PATH`](super::exits::LOCAL_PATH); 0: nothing).
pub(super) fn validated_against(v: Val, against: u64) -> Val {
    let v = match against & EVERY_ATTACK {
        0 => v,
        EVERY_ATTACK => validated(v, None),
        m => validated(v, Some(m)),
    };
    Val { starts: v.starts | starts_told(against), ..v }
}

/// A value validated against some attacks (`against`, `None`: every attack): request data in
/// it stays, safe against those, and it is checked for those only.
fn validated(v: Val, against: Option<u64>) -> Val {
    match against {
        None => Val { checked: true, against: None, taint: None, built: false, ..v },
        Some(m) => {
            let before = if v.checked { v.against } else { Some(0) };
            let taint = v.taint.clone().map(|t| Taint { escaped: t.escaped | m, ..t });
            Val { checked: true, against: before.map(|b| b | m), taint, ..v }
        }
    }
}

impl Analysis<'_> {
    /// A test of a kept condition (or one assigned in place, `(m := re.match(..)) is None`, or a
    /// call's result) against `None`, `nil`, a boolean or 0 (`m is None`, `ok == true`): the
    /// variable, the condition, and whether it holds where the two are equal. A test's result
    /// is compared only with what it gives when it fails: `None` for Python's regex tests
    /// (`none_on_failure`), `False` for a guard that gives a boolean (`n.isalnum() is not None`
    /// always holds).
    fn kept_test(&self, st: &State, x: &Expr, y: &Expr) -> Option<(Option<String>, Rc<Expr>, bool)> {
        let kept = |e: &Expr| match &e.kind {
            ExprKind::Name(n) => st.conds.get(n).map(|c| (Some(n.clone()), c.clone())),
            ExprKind::Walrus(t, v) => Some((t.dotted(), Rc::new((**v).clone()))),
            ExprKind::Call(_) => Some((None, Rc::new(e.clone()))),
            _ => None,
        };
        let ((var, cond), other) = match (kept(x), kept(y)) {
            (Some(k), _) => (k, y),
            (_, Some(k)) => (k, x),
            _ => return None,
        };
        let (holds, null) = match &other.kind {
            ExprKind::Lit(Lit::Null) => (false, true),
            ExprKind::Lit(Lit::Bool(b)) => (*b, false),
            // A test that gives a count or a kind, 0 when it fails (`net.isIP(h) === 0`).
            ExprKind::Lit(Lit::Int(0)) if self.counts(st, &cond) => (false, false),
            _ => return None,
        };
        // A count is compared with 0, never with a boolean (`net.isIP(h) !== false` always holds).
        if matches!(other.kind, ExprKind::Lit(Lit::Bool(_))) && self.counts(st, &cond) {
            return None;
        }
        let fails_with_null = match &cond.kind {
            ExprKind::Call(c) => {
                let models = self.models.call(&self.callee_names(st, c, None));
                match (models.guard, models.regex) {
                    (Some(_), Some(re)) => Some(re.none_on_failure),
                    (Some(_), None) => Some(false),
                    _ => None,
                }
            }
            _ => Some(false),
        };
        if fails_with_null.is_some_and(|n| n != null) {
            return None;
        }
        Some((var, cond, holds))
    }
}

impl Analysis<'_> {
    /// Whether `cond` is a call of a guard whose result is 0 where it fails (`counts`).
    fn counts(&self, st: &State, cond: &Expr) -> bool {
        matches!(&cond.kind, ExprKind::Call(c) if self.models.call(&self.callee_names(st, c, None)).counts)
    }
}

/// The most items of a constant collection whose test is run on each in turn
/// ([`Analysis::some_constant_item`]): an allowlist, not a table.
const MAX_ITEMS: usize = 16;

/// How many methods keeping their receiver's value may follow the getter of a URL's host in
/// what made a value ([`Analysis::host_getter`]).
const MAX_KEEPING: usize = 2;

/// How many conversions deep a tested value is followed to a `resolves_path` call
/// (`f.getCanonicalFile().toPath()`).
const RESOLVE_DEPTH: usize = 8;

/// `name` validated on this path against `against` (`None`: every attack), besides what it was.
fn note_validated(st: &mut State, name: String, against: Option<u64>) {
    *st.validated.entry(name).or_insert(0) |= against.unwrap_or(EVERY_ATTACK);
}

/// Fields the server sets on the request object after authenticating it: a value equal to one
/// is the server's, not the request's.
const SERVER_FIELDS: &[&str] = &["user", "session", "auth", "principal", "identity", "account", "state"];

/// The constant texts a value is: its own, or each of a list's or tuple's items where every
/// one is a constant text.
fn constant_texts(v: &Val) -> Option<Vec<String>> {
    if let Some(t) = v.konst_text() {
        return Some(vec![t]);
    }
    let items = v.parts.as_ref()?.items.as_ref()?;
    items.iter().map(Val::konst_text).collect()
}

/// Whether a collection of constants holds the empty text, as an item or a key.
fn holds_empty(c: &Val) -> bool {
    let empty = |v: &Val| v.may_be().any(|l| *l == Lit::Str(String::new()));
    c.parts.as_ref().is_some_and(|p| p.keys.contains_key("") || p.items.iter().flatten().any(empty) || empty(&p.rest))
}

/// Whether a call that makes `path` relative is given a folder (`relpath(p, base)`, not
/// `relpath(p)`, from the working folder) that holds no request data.
pub(super) fn folder_chosen(c: &Call, path: &Expr, recv: Option<&Val>, args: &[Val], kwargs: &[Val]) -> bool {
    // The folder: the other arguments, or the object (`base.relativize(p)`).
    let on_recv = syntax::receiver_of(c).is_some_and(|r| std::ptr::eq(r, path));
    let others: Vec<&Val> = c
        .args
        .iter()
        .zip(args)
        .filter(|(e, _)| !std::ptr::eq(*e, path))
        .map(|(_, v)| v)
        .chain(kwargs)
        .chain(recv.filter(|_| !on_recv))
        .collect();
    !others.is_empty() && others.iter().all(|v| v.flat().taint.is_none())
}

/// Whether a method's result stands for its whole object, so that validating it validates the
/// object: a fold or conversion, a resolved path, a decoding, a path made relative, a guard's
/// own result, or the host of a URL.
pub(super) fn keeps_whole(models: &Models, c: &Call, m: &CallModels<'_>) -> bool {
    let method = match &c.func.kind {
        ExprKind::Attr(_, name) => Some(name.as_str()),
        _ => None,
    };
    m.pure.is_some()
        || m.resolves_path
        || m.decoder
        || m.relative_path.is_some()
        || m.guard.is_some()
        || method.is_some_and(|n| models.is(Word::UrlHost, n))
}
