import unittest

from importer import import_contacts
from validators import normalize_phone, valid_email

BASIC = """email,name,company,phone,notes
ana@example.com,Ana  Lima,Globex,+1 (555) 010-2000,met at expo
BOB@example.org,Bob Stone,,555 0100,
not-an-email,Carl,Initech,,
bob@example.org,Robert Stone,Initech,,duplicate
"""


class ImporterTest(unittest.TestCase):
    def test_basic_import(self):
        result = import_contacts(BASIC)
        self.assertEqual([c["email"] for c in result.contacts], ["ana@example.com", "bob@example.org"])
        self.assertEqual(result.contacts[0]["name"], "Ana Lima")
        self.assertEqual(result.contacts[0]["phone"], "+15550102000")
        self.assertEqual(result.contacts[0]["notes"], "met at expo")
        self.assertEqual(result.errors, [(3, "invalid email 'not-an-email'")])
        self.assertEqual(result.duplicates, 1)

    def test_column_order_and_missing_optional_columns(self):
        result = import_contacts("Name,Email\nDee,dee@example.net\n")
        self.assertEqual(result.contacts, [
            {"email": "dee@example.net", "name": "Dee", "company": "", "phone": "", "notes": ""}])

    def test_missing_required_column(self):
        with self.assertRaises(ValueError):
            import_contacts("name,company\nDee,Acme\n")

    def test_wrong_field_count(self):
        result = import_contacts("email,name\nx@example.com,X,extra\ny@example.com,Y\n")
        self.assertEqual(result.errors, [(1, "wrong number of fields")])
        self.assertEqual(len(result.contacts), 1)

    def test_empty(self):
        self.assertEqual(import_contacts("").contacts, [])


class ValidatorTest(unittest.TestCase):
    def test_email(self):
        self.assertTrue(valid_email("a.b+c@sub.example.com"))
        self.assertFalse(valid_email("a@b"))
        self.assertFalse(valid_email('"a"@example.com'))

    def test_phone(self):
        self.assertEqual(normalize_phone(" +44 20 7946 0018 "), "+442079460018")
        self.assertEqual(normalize_phone(""), "")


if __name__ == "__main__":
    unittest.main()
