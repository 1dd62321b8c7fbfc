//! Control flow: statements, branches, loops, `match` and `try`, and where a function returns.

use super::eval::{as_read, keep_condition};
use super::syntax::mentions;
use super::*;

impl Analysis<'_> {
    pub(super) fn block(&mut self, st: &mut State, stmts: &[Stmt]) {
        // The file's top level: what its statements assign is known from there on to the
        // functions its callbacks call as it runs (`app.post(.., (req, res) => target(req))`
        // with `target` reading `APP_ORIGIN = process.env.APP_ORIGIN || '..'`).
        let top = self.active == [0] && self.m.funcs.first().is_some_and(|f| std::ptr::eq(stmts, f.body.as_slice()));
        let mut i = 0;
        while i < stmts.len() && st.live {
            self.stmt(st, &stmts[i]);
            if top {
                self.top_level_written(st, &stmts[i]);
            }
            i += 1;
        }
        if i < stmts.len() {
            // Code after a return or raise in the same block never runs, but a sink written
            // there is still worth reporting: it is checked on what was known when the path
            // ended, and that state then goes nowhere.
            self.dead_code(st, &stmts[i..]);
        }
    }

    /// After a statement of the file's top level: the variables it assigned or changed in
    /// place (`ENTITIES["<"] = "<"`, `ALLOWED.push(h)`) as they are now, for the functions
    /// called from here on.
    fn top_level_written(&mut self, st: &State, s: &Stmt) {
        let roots: Vec<String> = match &s.kind {
            StmtKind::Assign { targets, .. } => targets.iter().filter_map(root_name).collect(),
            StmtKind::Expr(Expr { kind: ExprKind::Call(c), .. }) => match &c.func.kind {
                ExprKind::Attr(obj, _) => root_name(obj).into_iter().collect(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        for n in roots {
            if let Some(v) = st.env.get(&n) {
                self.globals.insert(n, v.clone());
            }
        }
    }

    /// Checks the sinks of code that does not run on what is known at `st`; the state then
    /// goes nowhere.
    fn dead_code(&mut self, st: &State, stmts: &[Stmt]) {
        if self.in_dead_code {
            return;
        }
        self.in_dead_code = true;
        let saved = (self.returns.clone(), self.loops.clone());
        let mut rest = State { live: true, ..st.clone() };
        for s in stmts {
            rest.live = true;
            self.stmt(&mut rest, s);
        }
        (self.returns, self.loops) = saved;
        self.in_dead_code = false;
    }

    pub(super) fn stmt(&mut self, st: &mut State, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { targets, value, op } => self.assign_stmt(st, s.span, targets, value, *op),
            StmtKind::Expr(e) => {
                self.eval(st, e);
                if let ExprKind::Call(c) = &e.kind
                    && (self.is_exit(&c.func) || self.never_returns(e.span))
                {
                    st.live = false;
                }
            }
            StmtKind::If { cond, then, other } => self.if_stmt(st, cond, then, other),
            StmtKind::While { cond, body, other } => self.while_stmt(st, cond, body, other),
            StmtKind::For { target, iter, body, other, pairs, positions } => {
                self.for_stmt(st, (target, iter), body, other, (*pairs, *positions))
            }
            StmtKind::Match { subject, arms } => self.match_stmt(st, subject, arms),
            StmtKind::Try { body, handlers, other, finally } => self.try_stmt(st, body, handlers, other, finally),
            StmtKind::With { items, body } => {
                for (value, target) in items {
                    let v = self.eval(st, value);
                    if let Some(t) = target {
                        self.assign(st, t, v);
                    }
                }
                self.block(st, body);
            }
            StmtKind::Return(value) => {
                let v = match value {
                    Some(e) => self.eval_returned(st, e, s.span),
                    None => Val::konst(Lit::Null),
                };
                self.record_return(st, value.as_ref(), v);
                st.live = false;
            }
            StmtKind::Raise(value) => {
                if let Some(e) = value {
                    self.eval(st, e);
                }
                st.live = false;
            }
            StmtKind::Break | StmtKind::Continue => {
                let brk = matches!(s.kind, StmtKind::Break);
                if let Some((b, c)) = self.loops.last_mut() {
                    let to = if brk { b } else { c };
                    *to = to.join(st);
                }
                st.live = false;
            }
            StmtKind::Def(_) => {}
            StmtKind::Block(b) => self.block(st, b),
        }
    }

    /// A loop over a collection: its target takes each item (a key of a map where the
    /// language's loops give keys, [`Analysis::iterated`]; Go's `range`, `pairs`: the index or
    /// key, and with a second target the item whole; `positions`: a range over a slice, an array
    /// or a string, its index a number).
    fn for_stmt(
        &mut self,
        st: &mut State,
        (target, iter): (&Expr, &Expr),
        body: &[Stmt],
        other: &[Stmt],
        (pairs, positions): (bool, bool),
    ) {
        let it = self.eval(st, iter);
        // A map's keys and values apart (`for k, v := range m` of a map keyed by request data:
        // `v` what was stored).
        let data_keyed = pairs && it.parts.as_ref().is_some_and(|p| p.key_facts.is_some());
        let elem = match data_keyed {
            true => element(&eval::entries(&it, ContainerOp::Values)),
            false if pairs => element(&it),
            false => self.iterated(&it),
        };
        // The index of a list is a number; of anything else a key, known as before from what
        // the item is made of.
        let list = positions || eval::known_list(&it);
        let index = || match it.parts.as_deref() {
            _ if list => Val::number(),
            // A map whose every entry is at a constant key (and no request data of its own, a
            // body decoded into it): one of those keys.
            Some(p) if p.rest == Val::default() && p.key_facts.is_none() && it.taint.is_none() => {
                p.keys.keys().map(|k| Val::konst(Lit::Str(k.clone()))).reduce(|a, b| a.join(&b)).unwrap_or_default()
            }
            _ if data_keyed => element(&eval::entries(&it, ContainerOp::Keys)),
            _ => element(&elem),
        };
        let bound = match &target.kind {
            ExprKind::Tuple(t) | ExprKind::List(t) if pairs && t.len() == 2 => Val::list(vec![index(), elem.clone()]),
            _ if pairs => index(),
            _ => elem.clone(),
        };
        let rewritten = rewritten_in_place(target, iter, body, pairs);
        let before = rewritten.as_ref().map(|_| st.clone());
        let (exit, ends) = self.run_loop(st, body, |_, _| {}, Some((target, bound)));
        self.block(st, other);
        *st = st.join(&exit);
        if !pairs {
            self.every_item_checked(st, (target, iter, &it, body), (&exit, &ends));
        }
        if !exit.live {
            self.every_char_checked(st, (target, iter, pairs), body);
        }
        // Every item rewritten in place (`for i, l := range lines { lines[i] = esc(l) }`): the
        // collection holds what was written, made of an item.
        if let (Some((path, value)), Some(mut one)) = (rewritten, before)
            && !exit.live
        {
            let item = self.lookup(&one, &path).map(|c| element(&c)).unwrap_or_default();
            self.assign(&mut one, target, Val::list(vec![Val::number(), item]));
            let v = self.eval(&mut one, value);
            let (checked, against) = (v.checked, v.against);
            st.env.insert(path, Val { nonconst: true, checked, against, ..Val::list(vec![v]) });
        }
    }

    fn assign_stmt(&mut self, st: &mut State, span: Span, targets: &[Expr], value: &Expr, op: Option<BinOp>) {
        if let ([Expr { kind: ExprKind::Name(n), .. }], None) = (targets, op) {
            self.alias(st, n, value);
        }
        let outer = self.assigning.replace((value.span, span));
        let target = match (targets, op) {
            ([Expr { kind: ExprKind::Name(n), .. }], None) => Some(n.clone()),
            _ => None,
        };
        let outer_target = std::mem::replace(&mut self.assign_target, target);
        let mut v = self.eval(st, value);
        self.assigning = outer;
        self.assign_target = outer_target;
        if let (Some(op), Some(t)) = (op, targets.first()) {
            let old = self.eval(st, t);
            v = self.built(span, op, &old, &v);
        }
        for t in targets {
            // Filled through a pointer by the function the call ran (`q` of `err := fill(&q, r)`;
            // Go's lowering only, see `filled`: elsewhere `x = f(x)` is the call's result).
            if let (ExprKind::Name(n), ExprKind::Call(c)) = (&t.kind, &value.kind)
                && self.filled.remove(&(c.func.span.start, c.func.span.end, n.clone()))
            {
                continue;
            }
            self.assign(st, t, v.clone());
        }
        // A writer of a plain response is one too (`out = response.getWriter()`).
        if let ([Expr { kind: ExprKind::Name(n), .. }], None) = (targets, op) {
            match root_name(value).filter(|r| r != n && st.plain.contains(r)) {
                Some(_) => st.plain.insert(n.clone()),
                None => st.plain.remove(n),
            };
        }
        if op.is_none() {
            keep_condition(st, targets, value);
            self.keep_success(st, targets, value);
        }
    }

    /// `v, err := f(x)` of a function of this file whose last result is its error: where `err`
    /// is tested nil, `v` is what `f`'s returns that succeed give ([`State::ok_if_nil`]).
    fn keep_success(&self, st: &mut State, targets: &[Expr], value: &Expr) {
        if !self.error_last {
            return;
        }
        let ([Expr { kind: ExprKind::Tuple(items) | ExprKind::List(items), .. }], ExprKind::Call(_)) =
            (targets, &value.kind)
        else {
            return;
        };
        let Some((Expr { kind: ExprKind::Name(err), .. }, taken)) =
            items.split_last().filter(|(e, _)| !matches!(&e.kind, ExprKind::Name(n) if n == "_"))
        else {
            return;
        };
        let ok = self.succeeded_at.get(&(value.span.start, value.span.end));
        let Some(ok_items) = ok.and_then(|v| v.parts.as_ref()?.items.clone()).filter(|i| i.len() == items.len()) else {
            return;
        };
        let links: Vec<Taken> = taken
            .iter()
            .zip(ok_items.iter())
            .filter_map(|(t, ok)| match &t.kind {
                ExprKind::Name(n) if n != "_" => Some((n.clone(), st.env.get(n).cloned()?, ok.clone())),
                _ => None,
            })
            .collect();
        if !links.is_empty() {
            st.ok_if_nil.insert(err.clone(), Rc::new(links));
        }
    }

    /// A variable assigned a function of an imported module (`run = os.system`, also through
    /// `getattr(os, "system")`, lowered so, or read from a table of them: `decode =
    /// DECODERS.get(fmt)`, [`Self::table_names`]) holds that function, so `run(cmd)` is known as
    /// `os.system`. What it holds is a variable's fact like any other (kept under
    /// [`alias_key`]): a reassignment replaces it, and branches join (every function it may hold
    /// on some path).
    fn alias(&mut self, st: &mut State, n: &str, value: &Expr) {
        let mut held = Parts::default();
        if let ExprKind::Attr(..) = value.kind
            && let Some(path) = value.dotted().filter(|_| is_path(value))
            && let Some(root) = path.split('.').next()
            && self.lookup(st, root).is_none()
            && (self.m.modules.contains(root) || self.m.imports.contains_key(root))
        {
            held.keys.insert(self.resolve(&path), Val::default());
        } else if let ExprKind::Name(other) = &value.kind
            && let Some(v) = self.lookup(st, &alias_key(other))
        {
            // `f = run`: the same functions.
            held = v.parts.map(|p| *p).unwrap_or_default();
        } else {
            // `decode = DECODERS.get(fmt)`: the library functions of the table.
            for name in self.table_names(st, value) {
                held.keys.insert(name, Val::default());
            }
        }
        if !held.keys.is_empty() || self.lookup(st, &alias_key(n)).is_some() {
            st.env.insert(alias_key(n), Val { parts: Some(Box::new(held)), ..Val::default() });
        }
    }

    fn if_stmt(&mut self, st: &mut State, cond: &Expr, then: &[Stmt], other: &[Stmt]) {
        // A condition of `and`/`or`/`not` is run once, operand by operand, for both branches;
        // one that folds to a constant is judged as any constant condition below.
        if logical(cond) {
            let (mut a, mut b) = self.branches(st.clone(), cond);
            if a.live && b.live {
                self.block(&mut a, then);
                self.block(&mut b, other);
                *st = a.join(&b);
                return;
            }
        }
        let c = self.eval(st, cond);
        match c.truth() {
            Some(truth) => {
                let (taken, dead) = if truth { (then, other) } else { (other, then) };
                // A branch dead only because a function of this file returns a constant today
                // (a stub validator, a switch) is still checked, as dead code is.
                if self.tests_local_call(cond) {
                    self.dead_code(st, dead);
                }
                self.block(st, taken);
            }
            None => {
                let (mut a, mut b) = (st.clone(), st.clone());
                self.refine(&mut a, cond, true);
                self.refine(&mut b, cond, false);
                self.block(&mut a, then);
                self.block(&mut b, other);
                *st = a.join(&b);
            }
        }
    }

    /// The states where a condition of `and`, `or` and `not` holds and where it fails, each
    /// operand run only where it runs: where `a or (x = f(x))` fails, the assignment ran.
    fn branches(&mut self, st: State, cond: &Expr) -> (State, State) {
        if !st.live {
            return (State::dead(), State::dead());
        }
        match &cond.kind {
            ExprKind::Unary(UnOp::Not, e) => {
                let (t, f) = self.branches(st, e);
                (f, t)
            }
            ExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let (at, af) = self.branches(st, a);
                if *op == BinOp::And {
                    let (bt, bf) = self.branches(at, b);
                    (bt, af.join(&bf))
                } else {
                    let (bt, bf) = self.branches(af, b);
                    (at.join(&bt), bf)
                }
            }
            _ => {
                let mut s = st;
                let v = self.eval(&mut s, cond);
                let (mut t, mut f) = (s.clone(), s);
                match v.truth() {
                    Some(true) => f = State::dead(),
                    Some(false) => t = State::dead(),
                    None => {
                        self.refine(&mut t, cond, true);
                        self.refine(&mut f, cond, false);
                    }
                }
                (t, f)
            }
        }
    }

    /// Whether a condition tests the result of a call of this file's functions.
    fn tests_local_call(&self, cond: &Expr) -> bool {
        match &cond.kind {
            ExprKind::Call(_) => self.call_exits.contains_key(&(cond.span.start, cond.span.end)),
            ExprKind::Unary(_, e) => self.tests_local_call(e),
            ExprKind::Binary(_, a, b) => self.tests_local_call(a) || self.tests_local_call(b),
            _ => false,
        }
    }

    fn while_stmt(&mut self, st: &mut State, cond: &Expr, body: &[Stmt], other: &[Stmt]) {
        let c = self.eval(st, cond);
        if c.truth() == Some(false) {
            self.block(st, other);
            return;
        }
        let forever = c.truth() == Some(true);
        let indexed = self.indexed_chars(st, cond, body);
        let (exit, _) = self.run_loop(st, body, |a, s| a.refine(s, cond, true), None);
        // A condition that folds on entry (`i < 10` with `i = 0`) may not once the body has
        // run: the loop runs forever only if it still folds at the loop head (else everything
        // after a counting loop would be dead code).
        let forever = forever && self.eval(&mut st.clone(), cond).truth() == Some(true);
        let mut after = if forever { State::dead() } else { st.clone() };
        if !forever {
            self.refine(&mut after, cond, false);
            self.block(&mut after, other);
        }
        let broke = exit.live;
        *st = after.join(&exit);
        if let Some(loop_) = indexed.filter(|_| !broke) {
            self.every_index_checked(st, loop_);
        }
    }

    fn try_stmt(&mut self, st: &mut State, body: &[Stmt], handlers: &[Handler], other: &[Stmt], finally: &[Stmt]) {
        let before = st.clone();
        self.block(st, body);
        let mut out = st.clone();
        self.block(&mut out, other);
        let start = before.join(st);
        for h in handlers {
            let mut hs = start.clone();
            // What was raised: an object, never null (`catch (e) { return e; }` fails).
            if let Some(b) = &h.bind {
                hs.env.insert(b.clone(), Val { truthy: true, ..Val::unknown() });
            }
            self.block(&mut hs, &h.body);
            out = out.join(&hs);
        }
        if !finally.is_empty() {
            // The finally block runs on every path; lowered once on the joined state.
            let mut f = if out.live { out.clone() } else { start.clone() };
            let ended = !out.live;
            self.block(&mut f, finally);
            if ended {
                f.live = false;
            }
            out = f;
        }
        *st = out;
    }

    /// Runs a loop body until its state no longer changes (at most three rounds); `st` becomes
    /// the state at the loop head, and the `break` states and those that end an iteration (its
    /// end and its `continue`s) are returned.
    pub(super) fn run_loop(
        &mut self,
        st: &mut State,
        body: &[Stmt],
        enter: impl Fn(&mut Self, &mut State),
        bind: Option<(&Expr, Val)>,
    ) -> (State, State) {
        let mut head = st.clone();
        let (mut breaks, mut ends) = (State::dead(), State::dead());
        for _ in 0..3 {
            let mut b = head.clone();
            enter(self, &mut b);
            if let Some((t, v)) = &bind {
                self.assign(&mut b, t, v.clone());
            }
            self.loops.push((State::dead(), State::dead()));
            self.block(&mut b, body);
            let (brk, cont) = self.loops.pop().unwrap_or_default();
            breaks = breaks.join(&brk);
            ends = ends.join(&b).join(&cont);
            let next = head.join(&b).join(&cont);
            if next == head {
                break;
            }
            head = next;
        }
        *st = head;
        (breaks, ends)
    }

    /// A loop over a collection that goes on to the next item only once the item is validated
    /// (`for (const f of files) { if (!/^\w+$/.test(f)) return res.status(400) }`), and never
    /// breaks out early, validated every item: the collection is validated as its items are.
    /// The collection must still be what was iterated (not assigned in the loop), and the item
    /// what it gave (not assigned in the body: `n = html.escape(n)` checks a copy).
    fn every_item_checked(
        &mut self,
        st: &mut State,
        (target, iter, it, body): (&Expr, &Expr, &Val, &[Stmt]),
        (breaks, ends): (&State, &State),
    ) {
        let ExprKind::Name(item) = &target.kind else { return };
        if !self.gives_items(it)
            || breaks.live
            || !ends.live
            || !is_path(iter)
            || self.pure(st, iter).as_ref() != Some(it)
            || assigns(body, item)
        {
            return;
        }
        if let Some(v) = ends.env.get(item).filter(|v| v.checked) {
            self.check_every_item(st, iter, v.against);
        }
    }

    pub(super) fn match_stmt(&mut self, st: &mut State, subject: &Expr, arms: &[Arm]) {
        let sv = self.eval(st, subject);
        let mut out = State::dead();
        let mut caught = false;
        // The paths no arm before took: a character none of their literals
        // (`case '<': ... default: sb.append(c)`).
        let mut rest = st.clone();
        for arm in arms {
            let taken = match (&arm.values, &sv.konst) {
                (Some(values), Some(k)) => values.contains(k),
                _ => true,
            };
            if !taken {
                continue;
            }
            let mut a = rest.clone();
            if let Some(b) = &arm.bind {
                let v = subject_path(subject).and_then(|p| self.lookup(&a, &p)).unwrap_or_else(|| sv.clone());
                a.env.insert(b.clone(), v);
            }
            if let Some(values) = arm.values.as_deref().filter(|_| sv.konst.is_none()) {
                self.literal_arm(&mut a, subject, values);
            }
            self.block(&mut a, &arm.binds);
            if let Some(g) = &arm.guard {
                let gv = self.eval(&mut a, g);
                if gv.truth() == Some(false) {
                    continue;
                }
                self.refine(&mut a, g, true);
            }
            self.block(&mut a, &arm.body);
            out = out.join(&a);
            if arm.catch_all || (arm.values.is_some() && sv.konst.is_some()) {
                caught = true;
                break;
            }
            // Only where every literal is one character: `c` is none of them after.
            if let (Some(values), None) = (&arm.values, &arm.guard)
                && values.iter().all(|l| matches!(l, Lit::Str(s) if s.chars().count() == 1))
            {
                self.not_chars(&mut rest, subject, literal_bits(values));
            }
        }
        if !caught {
            out = out.join(&rest);
        }
        *st = out;
    }

    /// Inside an arm of literals the subject is one of them; a character of request text
    /// (`case '<':` of `s.toCharArray()`'s) is still the request's, that character.
    fn literal_arm(&mut self, a: &mut State, subject: &Expr, values: &[Lit]) {
        if self.one_char_is(a, subject, literal_bits(values)) {
            return;
        }
        let (Some(path), Some((first, more))) = (subject_path(subject), values.split_first()) else { return };
        let v = more.iter().fold(Val::konst(first.clone()), |acc, l| acc.join(&Val::konst(l.clone())));
        a.env.insert(path, Val { checked: true, against: None, ..v });
    }

    /// Where a function ends: what the parameters it keeps hold then ([`Self::record_params`]),
    /// and, of a method, what its receiver (`self`, `this`) holds.
    pub(super) fn record_end(&mut self, st: &State) {
        self.record_params(st);
        let Some(f) = self.active.last().map(|f| &self.m.funcs[*f]) else { return };
        if f.class.is_none() {
            return;
        }
        let name = match f.params.first() {
            Some(p) if declared_receiver(&p.name) => p.name.as_str(),
            _ => THIS,
        };
        // Its record of its fields, with what was done to each field in place
        // (`self.items.append(v)`).
        let v = object_at_end(st, name);
        if v.parts.is_none() {
            return;
        }
        if let Some(slot) = self.receivers.last_mut() {
            *slot = Some(match slot.take() {
                Some(r) => r.join(&v),
                None => v,
            });
        }
    }

    /// Where the function ends: what each parameter it keeps holds, a container (see
    /// [`Analysis::params_end`]).
    fn record_params(&mut self, st: &State) {
        let Some(f) = self.active.last().map(|f| &self.m.funcs[*f]) else { return };
        let Some(ends) = self.params_end.last_mut() else { return };
        for (p, end) in f.params.iter().zip(ends.iter_mut()) {
            let Some(slot) = end else { continue };
            let v = object_at_end(st, &p.name);
            if v.parts.is_some() {
                *slot = if *slot == Val::default() { v } else { slot.join(&v) };
            }
        }
    }

    /// The receiver of a method analysed standalone: an object whose fields hold what the
    /// class's methods store in them, and (a Python `self`) what its `__init__` sets in the
    /// fields no other method assigns ([`Self::seed_fields`]) over the attributes its body sets
    /// ([`Self::note_class_attrs`]); other fields unknown. Where none of that is known, the
    /// object its declared class makes of an unknown value ([`Self::declared_object`]: its
    /// fields of a constant type hold constants).
    pub(super) fn class_receiver(&self, class: Option<&str>, instance: bool) -> Val {
        let seeds = class.filter(|_| instance).and_then(|c| self.class_seeds.get(c));
        let stored = class.and_then(|c| self.class_fields.get(c));
        let attrs = class.and_then(|c| self.class_attrs.get(c));
        if seeds.is_none() && stored.is_none() && attrs.is_none() {
            // An object of the class (`hosts: HashSet<&'static str>` holds constants).
            return class.map_or_else(Val::unknown, |c| self.declared_object(Val::unknown(), c));
        }
        // The class's attributes, then what its constructor sets over them.
        let mut keys = attrs.cloned().unwrap_or_default();
        keys.extend(seeds.cloned().unwrap_or_default());
        for (k, v) in stored.into_iter().flatten() {
            let joined = keys.get(k).map_or_else(|| v.clone(), |s| s.join(v));
            keys.insert(k.clone(), joined);
        }
        Val { parts: Some(Box::new(Parts { keys, ..Parts::default() })), ..Val::unknown() }
    }

    pub(super) fn record_return(&mut self, st: &mut State, expr: Option<&Expr>, v: Val) {
        self.record_end(st);
        // `return self` of a builder: the object with what its methods did to its fields
        // (`self.filters.append(..)`).
        let v = match expr.map(|e| &e.kind) {
            Some(ExprKind::Name(n)) if declared_receiver(n) || n == THIS => {
                let own = object_at_end(st, n);
                if own.parts.is_some() { Val { parts: own.parts, ..v } } else { v }
            }
            _ => v,
        };
        // What a comprehension's function returns is an item, not a response.
        if let Some(e) = expr
            && self.has_call_rules
            && !self.active.last().is_some_and(|f| self.m.funcs[*f].takes_items())
        {
            self.check_return(e, &v);
        }
        self.note_exit(st, expr, &v);
        // A marked value a function named for a secret returns (`newSessionId`,
        // `generate_reset_code`; of several, the first: `return code, nil`): as if assigned to
        // its name.
        let first = match &v.parts {
            Some(p) => p.items.as_ref().and_then(|i| i.first()),
            None => Some(&v),
        };
        if let (Some(e), Some(f), Some(first)) = (expr, self.active.last().map(|f| &self.m.funcs[*f]), first)
            && self.has_assign_rules
            && first.flat().marks != 0
            && f.name != LAMBDA
        {
            let name = f.name.rsplit(['.', ':']).next().unwrap_or(&f.name).to_string();
            self.check_assign(st, &Expr::new(ExprKind::Name(name), e.span), &first.flat(), true);
        }
        // What it was derived from, as the path returning it says (each return its own).
        let v = match self.active.last() {
            Some(&fid) => self.param_derived(fid, &st.env, v),
            None => v,
        };
        let succeeds =
            if self.error_last { !fails_with_error(&v) } else { self.tracks_success() && !expr.is_some_and(failure) };
        if let Some(slot) = self.returns.last_mut() {
            let join = |r: Option<Val>| Some(r.map_or_else(|| v.clone(), |r| r.join(&v)));
            if succeeds {
                slot.succeeded = join(slot.succeeded.take());
            }
            slot.all = join(slot.all.take());
        }
    }

    /// A value a function returns (`return e`, or the one expression of a function written
    /// inline): what a call there returned is the caller's to validate (`unless_checked`).
    pub(super) fn eval_returned(&mut self, st: &mut State, e: &Expr, stmt: Span) -> Val {
        let outer = self.assigning.replace((e.span, stmt));
        let outer_target = self.assign_target.replace(RETURN.into());
        let v = self.eval(st, e);
        (self.assigning, self.assign_target) = (outer, outer_target);
        v
    }

    pub(super) fn assign(&mut self, st: &mut State, target: &Expr, v: Val) {
        if self.has_assign_rules && matches!(target.kind, ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Index(..))
        {
            self.check_assign(st, target, &v, false);
        }
        forget_conditions(st, target);
        match &target.kind {
            ExprKind::Name(n) => {
                // A new value: nothing validated of the old one, nor of its fields, holds.
                let inside = format!("{n}.");
                st.validated.retain(|k, _| k != n && !k.starts_with(&inside));
                // What was derived from the old value (`rel = relpath(p, base)`, `host =
                // urlparse(p).hostname`) no longer tells of the variable; nor do the old value's
                // fields and the getters validated so far (`c.getValue()`, kept as
                // `"c.getValue()"`).
                st.env.retain(|k, d| {
                    if k != n && d.from.as_deref() == Some(n.as_str()) {
                        d.from = None;
                    }
                    !k.starts_with(&inside)
                });
                st.env.insert(n.clone(), v);
            }
            ExprKind::Attr(..) if self.run_setter(st, target, &v) => {}
            ExprKind::Attr(obj, field) => self.assign_field(st, obj, field, v),
            ExprKind::Index(obj, key) => {
                let k = self.eval(st, key);
                if let Some(path) = obj.dotted().filter(|_| is_path(obj)) {
                    let mut o = self.lookup(st, &path).unwrap_or_default();
                    store(&mut o, k.konst.as_ref(), v);
                    // A key holding request data: what the keys hold (`allowed[host] = true`).
                    if k.konst.is_none() && k.flat().taint.is_some() {
                        eval::other_keys(&mut o, &k.flat());
                    }
                    self.note_changed_container(&path, &o);
                    st.env.insert(path, o);
                }
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => self.assign_items(st, items, &v),
            ExprKind::Walrus(t, _) => self.assign(st, t, v),
            _ => {}
        }
    }
}

impl Analysis<'_> {
    /// `obj.field = v`: the field's value, the object's record of its fields, and for a
    /// method's own object (`self.q = request.args["q"]`) what its class's other methods read.
    fn assign_field(&mut self, st: &mut State, obj: &Expr, field: &str, v: Val) {
        if let ExprKind::Name(o) = &obj.kind
            && (o == SELF || o == THIS)
        {
            // The value itself, not one derived from it: how it starts holds.
            self.note_class_field(field, Val { starts: v.starts, ..v.derived() });
        }
        if let Some(path) = obj.dotted().filter(|_| is_path(obj)) {
            let full = format!("{path}.{field}");
            self.note_shared(&path, &full, &v);
            // Any getter of the object may read the field (`job.id = x`, then `job.getId()`).
            self.forget_properties(st, &path);
            // What was validated of the old value is not of the new one.
            let inside = format!("{full}.");
            st.validated.retain(|k, _| *k != full && !k.starts_with(&inside));
            st.env.insert(full, v.clone());
            // The object's own record of its fields.
            let mut o = self.lookup(st, &path).unwrap_or_default();
            o.parts.get_or_insert_with(Default::default).keys.insert(field.to_string(), v);
            st.env.insert(path, o);
        }
    }

    /// Request data stored in a field of a method's own object: what its class's other methods
    /// read there.
    fn note_class_field(&mut self, field: &str, stored: Val) {
        let Some(class) = self.active.last().and_then(|f| self.m.funcs[*f].class.clone()) else { return };
        if stored.flat().taint.is_none() {
            return;
        }
        let fields = self.class_fields.entry(class).or_default();
        if fields.len() < MAX_CLASS_FIELDS || fields.contains_key(field) {
            let new = match fields.remove(field) {
                Some(old) => old.join(&stored),
                None => stored,
            };
            fields.insert(field.to_string(), new);
        }
    }

    /// A container changed in place (`CACHE[k] = v`, `this.rules.put(k, v)`): where it outlives
    /// the function, what it now holds is kept for the others.
    pub(super) fn note_changed_container(&mut self, path: &str, o: &Val) {
        self.note_shared(path, path, o);
        // A request's context (`c.Set("next", v)`): for every function handed one.
        // Only what it holds by key, read by key (`c.Get("next")`), not what the object itself
        // is (`c.Path()`).
        if let Some(key) = self.store_type(path).and_then(|t| self.context_key(t)) {
            self.context_put(key, o.parts.as_ref().map(|p| p.keys.clone()).unwrap_or_default());
        }
        if let Some((root, field)) = path.split_once('.')
            && (root == SELF || root == THIS)
            && !field.contains('.')
        {
            // With what it holds where (`this.subs.set(id, {url, events})`).
            self.note_class_field(field, o.clone());
        }
    }

    /// Whether `path` is, or is inside, an object the models say lives as long as one request
    /// (`ctx.state`, `ctx.state.listing`).
    fn request_store(&self, path: &str) -> bool {
        let mut at = path.len();
        loop {
            if self.models.is(Word::RequestStore, &path[..at]) {
                return true;
            }
            match path[..at].rfind('.') {
                Some(i) => at = i,
                None => return false,
            }
        }
    }

    /// The shared store of what functions put in a request's context object of type `ty`
    /// (echo's `echo.Context`, a pointer to one too; Java's `final HttpSession`): one per
    /// group of types the models name.
    pub(super) fn context_key(&self, ty: &str) -> Option<String> {
        let t = ty.trim().trim_start_matches(['*', '&']).trim();
        // (The type's name after its annotations and modifiers: `@Context final ContainerRequestContext`.)
        let t = t.rsplit(' ').next().unwrap_or(t);
        self.models.context_group(t).map(|g| format!("\0context {g}"))
    }

    /// Stores what a request's context holds by key (`keys`) in the shared store `key`, for
    /// every function handed one ([`Self::context_key`]).
    pub(super) fn context_put(&mut self, key: String, keys: std::collections::BTreeMap<String, Val>) {
        let held = Val { parts: Some(Box::new(Parts { keys, ..Parts::default() })), ..Val::unknown() };
        self.join_shared(key, held);
    }

    /// What the shared store `key` of a request's context holds at `k`, as [`as_read`] reads
    /// it; `None` where nothing was stored there.
    pub(super) fn context_get(&self, key: &str, k: &str) -> Option<Val> {
        self.shared.get(key)?.parts.as_ref()?.keys.get(k).map(as_read)
    }

    /// What a handler's parameter typed as a request extension holds (axum's
    /// `Extension<Doc>`, actix's `Option<web::ReqData<Doc>>`): what the file stored among the
    /// extensions as a `Doc`; for a type naming no type of the file and no application state
    /// (`String`), also what it stored of a type not known; request data as stored, anything
    /// else not known ([`as_read`]); `None` where it stored none.
    pub(super) fn extension_param(&self, ty: &str) -> Option<Val> {
        let t = ty.trim();
        let t = t.strip_prefix("Option<").and_then(|i| i.strip_suffix('>')).unwrap_or(t).trim();
        let (head, inner) = t.strip_suffix('>')?.split_once('<')?;
        let head = head.rsplit("::").next().unwrap_or(head);
        if !self.models.is(Word::TypedExtractor, head) {
            return None;
        }
        let inner = inner.trim();
        // (Nor for the application's state: `Extension<Arc<Settings>>`.)
        let own = inner
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| self.m.fields.contains_key(w) || self.classes.contains(w))
            || self.models.is(Word::FrameworkType, type_head(inner));
        let typed = self.shared.get(&extension_key(Some(inner)));
        let any = self.shared.get(&extension_key(None)).filter(|_| !own);
        match (typed, any) {
            (Some(a), Some(b)) => Some(as_read(&a.join(b))),
            (Some(v), None) | (None, Some(v)) => Some(as_read(v)),
            (None, None) => None,
        }
    }

    /// The shared store of a context's value by its key as written (`userKey`, `ctxKey{}`,
    /// `keys.User`); none for a key held by a variable of a function (two functions' `key`
    /// are two keys).
    pub(super) fn context_value_key(&self, key: &Expr) -> Option<String> {
        if let ExprKind::Name(n) = &key.kind
            && !self.globals.contains_key(n)
            && !self.m.imports.contains_key(n)
        {
            return None;
        }
        let text = self.src.get(key.span.start..key.span.end)?.trim();
        (!text.is_empty()).then(|| format!("\0context value {text}"))
    }

    /// The type a variable is declared with in the function being analysed: its parameter's,
    /// else its own declaration's there (`HttpSession session = request.getSession()`).
    pub(super) fn store_type(&self, name: &str) -> Option<&str> {
        if let Some(t) = self.param_type(name) {
            return Some(t);
        }
        let f = &self.m.funcs[*self.active.last()?];
        let ds = self.m.declared.get(name)?;
        ds.iter().find(|(s, _)| f.span.start <= s.start && s.end <= f.span.end).map(|(_, t)| t.as_str())
    }

    /// Request data stored on an object that outlives the function: an imported one (Flask's
    /// `g` or `session`), a variable of the module (`CACHE[k] = ..` in a handler), or the
    /// request of a function whose parameter the models name for it (a middleware's
    /// `request.ctx`); under a models' `request_store`, whatever is stored. (Elsewhere only
    /// request data: a checked value or a constant stored there would read as the field's whole
    /// value, though writes the analysis does not follow, under another name of the request,
    /// `setattr`, `Object.assign`, may store raw data there too.)
    fn note_shared(&mut self, path: &str, full: &str, v: &Val) {
        // Under an object that lives as long as the request (`ctx.state`): whatever it is; a
        // constant, a default another middleware may replace.
        if !self.opaque_stores && self.request_store(path) {
            self.join_shared(full.to_string(), as_default(v));
            return;
        }
        let root = path.split('.').next().unwrap_or(path);
        let imported = self.m.imports.contains_key(root) || self.m.modules.contains(root);
        let request = self.is_param(root) && self.models.is(Word::RequestParam, root);
        let own =
            self.active.last().filter(|f| **f != 0).is_none_or(|f| assigns_name(&self.m.funcs[*f].body, root, false));
        let global = !own && !self.is_param(root) && self.globals.contains_key(root);
        if !(imported || request || global) || v.flat().taint.is_none() || self.shared.len() >= MAX_SHARED_STORES {
            return;
        }
        self.join_shared(full.to_string(), v.clone());
    }

    /// What a store under `key` of the shared stores is given, joined with what it held; a new
    /// store only while there are fewer than [`MAX_SHARED_STORES`].
    pub(super) fn join_shared(&mut self, key: String, v: Val) {
        let room = self.shared.len() < MAX_SHARED_STORES;
        match self.shared.get_mut(&key) {
            Some(old) => *old = old.join(&v),
            None if room => {
                self.shared.insert(key, v);
            }
            None => {}
        }
    }

    /// `a, b = v`: each target its item, where `v`'s items are known.
    fn assign_items(&mut self, st: &mut State, items: &[Expr], v: &Val) {
        let known = v.parts.as_ref().and_then(|p| p.items.as_ref()).filter(|i| i.len() == items.len()).cloned();
        for (i, t) in items.iter().enumerate() {
            let part = match &known {
                Some(k) => k[i].clone(),
                // A call's value and its error (`p, err := filepath.Abs(x)`): a resolved path is
                // still one, and still the call's (`filepath.Rel`'s), derived from what the call
                // was given (`u, err := url.Parse(raw)`).
                None if i == 0 => {
                    let e = element(v);
                    let from = if value_and_error(items) { v.from.clone() } else { None };
                    let trimmed = if from.is_some() { v.trimmed } else { 0 };
                    Val { starts: e.starts | (v.starts & RESOLVED), origin: v.origin.clone(), from, trimmed, ..e }
                }
                None => element(v),
            };
            self.assign(st, t, part);
        }
    }
}

