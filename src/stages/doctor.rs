//! The checks of `agentsmith doctor` that are not a model call: the sandbox's protections.

use crate::config::Env;
use crate::report::Check;

/// Which protections a command a model writes gets on this machine (the helper's probe).
pub(crate) async fn sandbox_check(config: &crate::config::Config, env: &Env) -> Check {
    let sandbox = super::tree::sandbox(config, env);
    if !sandbox.policy.enabled {
        return Check {
            name: "sandbox",
            ok: true,
            detail: "OFF (tools.sandbox: off): commands and tests a model writes run unconfined, with your rights"
                .into(),
        };
    }
    match sandbox.probe().await {
        Ok(p) => {
            let mut parts =
                vec![format!("Landlock ABI {} ({})", p.landlock_abi, p.landlock), "seccomp filter".to_string()];
            if p.capabilities_dropped {
                parts.push("no capabilities".into());
            }
            let ns: Vec<&str> = [(p.user_ns, "user"), (p.pid_ns, "PID"), (p.mount_ns, "mount"), (p.net_ns, "network")]
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, n)| *n)
                .collect();
            parts.push(if ns.is_empty() {
                "no namespaces (the kernel refused them: Landlock keeps other processes out of reach)".into()
            } else {
                format!("{} namespaces", ns.join(", "))
            });
            if p.proc_private {
                parts.push("a private /proc".into());
            }
            if p.run_hidden {
                parts.push("host sockets in /run hidden".into());
            }
            parts.push(if sandbox.policy.network {
                "network allowed (tools.network: allow)".into()
            } else if p.net_ns {
                "no network but loopback".into()
            } else {
                "no network (sockets refused)".into()
            });
            Check { name: "sandbox", ok: p.landlock == "full" || p.landlock == "partial", detail: parts.join(", ") }
        }
        Err(e) => Check { name: "sandbox", ok: false, detail: e.to_string() },
    }
}
