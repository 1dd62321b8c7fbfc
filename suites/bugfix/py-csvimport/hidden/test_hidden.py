import unittest

from importer import import_contacts

CRM_EXPORT = (
    'email,name,company,phone,notes\n'
    'jsmith@acme.example,"Smith, John","Acme, Inc.",555-0101,\n'
    'mia@globex.example,Mia Wong,Globex,,"Prefers email.\nDo not call before 10am."\n'
    'oops,"Doe, Jane",Initech,,\n'
    'lee@hooli.example,Lee Park,"The ""Big"" Company",,"says ""hi"""\n'
)


class HiddenCsvTest(unittest.TestCase):
    def test_quoted_commas(self):
        result = import_contacts(CRM_EXPORT)
        first = result.contacts[0]
        self.assertEqual(first["email"], "jsmith@acme.example")
        self.assertEqual(first["name"], "Smith, John")
        self.assertEqual(first["company"], "Acme, Inc.")
        self.assertEqual(first["phone"], "5550101")

    def test_multiline_notes(self):
        result = import_contacts(CRM_EXPORT)
        mia = [c for c in result.contacts if c["email"] == "mia@globex.example"]
        self.assertEqual(len(mia), 1)
        self.assertEqual(mia[0]["notes"], "Prefers email.\nDo not call before 10am.")

    def test_record_numbers_count_records_not_lines(self):
        result = import_contacts(CRM_EXPORT)
        self.assertEqual(result.errors, [(3, "invalid email 'oops'")])

    def test_doubled_quotes(self):
        result = import_contacts(CRM_EXPORT)
        lee = result.contacts[-1]
        self.assertEqual(lee["company"], 'The "Big" Company')
        self.assertEqual(lee["notes"], 'says "hi"')
        self.assertEqual(len(result.contacts), 3)

    def test_windows_line_endings(self):
        text = CRM_EXPORT.replace("\n", "\r\n").replace("email.\r\nDo", "email.\nDo")
        result = import_contacts(text)
        self.assertEqual(len(result.contacts), 3)
        self.assertEqual(result.contacts[0]["company"], "Acme, Inc.")
        self.assertEqual(result.contacts[0]["notes"], "")


if __name__ == "__main__":
    unittest.main()
