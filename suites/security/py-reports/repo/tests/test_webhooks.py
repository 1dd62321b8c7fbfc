import unittest
from unittest import mock

from reportsvc import settings, webhooks


class NotifyTest(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch.object(settings, "DASHBOARD_API_TOKEN", "dsh_test_0000000000000000000000000000")
        patcher.start()
        self.addCleanup(patcher.stop)

    def test_rejects_unknown_host(self):
        with self.assertRaises(ValueError):
            webhooks.notify("https://evil.example/hook", "daily")

    def test_rejects_plain_http(self):
        with self.assertRaises(ValueError):
            webhooks.notify("http://hooks.slack.com/services/T000/B000/XXXX", "daily")


if __name__ == "__main__":
    unittest.main()
