// Preview endpoint for the customizable notification emails sent to account owners.
package notify

import (
	"bytes"
	"net/http"
	"text/template"
)

type Account struct {
	Name  string
	Email string
}

type SenderConfig struct {
	Address  string
	SMTPHost string
	SMTPPass string
}

type emailData struct {
	Account *Account
	Sender  SenderConfig
	Body    string
}

type AccountLoader func(r *http.Request) (*Account, error)

const layout = "Hello {{.Account.Name}},\n\n%s\n\n-- sent by {{.Sender.Address}}"

func renderPreview(body string, data emailData) (string, error) {
	src := bytes.Replace([]byte(layout), []byte("%s"), []byte(body), 1)
	t, err := template.New("email").Parse(string(src))
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return "", err
	}
	return buf.String(), nil
}

func PreviewHandler(load AccountLoader, sender SenderConfig) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		acct, err := load(r)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		body := r.FormValue("body")
		out, err := renderPreview(body, emailData{Account: acct, Sender: sender})
		if err != nil {
			http.Error(w, "template error", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte(out))
	}
}