/// Forgets the conditions kept in what `target` assigns and those that read it.
fn forget_conditions(st: &mut State, target: &Expr) {
    if st.conds.is_empty() && st.ok_if_nil.is_empty() {
        return;
    }
    target.each(&mut |e| {
        if let ExprKind::Name(n) = &e.kind {
            st.conds.remove(n);
            forget_conditions_on(st, n);
        }
    });
}

/// Forgets the conditions kept that read the variable `n` (changed in place), and what an error
/// variable told of it or of the variables taken with it ([`State::ok_if_nil`]).
pub(super) fn forget_conditions_on(st: &mut State, n: &str) {
    if !st.conds.is_empty() {
        st.conds.retain(|_, c| !mentions(c, n));
    }
    if !st.ok_if_nil.is_empty() {
        st.ok_if_nil.retain(|err, taken| err != n && taken.iter().all(|(t, ..)| t != n));
    }
}

/// Whether statements assign the variable `n` anywhere in them (also a nested loop's target).
pub(super) fn assigns(stmts: &[Stmt], n: &str) -> bool {
    stmts.iter().any(|s| {
        let here = match &s.kind {
            StmtKind::Assign { targets, .. } => targets.iter().any(|t| mentions(t, n)),
            StmtKind::For { target, .. } => mentions(target, n),
            _ => false,
        };
        here || s.blocks().into_iter().any(|b| assigns(b, n))
    })
}

