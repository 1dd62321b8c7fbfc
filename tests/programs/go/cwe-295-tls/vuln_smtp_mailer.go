// Sends transactional e-mail through the company SMTP relay using STARTTLS.
package mailer

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net"
	"net/smtp"
	"strings"
)

type Relay struct {
	Addr     string
	Username string
	Password string
	From     string
}

func (r Relay) tlsConfig(host string) *tls.Config {
	return &tls.Config{
		ServerName:         host,
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: true,
		VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
			if len(raw) == 0 {
				return fmt.Errorf("no certificate presented")
			}
			leaf, err := x509.ParseCertificate(raw[0])
			if err != nil {
				return err
			}
			return leaf.VerifyHostname(host)
		},
	}
}

func (r Relay) Send(to []string, subject, body string) error {
	host, _, err := net.SplitHostPort(r.Addr)
	if err != nil {
		return err
	}
	c, err := smtp.Dial(r.Addr)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.StartTLS(r.tlsConfig(host)); err != nil {
		return err
	}
	if err := c.Auth(smtp.PlainAuth("", r.Username, r.Password, host)); err != nil {
		return err
	}
	if err := c.Mail(r.From); err != nil {
		return err
	}
	for _, rcpt := range to {
		if err := c.Rcpt(rcpt); err != nil {
			return err
		}
	}
	wc, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(wc, "To: %s\r\nSubject: %s\r\n\r\n%s", strings.Join(to, ", "), subject, body); err != nil {
		return err
	}
	return wc.Close()
}
