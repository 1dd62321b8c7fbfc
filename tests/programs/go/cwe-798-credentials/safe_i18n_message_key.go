// Validation messages looked up from the translation catalogue.
package main

import "fmt"

const invalidEmailMessageKey = "validationErrorsInvalidEmailAddressFormat"

var catalogue = map[string]string{
	invalidEmailMessageKey: "Please enter a valid email address.",
}

func emailError(lang string) string {
	if msg, ok := catalogue[invalidEmailMessageKey]; ok {
		return msg
	}
	return fmt.Sprintf("missing translation for %s (%s)", invalidEmailMessageKey, lang)
}
