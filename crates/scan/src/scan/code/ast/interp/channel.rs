//! Go's channels in the analysis: what is sent on a channel is kept under its key
//! ([`ChannelKey`]) in the file's shared stores (the file's functions then run again with it),
//! and is what a receive from it gives.

use super::*;

impl Analysis<'_> {
    /// A channel's send or receive ([`CHAN_SEND`], [`CHAN_RECV`]; `None` for any other call): a
    /// receive gives what was sent on the channel, and on a parameter of its name (a function
    /// given the channel), or, from a parameter, on any channel of its name; nothing sent, an
    /// unknown value. Of a channel not known (an empty key), nothing is kept.
    pub(super) fn channel_op(&mut self, st: &mut State, c: &Call) -> Option<Val> {
        let ExprKind::Name(op) = &c.func.kind else { return None };
        let send = match op.as_str() {
            CHAN_SEND => true,
            CHAN_RECV => false,
            _ => return None,
        };
        let (key, operands) = match c.args.split_last() {
            Some((Expr { kind: ExprKind::Lit(Lit::Str(k)), .. }, rest)) => (k.as_str(), rest),
            _ => ("", &c.args[..]),
        };
        let values: Vec<Val> = operands.iter().map(|a| self.eval(st, a)).collect();
        if key.is_empty() {
            return Some(if send { Val::default() } else { Val::unknown() });
        }
        let stored = format!("{CHAN_SEND}{key}");
        if send {
            let v = values.get(1).cloned().unwrap_or_default();
            self.join_shared(stored, v);
            return Some(Val::default());
        }
        let (name, from_param) = ChannelKey::name_of(key);
        let param = format!("{CHAN_SEND}{}", ChannelKey::Parameter.key(name));
        let linked = |k: &str| {
            let of_name = k.strip_prefix(CHAN_SEND).is_some_and(|k| ChannelKey::name_of(k).0 == name);
            k == stored || k == param || (from_param && of_name)
        };
        let got = self.shared.iter().filter(|(k, _)| linked(k)).map(|(_, v)| v.clone()).reduce(|a, b| a.join(&b));
        Some(got.unwrap_or_else(Val::unknown))
    }
}
