// HTTP contact form handler that forwards visitor messages to the support inbox over SMTP
package main

import (
	"fmt"
	"log"
	"net/http"
	"net/mail"
	"net/smtp"
	"strings"
)

type mailer struct {
	host string
	port int
	from string
	to   string
	auth smtp.Auth
}

func newMailer() *mailer {
	host := "smtp.mailprovider.net"
	return &mailer{
		host: host,
		port: 587,
		from: "website@shop.example",
		to:   "support@shop.example",
		auth: smtp.PlainAuth("", "website@shop.example", "Wq8#contactForm!2024", host),
	}
}

func (m *mailer) send(visitor *mail.Address, subject, body string) error {
	msg := fmt.Sprintf("From: %s\r\nTo: %s\r\nSubject: %s\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nMessage from %s:\r\n\r\n%s\r\n",
		m.from, m.to, subject, visitor.String(), body)
	return smtp.SendMail(fmt.Sprintf("%s:%d", m.host, m.port), m.auth, m.from, []string{m.to}, []byte(msg))
}

func (m *mailer) handleContact(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	visitor, err := mail.ParseAddress(r.FormValue("email"))
	body := strings.TrimSpace(r.FormValue("message"))
	if err != nil || body == "" || len(body) > 5000 {
		http.Error(w, "a valid email and a message are required", http.StatusBadRequest)
		return
	}
	if err := m.send(visitor, "Website contact request", body); err != nil {
		log.Printf("contact mail failed: %v", err)
		http.Error(w, "could not send message", http.StatusBadGateway)
		return
	}
	fmt.Fprintln(w, "Thanks, we will get back to you soon.")
}

func main() {
	m := newMailer()
	http.HandleFunc("/contact", m.handleContact)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
