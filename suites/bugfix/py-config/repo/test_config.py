import unittest

from loader import load_config
from merge import deep_merge


class MergeTest(unittest.TestCase):
    def test_nested_merge(self):
        base = {"a": {"x": 1, "y": 2}, "b": 1}
        self.assertEqual(deep_merge(base, {"a": {"y": 3, "z": 4}}), {"a": {"x": 1, "y": 3, "z": 4}, "b": 1})

    def test_lists_and_scalars_replace(self):
        self.assertEqual(deep_merge({"l": [1, 2], "s": "a"}, {"l": [3], "s": "b"}), {"l": [3], "s": "b"})

    def test_dict_replaces_scalar(self):
        self.assertEqual(deep_merge({"a": 1}, {"a": {"b": 2}}), {"a": {"b": 2}})

    def test_top_level_not_modified(self):
        base = {"a": 1}
        deep_merge(base, {"a": 2, "b": 3})
        self.assertEqual(base, {"a": 1})


class LoaderTest(unittest.TestCase):
    def test_tenant_override(self):
        cfg = load_config([{"server": {"port": 9000}, "database": {"pool": {"size": 20}}}])
        self.assertEqual(cfg["server"], {"host": "127.0.0.1", "port": 9000, "workers": 2})
        self.assertEqual(cfg["database"]["pool"], {"size": 20, "timeout": 30})

    def test_overrides_apply_in_order(self):
        cfg = load_config([{"server": {"workers": 4}}, {"server": {"workers": 8, "host": "0.0.0.0"}}])
        self.assertEqual((cfg["server"]["workers"], cfg["server"]["host"]), (8, "0.0.0.0"))

    def test_environment(self):
        cfg = load_config(
            [{"plugins": ["auth", "audit"]}],
            env={"APP_PORT": "7000", "APP_EXTRA_PLUGINS": "metrics, audit", "APP_FEATURE_BETA_UI": "yes"},
        )
        self.assertEqual(cfg["server"]["port"], 7000)
        self.assertEqual(cfg["plugins"], ["auth", "audit", "metrics"])
        self.assertEqual(cfg["features"]["beta_ui"], True)


if __name__ == "__main__":
    unittest.main()
