// Sends the contact form by mail through the company relay.
package main

import "gopkg.in/gomail.v2"

func send(body string) error {
	m := gomail.NewMessage()
	m.SetHeader("From", "web@shop.example")
	m.SetHeader("To", "sales@shop.example")
	m.SetBody("text/plain", body)
	d := gomail.NewDialer("smtp.shop.example", 587, "web@shop.example", "Wq8#contactForm!2024")
	return d.DialAndSend(m)
}

func main() { send("hi") }