/// Whether a condition joins tests with `and`/`or` (under any `not`).
fn logical(cond: &Expr) -> bool {
    match &cond.kind {
        ExprKind::Unary(UnOp::Not, e) => logical(e),
        ExprKind::Binary(BinOp::And | BinOp::Or, ..) => true,
        _ => false,
    }
}

/// Targets that take a call's value and its error (`u, err := url.Parse(raw)`, `p, _ :=`).
fn value_and_error(items: &[Expr]) -> bool {
    let [_, second] = items else { return false };
    matches!(&second.kind, ExprKind::Name(n) if n == "_" || n.to_ascii_lowercase().ends_with("err"))
}

/// A loop whose body's first statement writes each item back in place, by its index: the
/// collection's path and the value written (`for i, l := range lines { lines[i] = esc(l) }`,
/// Python's `for i, l in enumerate(lines): lines[i] = esc(l)`), made of the item alone.
fn rewritten_in_place<'b>(target: &Expr, iter: &Expr, body: &'b [Stmt], pairs: bool) -> Option<(String, &'b Expr)> {
    let (ExprKind::Tuple(t) | ExprKind::List(t)) = &target.kind else { return None };
    let [Expr { kind: ExprKind::Name(index), .. }, Expr { kind: ExprKind::Name(_), .. }] = t.as_slice() else {
        return None;
    };
    let collection = match &iter.kind {
        _ if pairs => iter,
        ExprKind::Call(c) if c.func.dotted().as_deref() == Some("enumerate") && c.args.len() == 1 => &c.args[0],
        _ => return None,
    };
    let path = collection.dotted().filter(|_| is_path(collection))?;
    body.first().and_then(|s| match &s.kind {
        StmtKind::Assign { targets, value, op: None } => match targets.as_slice() {
            [Expr { kind: ExprKind::Index(obj, key), .. }]
                if obj.dotted().as_deref() == Some(path.as_str())
                    && matches!(&key.kind, ExprKind::Name(k) if k == index) =>
            {
                Some((path.clone(), value))
            }
            _ => None,
        },
        _ => None,
    })
}

