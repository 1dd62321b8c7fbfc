import copy
import unittest

from defaults import DEFAULTS
from loader import load_config
from merge import deep_merge

PRISTINE = copy.deepcopy(DEFAULTS)

NOISY_ENV = {
    "APP_PORT": "9100",
    "APP_LOG_LEVEL": "DEBUG",
    "APP_LOG_FILE": "/var/log/acme.log",
    "APP_EXTRA_PLUGINS": "metrics,billing",
    "APP_FEATURE_NEW_CHECKOUT": "1",
}


class HiddenIsolationTest(unittest.TestCase):
    def test_tenants_do_not_leak_into_each_other(self):
        acme = load_config([{"server": {"workers": 4}}], env=NOISY_ENV)
        self.assertEqual(acme["logging"], {"level": "debug", "handlers": ["console", "file:/var/log/acme.log"]})
        self.assertEqual(acme["plugins"], ["auth", "metrics", "billing"])
        globex = load_config([{"server": {"workers": 2}}])
        self.assertEqual(globex["logging"], {"level": "info", "handlers": ["console"]})
        self.assertEqual(globex["plugins"], ["auth"])
        self.assertEqual(globex["features"], {})
        self.assertEqual(globex["server"]["port"], 8080)

    def test_defaults_never_change(self):
        load_config(env=NOISY_ENV)
        load_config([{"database": {"url": "postgres://db/acme"}}], env=NOISY_ENV)
        self.assertEqual(DEFAULTS, PRISTINE)
        self.assertEqual(load_config(), PRISTINE)

    def test_tenant_overrides_are_not_modified(self):
        tenant = {"plugins": ["auth", "audit"], "logging": {"handlers": ["syslog"]}, "features": {"x": False}}
        snapshot = copy.deepcopy(tenant)
        first = load_config([tenant], env=NOISY_ENV)
        second = load_config([tenant], env={"APP_LOG_FILE": "/tmp/b.log"})
        self.assertEqual(tenant, snapshot)
        self.assertEqual(first["logging"]["handlers"], ["syslog", "file:/var/log/acme.log"])
        self.assertEqual(second["logging"]["handlers"], ["syslog", "file:/tmp/b.log"])
        self.assertEqual(second["plugins"], ["auth", "audit"])
        self.assertEqual(second["features"], {"x": False})

    def test_merge_result_shares_nothing(self):
        base = {"a": {"l": [1], "d": {"k": 1}}, "top": [1]}
        override = {"b": {"m": [2]}, "top": [2]}
        merged = deep_merge(base, override)
        merged["a"]["l"].append(9)
        merged["a"]["d"]["k"] = 2
        merged["b"]["m"].append(9)
        merged["top"].append(9)
        self.assertEqual(base, {"a": {"l": [1], "d": {"k": 1}}, "top": [1]})
        self.assertEqual(override, {"b": {"m": [2]}, "top": [2]})


if __name__ == "__main__":
    unittest.main()
