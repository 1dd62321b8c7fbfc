// Mails the nightly report through the company relay.
package main

import (
	"net/smtp"
	"os"
)

var relayPassword = os.Getenv("RELAY_PASSWORD")

func mail(body []byte) error {
	auth := smtp.PlainAuth("", "reports@shop.example", relayPassword, "smtp.shop.example")
	return smtp.SendMail("smtp.shop.example:587", auth, "reports@shop.example", []string{"ops@shop.example"}, body)
}

func main() { mail([]byte("ok")) }