/// The getters of `var` validated so far (`c.getValue()` kept as `"c.getValue()"`): a new value
/// of `var` has its own.
pub(super) fn forget_getters(st: &mut State, var: &str) {
    let prefix = format!("{var}.");
    st.env.retain(|k, _| !(k.starts_with(&prefix) && k.ends_with("()")));
}

/// The special characters of a match arm's string literals.
fn literal_bits(values: &[Lit]) -> u64 {
    values.iter().fold(0, |m, l| match l {
        Lit::Str(s) => m | crate::scan::code::chars::of(s),
        _ => m,
    })
}

/// The shared store of the request extensions of type `ty` (`None`: of a type not known).
pub(super) fn extension_key(ty: Option<&str>) -> String {
    format!("\0extension {}", ty.unwrap_or("?"))
}

/// What a request-scoped store holds as a handler reads it: a constant stored there is a
/// default another middleware, elsewhere, may replace.
pub(super) fn as_default(v: &Val) -> Val {
    if v.konst.is_some() { v.join(&Val::unknown()) } else { v.clone() }
}

/// A returned tuple whose last item, the error, is known not to be nil (`return nil, err`
/// where `err` was tested not nil, `return "", errors.New(..)`, `return key, &sortError{key}`:
/// a structure made here is never nil). (`return x, validate(x)` may give nil: no failure.)
fn fails_with_error(v: &Val) -> bool {
    let items = v.parts.as_ref().and_then(|p| p.items.as_ref());
    // (Not a flag: `return v, true` of a `(T, bool)` result.)
    let error = |v: &Val| v.known_true() && !matches!(v.konst, Some(Lit::Bool(_)));
    items.is_some_and(|i| i.len() > 1 && i.last().is_some_and(error))
}

/// A return of a failure (Rust's `return Err(..)`, `return None`, as a `?` lowers it too): what
/// a caller's `?` leaves the caller with, never the value the call gives it.
fn failure(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Lit(Lit::Null) => true,
        ExprKind::Name(n) => n == FAILED_OF,
        ExprKind::Call(c) => matches!(&c.func.kind, ExprKind::Name(n) if n == "Err"),
        _ => false,
    }
}
